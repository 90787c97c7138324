import { clearLift, intersects, LIFTS } from './keepClear';

const box = (left: number, top: number, w: number, h: number) => ({ left, top, right: left + w, bottom: top + h });

describe('keepClear', () => {
  test('intersects: shared area only, touching edges are clear', () => {
    expect(intersects(box(0, 0, 10, 10), box(5, 5, 10, 10))).toBe(true);
    expect(intersects(box(0, 0, 10, 10), box(10, 0, 10, 10))).toBe(false);
    expect(intersects(box(0, 0, 10, 10), box(0, 10, 10, 10))).toBe(false);
  });

  test('clearLift stays in place when nothing is under it', () => {
    expect(clearLift(box(300, 760, 80, 40), [box(0, 0, 390, 100)], LIFTS)).toBe(0);
  });

  test('clearLift rises above a price row under the button', () => {
    const price = box(200, 740, 180, 50); // 740–790 overlaps the button at 760–800
    expect(clearLift(box(300, 760, 80, 40), [price], LIFTS)).toBe(112);
  });

  test('clearLift gives up (null: hide) when every lift overlaps, and never leaves the screen', () => {
    const tall = box(250, 400, 140, 420);
    expect(clearLift(box(300, 760, 80, 40), [tall], LIFTS)).toBeNull();
    expect(clearLift(box(300, 20, 80, 40), [box(300, 30, 10, 10)], LIFTS)).toBeNull();
  });
});
