import { useEffect, useState } from 'react';
import { errorCause } from '../lib/errorCause';

export type RequestState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'error'; data: null; error: string }
  | { status: 'ok'; data: T; error: null };

/**
 * SPEC §4 data load: a request sets loading and clears the error, then stores results or the error message,
 * then clears loading. A new key aborts the previous request (its late answer is ignored). `keep` shows the
 * previous data while the next one loads (lists keep their cards visible while paging).
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { keep = false, describe = errorCause }: { keep?: boolean; describe?: (e: unknown) => string } = {},
): RequestState<T> {
  const [state, setState] = useState<RequestState<T> & { key: string | null }>({ status: 'loading', data: null, error: null, key });
  useEffect(() => {
    if (key === null) return;
    const ctrl = new AbortController();
    setState((prev) => ({ status: 'loading', data: keep ? prev.data : null, error: null, key }));
    load(ctrl.signal).then(
      (data) => {
        if (!ctrl.signal.aborted) setState({ status: 'ok', data, error: null, key });
      },
      (err: unknown) => {
        if (ctrl.signal.aborted) return;
        setState({ status: 'error', data: null, error: describe(err), key });
      },
    );
    return () => ctrl.abort();
    // `load` is recreated on each render; the key alone says when to refetch.
  }, [key]);
  // Until the effect for a new key runs, report loading (never the previous key's answer as current).
  if (state.key !== key) return { status: 'loading', data: keep ? state.data : null, error: null };
  return state;
}
