import { gridColumns } from './gridColumns';

const lastRow = (count: number, cols: number) => count % cols || cols;

describe('gridColumns', () => {
  test('keeps the natural column count when the last row is not a single card', () => {
    expect(gridColumns(884, 24)).toBe(4);
    expect(gridColumns(884, 3)).toBe(4);
  });

  test.each([
    // list column at common window widths (page sizes of SPEC §9) and the special pages' full width
    [884, 25],
    [884, 21],
    [700, 15],
    [968, 20],
    [560, 15],
    [1168, 25],
    [1168, 10],
  ])('width %i with %i cards leaves no orphan', (width, count) => {
    const cols = gridColumns(width, count);
    // Several columns and more cards than one row holds: a last row exists, and it holds two cards or more.
    expect(cols).toBeGreaterThan(1);
    expect(count).toBeGreaterThan(cols);
    expect(lastRow(count, cols)).toBeGreaterThan(1);
  });

  test('a column too narrow for two comfortable cards stacks them: one column, never orphaned', () => {
    expect(gridColumns(358, 10)).toBe(1);
  });

  test('when no column count in range avoids it (25 cards at 700 px), the natural count stays', () => {
    expect(gridColumns(700, 25)).toBe(3);
  });

  test('25 cards in the desktop list column: 5 columns of ≥160 px instead of 4 + 1', () => {
    expect(gridColumns(884, 25)).toBe(5);
  });
});
