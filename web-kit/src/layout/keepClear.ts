import { useLayoutEffect, type RefObject } from 'react';

/**
 * Floating elements (the shell's 'Subir', the product page's viewer popup) must never cover a price, a discount
 * badge, the cookie bar or each other. The contract between front ends is in the DOM, not in code:
 *   - `data-keep-clear` on what nothing may float over (prices, badges, the cookie bar);
 *   - `data-floating` on each floating element (they avoid one another);
 *   - `--floating-bottom` on <html>: the height of the bar fixed at the bottom (the cookie bar), 0 without one.
 * A floating element sits at `bottom: calc(var(--floating-bottom, 0px) + <gap> + var(--lift, 0px))`; this hook
 * picks the lowest lift at which it overlaps nothing, and hides it when no lift is clear.
 */
export const KEEP_CLEAR_ATTR = 'data-keep-clear';
export const FLOATING_ATTR = 'data-floating';
export const FLOATING_BOTTOM_VAR = '--floating-bottom';
/** Fired on window when something that floating elements avoid appeared, moved or went away. */
export const FLOATING_CHANGE_EVENT = 'ofertas:floating-change';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether two boxes share any area (touching edges do not count). */
export function intersects(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The first lift (px upwards) at which `base` (the box at lift 0) overlaps none of `obstacles` and stays on
 * screen, or null when every candidate overlaps something.
 */
export function clearLift(base: Box, obstacles: readonly Box[], lifts: readonly number[]): number | null {
  for (const lift of lifts) {
    const box = { ...base, top: base.top - lift, bottom: base.bottom - lift };
    if (box.top < 0) break;
    if (!obstacles.some((o) => intersects(box, o))) return lift;
  }
  return null;
}

/** The lifts tried, in px: in place, then up to four steps of 56 px (a price row is ~50 px high). */
export const LIFTS = [0, 56, 112, 168, 224] as const;

function obstaclesFor(self: HTMLElement, viewportHeight: number): Box[] {
  const list: Box[] = [];
  const visible = (r: DOMRect) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < viewportHeight;
  document.querySelectorAll<HTMLElement>(`[${KEEP_CLEAR_ATTR}]`).forEach((el) => {
    const r = el.getBoundingClientRect();
    if (visible(r)) list.push(r);
  });
  document.querySelectorAll<HTMLElement>(`[${FLOATING_ATTR}]`).forEach((el) => {
    if (el === self || el.style.visibility === 'hidden') return;
    // Only floating elements placed before this one are obstacles: the first one stays put, so two never chase each other.
    if (!(el.compareDocumentPosition(self) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
    const r = el.getBoundingClientRect();
    if (visible(r)) list.push(r);
  });
  return list;
}

/**
 * Places `ref`'s element clear of prices, badges, bars and earlier floating elements (see above); `active` false:
 * does nothing. A layout effect, not a passive one: the element is placed before its first paint. A passive effect
 * runs after the paint, and on a busy phone (or CI) that left 'Subir' over a price for 100–400 ms after it appeared.
 */
export function useKeepClear(ref: RefObject<HTMLElement | null>, active = true): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    el.setAttribute(FLOATING_ATTR, '');
    let frame = 0;
    const place = () => {
      frame = 0;
      const lift = Number.parseFloat(el.style.getPropertyValue('--lift')) || 0;
      const r = el.getBoundingClientRect();
      const base = { left: r.left, right: r.right, top: r.top + lift, bottom: r.bottom + lift };
      const chosen = clearLift(base, obstaclesFor(el, window.innerHeight), LIFTS);
      el.style.setProperty('--lift', `${chosen ?? 0}px`);
      el.style.visibility = chosen === null ? 'hidden' : '';
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    const placeNow = () => {
      if (frame) cancelAnimationFrame(frame);
      place();
    };
    place();
    // Capture: a carousel's own horizontal scroll moves its prices too, and element scrolls do not bubble.
    document.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    window.addEventListener(FLOATING_CHANGE_EVENT, schedule);
    // Content that loads late (a list's prices, the cookie bar going away) moves things without a scroll. The
    // observer reports after layout and before paint, so placing right away (not on the next frame) means the
    // moved page is never painted with the element in the way.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(placeNow);
    resized?.observe(document.body);
    // A placeholder swapped for content of the same height (prices arriving in a reserved slot) leaves the
    // body's size as it was, so added nodes are watched too. On the next frame, not at once: the records come
    // before layout, and measuring then would force a layout inside the render's task; that frame's callbacks
    // still run before the new content is first painted.
    const added = typeof MutationObserver === 'undefined' ? null : new MutationObserver((records) => {
      if (records.some((r) => r.type === 'attributes' || r.addedNodes.length > 0)) schedule();
    });
    added?.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: [KEEP_CLEAR_ATTR] });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      window.removeEventListener(FLOATING_CHANGE_EVENT, schedule);
      resized?.disconnect();
      added?.disconnect();
      el.removeAttribute(FLOATING_ATTR);
      window.dispatchEvent(new Event(FLOATING_CHANGE_EVENT));
    };
  }, [ref, active]);
}
