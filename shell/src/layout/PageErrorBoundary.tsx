import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface Props {
  pathname: string;
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * What the data router's `errorElement` did, for the declarative router (the data router core weighed on
 * every page: docs/decisions/shopper-bundle-weight.md): an error escaping a page shows the error page, and the
 * next navigation (another pathname) tries the real page again.
 */
class Boundary extends Component<Props, { error: unknown; at: string | null }> {
  override state: { error: unknown; at: string | null } = { error: null, at: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; at: string | null }) {
    if (state.error && state.at !== null && state.at !== props.pathname) return { error: null, at: null };
    if (state.error && state.at === null) return { at: props.pathname };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shell] una página falló al renderizar', error, info.componentStack);
  }

  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}

export function PageErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} fallback={fallback}>
      {children}
    </Boundary>
  );
}
