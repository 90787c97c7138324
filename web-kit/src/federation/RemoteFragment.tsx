import { lazy, Suspense, useState, type ComponentType, type JSX, type ReactNode } from 'react';
import type { FragmentId, FragmentProps } from '@ofertas/contracts/fragments';
import type { RemoteName } from '@ofertas/contracts/federation';
import { fragmentLoader } from './fragmentLoader';
import { RemoteBoundary } from './RemoteBoundary';

type LazyFragment = ReturnType<typeof lazy<ComponentType<object>>>;
const lazyCache = new Map<string, LazyFragment>();

/** Test hook: forget every loaded fragment. */
export function __resetFragments(): void {
  lazyCache.clear();
}

function split(id: FragmentId): { remote: RemoteName; expose: string } {
  const [remote, expose] = id.split('/') as [RemoteName, string];
  return { remote, expose };
}

/**
 * React.lazy keeps a failed import forever: each attempt gets its own lazy (the attempt number is in the key),
 * and a failed one is dropped so the next mount loads again. A loaded fragment is shared by every instance.
 */
function fragmentLazy(id: FragmentId, attempt: number): LazyFragment {
  const key = `${id}|${attempt}`;
  let L = lazyCache.get(key);
  if (!L) {
    L = lazy(async () => {
      try {
        const { remote, expose } = split(id);
        const mod = await fragmentLoader()<{ default?: ComponentType<object> }>(remote, expose);
        if (typeof mod?.default !== 'function' && typeof mod?.default !== 'object') throw new Error(`${id} no exporta un componente`);
        return { default: mod.default };
      } catch (err) {
        lazyCache.delete(key);
        throw err;
      }
    });
    lazyCache.set(key, L);
  }
  return L;
}

/**
 * Another remote's exposed component (contracts/src/fragments.ts), typed by its id:
 * `<RemoteFragment id="offers/ProductCard" props={{ search }} fallback={null} />`.
 * Loads through the host's federation instance (timeouts included), inside the same error boundary as the
 * shell's pages: a failure shows `fallback`, or the standard 'no disponible' box with Reintentar.
 */
export function RemoteFragment<Id extends FragmentId>({
  id,
  props,
  fallback,
}: {
  id: Id;
  props: FragmentProps<Id>;
  fallback?: ReactNode;
}): JSX.Element {
  const [attempt, setAttempt] = useState(0);
  const Fragment = fragmentLazy(id, attempt);
  return (
    <RemoteBoundary key={attempt} remote={id} fallback={fallback} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<span aria-busy="true" data-fragment={id} />}>
        <Fragment {...(props as object)} />
      </Suspense>
    </RemoteBoundary>
  );
}
