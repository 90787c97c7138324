/**
 * INTERIM — deleted when `@ofertas/web-kit` (seams issue) lands: the same names and signatures as the kit
 * (INTERFACES.md), so switching is changing the import path.
 */
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { FRAGMENT_LOADER_GLOBAL, type FragmentLoader, type RemoteName } from '@ofertas/contracts/federation';
import type { ProductCardFragmentProps, ProductStripFragmentProps } from '@ofertas/contracts/fragments';

interface FragmentPropsMap {
  'offers/ProductCard': ProductCardFragmentProps;
  'offers/ProductStrip': ProductStripFragmentProps;
}
type FragmentId = keyof FragmentPropsMap;
type FragmentProps<Id extends FragmentId> = FragmentPropsMap[Id];

export type RequestState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'error'; data: null; error: string }
  | { status: 'ok'; data: T; error: null };

export function errorCause(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

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
      (data) => !ctrl.signal.aborted && setState({ status: 'ok', data, error: null, key }),
      (err: unknown) => !ctrl.signal.aborted && setState({ status: 'error', data: null, error: describe(err), key }),
    );
    return () => ctrl.abort();
  }, [key]);
  if (state.key !== key) return { status: 'loading', data: keep ? state.data : null, error: null };
  return state;
}

export function scrollToTopSoon(): void {
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), 100);
}

class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function RemoteFragment<Id extends FragmentId>({ id, props, fallback = null }: { id: Id; props: FragmentProps<Id>; fallback?: ReactNode }) {
  const [C, setC] = useState<ComponentType<FragmentProps<Id>> | null>(null);
  useEffect(() => {
    const load = (window as unknown as Record<string, FragmentLoader | undefined>)[FRAGMENT_LOADER_GLOBAL];
    if (!load) return;
    const [remote, expose] = id.split('/') as [RemoteName, string];
    let alive = true;
    load<{ default: ComponentType<FragmentProps<Id>> }>(remote, `./${expose}`).then(
      (m) => alive && setC(() => m.default),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [id]);
  if (!C) return <>{fallback}</>;
  return (
    <Boundary fallback={fallback}>
      <C {...props} />
    </Boundary>
  );
}

export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | null = null;
  return () => {
    p ??= load().catch((err: unknown) => {
      p = null;
      throw err;
    });
    return p;
  };
}

export async function getJson(url: string, { timeoutMs = 8000, retries = 1 } = {}): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw Object.assign(new Error(`respondió ${res.status}`), { response: res });
      return (await res.json()) as unknown;
    } catch (err) {
      const status = (err as { response?: Response }).response?.status ?? 0;
      if (attempt >= retries || (status >= 400 && status < 500)) throw err;
    }
  }
}
