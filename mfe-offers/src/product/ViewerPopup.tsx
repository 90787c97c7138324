import { useEffect, useState } from 'react';
import { viewersMessage } from '@ofertas/contracts/messages';
import s from './Product.module.css';

/** SPEC §9: windows ≥ 790 px, shown 4 s, N random 10–500. */
export const VIEWERS_MIN_WIDTH = 790;
export const VIEWERS_SHOW_MS = 4000;
export function randomViewers(random = Math.random): number {
  return 10 + Math.floor(random() * 491);
}

export function ViewerPopup() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (window.innerWidth < VIEWERS_MIN_WIDTH) return;
    setCount(randomViewers());
    const t = window.setTimeout(() => setCount(null), VIEWERS_SHOW_MS);
    return () => window.clearTimeout(t);
  }, []);
  if (count === null) return null;
  return (
    <div className={s.viewers} role="status" data-boundary="offers">
      <span className={s.viewersDot} aria-hidden="true" />
      {viewersMessage(count)}
    </div>
  );
}
