import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { UI } from '../lib/messages';

/** A same-document link to another page: the ones a plain click on would leave the editor. */
function leavingLink(e: MouseEvent, here: string): boolean {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.defaultPrevented) return false;
  const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
  if (!(a instanceof HTMLAnchorElement) || a.hasAttribute('download') || (a.target && a.target !== '_self')) return false;
  const url = new URL(a.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== here;
}

/** The parts of the Navigation API (not yet in TypeScript's DOM types) the guard uses. */
interface NavigateEventLike extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  cancelable: boolean;
  destination: { url: string };
}
interface NavigationLike {
  addEventListener(type: 'navigate', listener: (e: NavigateEventLike) => void): void;
  removeEventListener(type: 'navigate', listener: (e: NavigateEventLike) => void): void;
}

function historyIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * Leaving with unsaved changes asks first: the browser's own prompt on reload/close
 * (beforeunload, only while dirty so the page stays eligible for the back/forward cache), and a confirm before
 * an in-app link, another form (the header's search) or back/forward takes the author elsewhere.
 *
 * The shell runs react-router in declarative mode (the data router is weight every shopper would
 * download), which has no `useBlocker`; the guard listens in the capture phase instead, so it answers
 * before react-router's Link or a form's React handler, and a "stay" stops the event there.
 */
export function useLeaveGuard(dirty: boolean, scope?: { current: HTMLElement | null }): void {
  const here = useLocation().pathname;
  const state = useRef({ dirty, here });
  state.current = { dirty, here };

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older Chromium versions still need returnValue set to show the prompt.
      e.returnValue = '';
    };
    const stay = (e: Event) => {
      if (window.confirm(UI.leaveConfirm)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    const onClick = (e: MouseEvent) => {
      if (leavingLink(e, state.current.here)) stay(e);
    };
    // Forms of the page itself (the editor's) stay; any other (the header's search) navigates away.
    const onSubmit = (e: SubmitEvent) => {
      const form = e.target instanceof Element ? e.target : null;
      if (form && !scope?.current?.contains(form)) stay(e);
    };
    // Back/forward without the Navigation API: react-router's history keeps its entry index in
    // history.state.idx. Where a capture listener on window runs before react-router's (bubble) one, a "stay"
    // hides the event from it and steps back to where we were, hiding that step too.
    let from = historyIndex(window.history.state);
    let undoing = false;
    // The author already said "leave" to this traversal in the navigate listener below: not asked twice.
    let answered = false;
    const onPopState = (e: PopStateEvent) => {
      const to = historyIndex(e.state);
      if (undoing) {
        undoing = false;
        e.stopImmediatePropagation();
        return;
      }
      if (answered || from === null || to === null || window.location.pathname === state.current.here || window.confirm(UI.leaveConfirm)) {
        answered = false;
        from = to;
        return;
      }
      e.stopImmediatePropagation();
      undoing = true;
      window.history.go(from - to);
    };
    // Chromium runs react-router's popstate listener (registered first) before the capture one above, and React
    // renders a popstate update at once, so there the guard answers earlier: the Navigation API's `navigate`
    // event comes before any popstate and a same-document traversal can be cancelled there.
    const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
    const onNavigate = (e: NavigateEventLike) => {
      if (e.navigationType !== 'traverse' || !e.cancelable) return;
      if (new URL(e.destination.url).pathname === state.current.here) return;
      if (window.confirm(UI.leaveConfirm)) answered = true;
      else e.preventDefault();
    };
    navigation?.addEventListener('navigate', onNavigate);
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState, true);
    window.addEventListener('click', onClick, true);
    window.addEventListener('submit', onSubmit, true);
    return () => {
      navigation?.removeEventListener('navigate', onNavigate);
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('submit', onSubmit, true);
    };
  }, [dirty, scope]);
}
