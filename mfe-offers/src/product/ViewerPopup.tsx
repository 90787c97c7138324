import { useEffect, useState } from 'react';
import { viewersMessage } from '@ofertas/contracts/messages';
import s from './Product.module.css';

/** SPEC §9: windows ≥ 790 px, shown 4 s, N random 10–500. */
export const VIEWERS_MIN_WIDTH = 790;
export const VIEWERS_SHOW_MS = 4000;
export function randomViewers(random = Math.random): number {
  return 10 + Math.floor(random() * 491);
}

/**
 * In the page, under the price box, in a slot the page keeps for it on wide windows: it covers nothing (a
 * fixed corner box sat over the gallery's thumbnails) and its 4 s come and go without moving the page.
 */
export function ViewerPopup() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (window.innerWidth < VIEWERS_MIN_WIDTH) return;
    setCount(randomViewers());
    const t = window.setTimeout(() => setCount(null), VIEWERS_SHOW_MS);
    return () => window.clearTimeout(t);
  }, []);
  return (
    <div className={s.viewersSlot} data-boundary="offers">
      {count === null ? null : (
        <div className={s.viewers} role="status">
          <span className={s.viewersDot} aria-hidden="true" />
          {viewersMessage(count)}
        </div>
      )}
    </div>
  );
}
