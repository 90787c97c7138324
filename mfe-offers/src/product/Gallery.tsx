import { useEffect, useState, type KeyboardEvent } from 'react';
import { fallbackToPlaceholder } from '../lib/product';
import s from './Product.module.css';

/** SPEC §9 gallery rotation. */
export const GALLERY_INTERVAL_MS = 15_000;

/**
 * Main image plus thumbnails; advances every 15 s unless paused (pause button, or while the pointer or
 * keyboard focus is inside). Arrow keys move between images; thumbnails are buttons.
 */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const n = images.length;
  const current = Math.min(index, n - 1);
  const rotating = n > 1 && !paused && !hovered;

  useEffect(() => {
    if (!rotating) return;
    const t = window.setInterval(() => setIndex((i) => (i + 1) % n), GALLERY_INTERVAL_MS);
    return () => window.clearInterval(t);
  }, [rotating, n]);

  const go = (i: number) => setIndex(((i % n) + n) % n);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(current + 1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(current - 1);
    }
  };

  return (
    <section
      className={s.gallery}
      aria-label="Galería de imágenes"
      aria-roledescription="galería"
      onKeyDown={onKey}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div className={s.stage}>
        <img
          key={images[current]}
          src={images[current]}
          alt={n > 1 ? `${title} – imagen ${current + 1} de ${n}` : title}
          width={560}
          height={560}
          // The product page's largest paint: fetched first, before the header's and the strip's images.
          fetchPriority="high"
          onError={fallbackToPlaceholder}
        />
        {n > 1 ? (
          <>
            <button type="button" className={`${s.stageButton} ${s.prev}`} onClick={() => go(current - 1)} aria-label="Imagen anterior">
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={`${s.stageButton} ${s.next}`} onClick={() => go(current + 1)} aria-label="Imagen siguiente">
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      {n > 1 ? (
        <div className={s.thumbBar}>
          <ul className={s.thumbs} aria-label="Miniaturas">
            {images.map((src, i) => (
              <li key={src}>
                <button
                  type="button"
                  className={s.thumb}
                  aria-label={`Ver imagen ${i + 1} de ${n}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => go(i)}
                >
                  <img src={src} alt="" width={64} height={64} loading="lazy" onError={fallbackToPlaceholder} />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={s.pause} onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
            {paused ? 'Reanudar pase de imágenes' : 'Pausar pase de imágenes'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
