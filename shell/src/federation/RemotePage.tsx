import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { RemoteBoundary } from '@ofertas/web-kit';
import type { RemoteName } from '@ofertas/contracts/federation';
import { MSG } from '../messages';
import { loadRemoteRoutes, resetRemote, RemoteLoadError } from './remotes';
import { reportRemote } from './releaseBeacon';
import { useDefaultHead } from '../seo/usePageMeta';
import s from './RemotePage.module.css';

type Lazy = ReturnType<typeof lazy<ComponentType>>;
const lazyCache = new Map<string, Lazy>();

/** Forgets every remote page's module (tests, and a developer's hot update: federation/devSession.tsx). */
export function __resetRemotePages(): void {
  lazyCache.clear();
}

/** React.lazy caches a failed import: each retry gets a new lazy (new attempt number in the key). */
function remoteLazy(remote: RemoteName, pattern: string, attempt: number): Lazy {
  const key = `${remote}|${pattern}|${attempt}`;
  let L = lazyCache.get(key);
  if (!L) {
    L = lazy(async () => {
      try {
        const mod = await loadRemoteRoutes(remote);
        const route = mod.routes.find((r) => r.path === pattern);
        if (!route) throw new RemoteLoadError(remote, new Error(`no ofrece la ruta ${pattern}`));
        const Page = route.Component;
        const label = `${mod.name ?? remote}@${mod.version ?? '?'}`;
        function RemoteSlot() {
          return (
            <div className={s.slot} data-boundary={remote} data-boundary-label={label}>
              <Page />
            </div>
          );
        }
        return { default: RemoteSlot };
      } catch (err) {
        lazyCache.delete(key);
        throw err;
      }
    });
    lazyCache.set(key, L);
  }
  return L;
}

function Loading({ remote }: { remote: RemoteName }) {
  return (
    <div className={s.loading} data-boundary={remote} aria-busy="true">
      <p>{MSG.loading}</p>
    </div>
  );
}

/** The element of a shell route owned by a remote: loads the remote lazily and renders its page for `pattern`. */
export function RemotePage({ remote, pattern, title, description }: { remote: RemoteName; pattern: string; title?: string; description?: string }) {
  const [attempt, setAttempt] = useState(0);
  useDefaultHead(title, description);
  // One view per page attempt, counted whether it then renders or fails: the denominator of the error rate.
  useEffect(() => reportRemote(remote, 'view'), [remote, pattern, attempt]);
  const Page = remoteLazy(remote, pattern, attempt);
  return (
    <RemoteBoundary
      key={`${pattern}|${attempt}`}
      remote={remote}
      isLoadError={(e) => e instanceof RemoteLoadError}
      onError={(e) => reportRemote(remote, e instanceof RemoteLoadError ? 'load-error' : 'render-error')}
      onRetry={(error) => {
        // A failed load (not a render error): the next attempt re-reads the remote's manifest and entry.
        if (error instanceof RemoteLoadError) resetRemote(remote);
        setAttempt((a) => a + 1);
      }}
    >
      <Suspense fallback={<Loading remote={remote} />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
