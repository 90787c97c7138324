import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `ref`'s element comes within `ahead` of the screen (an IntersectionObserver rootMargin: '200px 0px',
 * or a screen's height '100% 0px'); then stays true. For parts below the fold whose code a first visit need not
 * download. Without IntersectionObserver, true at once.
 */
export function useNearScreen(ref: RefObject<Element | null>, ahead: string): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: ahead });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, ahead, near]);
  return near;
}
