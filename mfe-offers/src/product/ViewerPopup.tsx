import { useEffect, useRef, useState } from 'react';
import { useKeepClear } from '@ofertas/web-kit';
import { viewersMessage } from '@ofertas/contracts/messages';
import s from './Product.module.css';

/** SPEC §9: windows ≥ 790 px, shown 4 s, N random 10–500. */
export const VIEWERS_MIN_WIDTH = 790;
export const VIEWERS_SHOW_MS = 4000;
export function randomViewers(random = Math.random): number {
  return 10 + Math.floor(random() * 491);
}

/** Bottom left, above the cookie bar, moved up or hidden rather than cover a price or badge (issue 12 #5). */
export function ViewerPopup() {
  const [count, setCount] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useKeepClear(ref, count !== null);
  useEffect(() => {
    if (window.innerWidth < VIEWERS_MIN_WIDTH) return;
    setCount(randomViewers());
    const t = window.setTimeout(() => setCount(null), VIEWERS_SHOW_MS);
    return () => window.clearTimeout(t);
  }, []);
  if (count === null) return null;
  return (
    <div ref={ref} className={s.viewers} role="status" data-boundary="offers">
      <span className={s.viewersDot} aria-hidden="true" />
      {viewersMessage(count)}
    </div>
  );
}
