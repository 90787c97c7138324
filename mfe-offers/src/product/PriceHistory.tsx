/**
 * 'Historial de precios' (90 days) as an inline SVG step chart, and the 'Precio más bajo en 30 días' badge.
 * Loaded lazily by the product page only (its own chunk).
 */
import { useEffect, useState } from 'react';
import { formatEuro, shortDayMonth, type PriceHistoryAnswer, type PriceHistoryPoint } from '@ofertas/contracts/rules';
import { http } from '../api/http';
import { priceHistoryAnswer } from '../api/shapes';
import s from './PriceHistory.module.css';

export const LOWEST_30_BADGE = 'Precio más bajo en 30 días';
const W = 480;
const H = 200;
const PAD = { top: 16, right: 12, bottom: 30, left: 76 };
const DAY = 86_400_000;

/** '5 ago' (contracts' shortDayMonth: Intl's text without Intl's first-use cost). */
const shortDate = { format: (ms: number): string => shortDayMonth(new Date(ms)) };
function dayMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/**
 * Step path (price holds until the next change) in chart coordinates. The time axis ends at the newest
 * observation (today's price), never later: a chart needs two observations (see PriceHistory).
 */
export function chartGeometry(points: PriceHistoryPoint[]) {
  const xs = points.map((p) => dayMs(p.date));
  const x0 = Math.min(...xs);
  // One day of width only guards the division; PriceHistory never charts a single observation.
  const x1 = Math.max(...xs) > x0 ? Math.max(...xs) : x0 + DAY;
  const prices = points.map((p) => p.price);
  let lo = Math.min(...prices);
  let hi = Math.max(...prices);
  if (hi === lo) {
    hi += Math.max(1, hi * 0.1);
    lo = Math.max(0, lo - Math.max(1, lo * 0.1));
  }
  const x = (t: number) => PAD.left + ((t - x0) / (x1 - x0)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - lo) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  let d = '';
  points.forEach((p, i) => {
    const px = x(dayMs(p.date));
    const py = y(p.price);
    d += i === 0 ? `M${px.toFixed(1)},${py.toFixed(1)}` : `H${px.toFixed(1)}V${py.toFixed(1)}`;
  });
  return { d, x, y, lo, hi, x0, x1 };
}

/** The only recorded price: 'Precio registrado el 23 nov.: 41,00 €'. */
export function singleObservationText(point: PriceHistoryPoint): string {
  return `Precio registrado el ${shortDate.format(dayMs(point.date))}: ${formatEuro(point.price)}`;
}

export function PriceChart({ data }: { data: PriceHistoryAnswer }) {
  const pts = data.points;
  const g = chartGeometry(pts);
  const prices = pts.map((p) => p.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const summary =
    min === max
      ? `Precio estable de ${formatEuro(min)} desde el ${shortDate.format(g.x0)}.`
      : `Entre ${formatEuro(min)} y ${formatEuro(max)} desde el ${shortDate.format(g.x0)}; hoy ${formatEuro(prices[prices.length - 1]!)}.`;
  const last = pts[pts.length - 1]!;
  return (
    <figure className={s.figure}>
      <svg viewBox={`0 0 ${W} ${H}`} className={s.svg} role="img" aria-label={`Historial de precios de los últimos 90 días. ${summary}`}>
        {[g.hi, (g.hi + g.lo) / 2, g.lo].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={g.y(v)} y2={g.y(v)} className={s.grid} />
            <text x={PAD.left - 8} y={g.y(v) + 4} textAnchor="end" className={s.axis}>
              {formatEuro(v)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={H - 8} className={s.axis}>
          {shortDate.format(g.x0)}
        </text>
        <text x={W - PAD.right} y={H - 8} textAnchor="end" className={s.axis}>
          {shortDate.format(g.x1)}
        </text>
        <path d={`${g.d}H${(W - PAD.right).toFixed(1)}`} className={s.line} />
        <circle cx={g.x(dayMs(last.date))} cy={g.y(last.price)} r={5} className={s.dot} />
      </svg>
      <figcaption className={s.caption}>{summary}</figcaption>
    </figure>
  );
}

export default function PriceHistory({ productId }: { productId: string }) {
  const [data, setData] = useState<PriceHistoryAnswer | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    setData(null);
    http
      .get('/api/products/price-history/', { query: { id: productId }, signal: ctrl.signal })
      .then((raw) => !ctrl.signal.aborted && setData(priceHistoryAnswer(raw)))
      .catch(() => undefined); // no history → no chart
    return () => ctrl.abort();
  }, [productId]);
  if (!data || data.points.length === 0) return null;
  const only = data.points.length === 1 ? data.points[0]! : null;
  return (
    <section className={s.box} aria-labelledby="offers-history-title" data-boundary="offers">
      <div className={s.head}>
        <h2 id="offers-history-title">Historial de precios</h2>
        {data.isLowest30 && !only ? <span className={s.badge}>{LOWEST_30_BADGE}</span> : null}
      </div>
      {only ? (
        // One observation is no history: its price and date only, no chart, no 'stable since'.
        <p className={s.caption}>{singleObservationText(only)}</p>
      ) : (
        <>
          <PriceChart data={data} />
          {data.lowest30 !== null ? <p className={s.note}>Precio más bajo de los últimos 30 días: {formatEuro(data.lowest30)}</p> : null}
        </>
      )}
    </section>
  );
}
