import { useEffect, useState } from 'react';

function currentWidth(): number {
  return typeof window === 'undefined' ? Number.NaN : window.innerWidth;
}

/** Window width, updated on resize (throttled to one update per animation frame). */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(currentWidth);
  useEffect(() => {
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setWidth(currentWidth()));
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}

/** Width read once at first render (back-to-school page sizes: "only once at load"). */
export function useInitialWidth(): number {
  const [width] = useState(currentWidth);
  return width;
}
