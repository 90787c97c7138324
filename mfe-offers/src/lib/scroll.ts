/** SPEC §4: each filter change scrolls smoothly to the top after 100 ms. */
export const FILTER_SCROLL_DELAY_MS = 100;

export function scrollToTopSoon(delay = FILTER_SCROLL_DELAY_MS): void {
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), delay);
}

export function scrollToElementSoon(el: HTMLElement | null, delay = FILTER_SCROLL_DELAY_MS): void {
  window.setTimeout(() => el?.scrollIntoView({ behavior: 'smooth', block: 'start' }), delay);
}
