/** SPEC §4: each filter change scrolls smoothly to the top after 100 ms. */
export const SCROLL_DELAY_MS = 100;

/** Smooth scroll to the top after `delay` ms (a pager passes 0). */
export function scrollToTopSoon(delay = SCROLL_DELAY_MS): void {
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), delay);
}

/** Straight to the top, without the site's smooth scrolling: a page that opens should not glide up through the last one. */
export function scrollToTopNow(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/** Smooth scroll to the very bottom of the page (the Black Friday computers pager, SPEC §2). */
export function scrollToBottom(): void {
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' });
}
