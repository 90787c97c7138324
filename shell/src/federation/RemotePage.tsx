import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@ofertas/contracts/federation';
import { MSG } from '../messages';
import { loadRemoteRoutes, resetRemote, RemoteLoadError } from './remotes';
import { useDefaultTitle } from '../seo/usePageMeta';
import s from './RemotePage.module.css';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Error boundary around every remote slot: a broken remote costs only its own slot. */
export class RemoteBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!(error instanceof RemoteLoadError)) {
      console.error(`[federation] el remoto "${this.props.remote}" falló al renderizar`, error, info.componentStack);
    }
  }

  retry = () => {
    if (this.state.error instanceof RemoteLoadError) resetRemote(this.props.remote);
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) {
      return (
        <div
          className={s.fallback}
          role="alert"
          data-boundary={this.props.remote}
          data-boundary-label={`${this.props.remote} (no disponible)`}
        >
          <p>{MSG.remoteUnavailable}</p>
          <button type="button" className={s.retry} onClick={this.retry}>
            {MSG.retry}
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}

type Lazy = ReturnType<typeof lazy<ComponentType>>;
const lazyCache = new Map<string, Lazy>();

/** Test hook. */
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
export function RemotePage({ remote, pattern, title }: { remote: RemoteName; pattern: string; title?: string }) {
  const [attempt, setAttempt] = useState(0);
  useDefaultTitle(title);
  const Page = remoteLazy(remote, pattern, attempt);
  return (
    <RemoteBoundary key={`${pattern}|${attempt}`} remote={remote} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<Loading remote={remote} />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
