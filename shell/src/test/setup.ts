import '@testing-library/jest-dom';

// jsdom lacks a few browser APIs the shell uses.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
if (typeof AbortSignal.timeout !== 'function') {
  (AbortSignal as unknown as { timeout: (ms: number) => AbortSignal }).timeout = () => new AbortController().signal;
}
if (typeof AbortSignal.any !== 'function') {
  (AbortSignal as unknown as { any: (s: AbortSignal[]) => AbortSignal }).any = (s) => s[0] ?? new AbortController().signal;
}
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
