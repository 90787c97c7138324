import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Outlet, useRoutes } from 'react-router';
import type { RemoteRoutesModule } from '@ofertas/contracts/federation';
import { installFragmentLoader } from '@ofertas/web-kit';
// The shell's federation loader (manifest from /remotes.json, registration, retry), so <RemoteFragment> works
// standalone too: this dev server answers /remotes.json with the other remotes' dev servers, or proxies the
// backend's (REMOTES_FROM_BACKEND=1; see tools/webpack/federation.js).
import { loadRemoteModule } from '../../shell/src/federation/remotes';
// Design tokens are defined once, by the shell; the standalone host borrows them in development.
import '../../shell/src/styles/global.css';

/**
 * Tiny standalone host (development only, `npm run dev -w mfe-<name>`): one remote's pages without the shell,
 * with a bar linking to each of its routes. Other remotes' fragments load through the same loader as in the shell.
 */
export function mountStandalone(packageName: string, remote: RemoteRoutesModule<ComponentType>): void {
  installFragmentLoader(loadRemoteModule);
  function DevFrame() {
    return (
      <>
        <header style={{ padding: '0.5rem 1rem', background: '#222', color: '#fff' }}>
          {packageName} {remote.version} · modo aislado ·{' '}
          {remote.routes.map((r) => (
            <Link key={r.path} to={r.path.replace(/\/:[^/]+\?/g, '').replace(/:([a-z]+)/gi, 'ejemplo')} style={{ color: '#ffd56b', marginRight: 8 }}>
              {r.path}
            </Link>
          ))}
        </header>
        <main>
          <Suspense fallback={<p>Cargando…</p>}>
            <Outlet />
          </Suspense>
        </main>
      </>
    );
  }
  // Declarative router, as in the shell (the shared react-router is built without the data router).
  const routes = [{ element: <DevFrame />, children: remote.routes.map((r) => ({ path: r.path, Component: r.Component })) }];
  function App() {
    return useRoutes(routes);
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}
