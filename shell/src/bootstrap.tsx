import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { appRoutes } from './routes';
import { readInlineSiteInfo, SiteProvider } from './site/SiteContext';
import { installFragmentLoader } from '@ofertas/web-kit';
import { loadRemoteModule, loadRemotesManifest } from './federation/remotes';
import { devOverridesWanted } from './federation/devOverrideGate';
import './styles/global.css';

// Remotes' <RemoteFragment> (web-kit) load each other's fragments through the shell's federation instance.
installFragmentLoader(loadRemoteModule);

// Declarative mode (BrowserRouter + useRoutes), not createBrowserRouter: same ranking of the same table, and
// the data router core (~17 KB gzip, loaders/actions/fetchers nobody uses) stays out of every page.
const routes = appRoutes();
function App() {
  return useRoutes(routes);
}

// The first render stays one default-priority task: sliced as a transition it cut Lighthouse's TBT but painted
// later and scored no better (docs/decisions/first-render-synchronous.md).
const root = createRoot(document.getElementById('root')!);
/** `generation` changes only when a developer's remote changed its code (federation/devSession.tsx). */
function render(devNotice: ReactNode = null, generation = 0): void {
  root.render(
    <StrictMode key={generation}>
      <SiteProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </SiteProvider>
      {devNotice}
    </StrictMode>,
  );
}

// Fetches /remotes.json right away (in parallel with the first render).
function loadRemotes(): void {
  loadRemotesManifest().catch((err: unknown) => console.error('[federation] /remotes.json no disponible', err));
}

// A developer's own build of a remote, in this browser only (docs/frontends-build.md): its code is loaded, and
// laid over /remotes.json, before the page starts; when it reloads the page instead, nothing starts.
if (devOverridesWanted()) {
  import(/* webpackChunkName: "dev-override" */ './federation/devSession')
    .then(({ startDevSession }) => {
      if (startDevSession(readInlineSiteInfo()?.devOverrideOrigins ?? [], render)) loadRemotes();
    })
    .catch((err: unknown) => {
      console.error('[mf-dev] no se pudo cargar el modo de desarrollo', err);
      loadRemotes();
      render();
    });
} else {
  loadRemotes();
  render();
}
