import { render, screen } from '@testing-library/react';
import { http } from '../api/http';
import PriceHistory, { chartGeometry, LOWEST_30_BADGE } from './PriceHistory';

let get: jest.SpyInstance;
beforeEach(() => {
  get = jest.spyOn(http, 'get');
});
afterEach(() => get.mockRestore());

const answer = (a: unknown) => Promise.resolve(a);

test('step line over the window; flat series still drawable', () => {
  const g = chartGeometry([
    { date: '2026-09-01', price: 100 },
    { date: '2026-10-01', price: 80 },
    { date: '2026-11-22', price: 90 },
  ]);
  expect(g.d.startsWith('M')).toBe(true);
  expect(g.d.match(/H/g)).toHaveLength(2);
  expect(g.y(100)).toBeLessThan(g.y(80));
  const flat = chartGeometry([{ date: '2026-11-22', price: 50 }]);
  expect(Number.isFinite(flat.y(50))).toBe(true);
});

test('chart with Spanish labels and the 30-day low badge', async () => {
  get.mockReturnValue(
    answer({
      points: [
        { date: '2026-09-01', price: 129.99 },
        { date: '2026-11-22', price: 99.99 },
      ],
      lowest30: 99.99,
      isLowest30: true,
    }),
  );
  render(<PriceHistory productId="p1" />);
  expect(await screen.findByRole('heading', { name: 'Historial de precios' })).toBeInTheDocument();
  expect(screen.getByText(LOWEST_30_BADGE)).toBeInTheDocument();
  expect(screen.getByRole('img', { name: /Historial de precios de los últimos 90 días\. Entre 99,99\s€ y 129,99\s€/ })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/api/products/price-history/', expect.objectContaining({ query: { id: 'p1' } }));
});

test('no badge when the price is not a 30-day low; nothing when the call fails', async () => {
  get.mockReturnValue(answer({ points: [{ date: '2026-11-22', price: 10 }], lowest30: 8, isLowest30: false }));
  const { unmount } = render(<PriceHistory productId="p2" />);
  await screen.findByRole('heading', { name: 'Historial de precios' });
  expect(screen.queryByText(LOWEST_30_BADGE)).toBeNull();
  unmount();
  get.mockRejectedValue(new Error('404'));
  const { container } = render(<PriceHistory productId="p3" />);
  await new Promise((r) => setTimeout(r, 20));
  expect(container).toBeEmptyDOMElement();
});

test('one observation: only its price and date, no chart, no "stable since", no date after it', async () => {
  get.mockReturnValue(answer({ points: [{ date: '2026-11-23', price: 41 }], lowest30: 41, isLowest30: false }));
  const { container } = render(<PriceHistory productId="p4" />);
  expect(await screen.findByText(/^Precio registrado el 23 nov\.?: 41,00\s€$/)).toBeInTheDocument();
  expect(screen.queryByRole('img')).toBeNull();
  expect(container).not.toHaveTextContent(/Precio estable|24 nov|Precio más bajo de los últimos 30 días/);
});

test('the time axis ends at the newest observation (today), never later', async () => {
  get.mockReturnValue(
    answer({
      points: [
        { date: '2026-11-22', price: 50 },
        { date: '2026-11-23', price: 45 },
      ],
      lowest30: 45,
      isLowest30: true,
    }),
  );
  const { container } = render(<PriceHistory productId="p5" />);
  await screen.findByRole('img');
  const labels = Array.from(container.querySelectorAll('svg text')).map((t) => t.textContent ?? '');
  expect(labels.some((l) => /^23 nov/.test(l))).toBe(true);
  expect(labels.some((l) => /^24 nov/.test(l))).toBe(false);
  const g = chartGeometry([
    { date: '2026-11-22', price: 50 },
    { date: '2026-11-23', price: 45 },
  ]);
  expect(g.x1).toBe(Date.parse('2026-11-23T00:00:00Z'));
});
