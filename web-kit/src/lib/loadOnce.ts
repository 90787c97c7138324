export interface LoadOnce<T> {
  (): Promise<T>;
  /** Drop the cached answer (tests; a page that must reload). */
  forget(): void;
}

/**
 * `load` called once and its promise shared by every caller; a failure is forgotten, so the next call tries
 * again (a network hiccup must not break a list for the rest of the visit).
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | null = null;
  const get = () => {
    if (!pending) {
      const attempt: Promise<T> = load().catch((err: unknown) => {
        if (pending === attempt) pending = null;
        throw err;
      });
      pending = attempt;
    }
    return pending;
  };
  return Object.assign(get, { forget: () => void (pending = null) });
}
