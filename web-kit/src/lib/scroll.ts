/** SPEC §4: each filter change scrolls smoothly to the top after 100 ms. */
export const SCROLL_DELAY_MS = 100;

export function scrollToTopSoon(): void {
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
}

export function scrollToElementSoon(el: HTMLElement | null): void {
  window.setTimeout(() => el?.scrollIntoView({ behavior: 'smooth', block: 'start' }), SCROLL_DELAY_MS);
}
