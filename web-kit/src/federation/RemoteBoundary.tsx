import { Component, type ErrorInfo, type ReactNode } from 'react';
import { REMOTE_UNAVAILABLE, RETRY } from './messages';
import s from './RemoteBoundary.module.css';

export interface RemoteBoundaryProps {
  /** Who is inside (a remote name, or a fragment id): labels the fallback and the console message. */
  remote: string;
  /** Called by the Reintentar button with the error that was caught; the owner then renders a new attempt. */
  onRetry: (error: unknown) => void;
  /** Shown instead of the standard 'no disponible' box with Reintentar (`null`: show nothing). */
  fallback?: ReactNode;
  /** An error of loading (already logged by the loader) rather than of rendering. */
  isLoadError?: (error: unknown) => boolean;
  /** Told of every error caught (load or render), e.g. to report it to the release registry. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Error boundary around every remote slot (the shell's pages, RemoteFragment): a broken remote costs only its
 * own slot, with a way to try again.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error);
    if (!this.props.isLoadError?.(error)) {
      console.error(`[federation] "${this.props.remote}" falló al renderizar`, error, info.componentStack);
    }
  }

  retry = () => {
    const { error } = this.state;
    this.setState({ error: null });
    this.props.onRetry(error);
  };

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div className={s.fallback} role="alert" data-boundary={this.props.remote} data-boundary-label={`${this.props.remote} (no disponible)`}>
        <p>{REMOTE_UNAVAILABLE}</p>
        <button type="button" className={s.retry} onClick={this.retry}>
          {RETRY}
        </button>
      </div>
    );
  }
}
