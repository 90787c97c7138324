import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { appRoutes } from './routes';
import { SiteProvider } from './site/SiteContext';
import { installFragmentLoader } from '@ofertas/web-kit';
import { loadRemoteModule, loadRemotesManifest } from './federation/remotes';
import './styles/global.css';

// Start fetching /remotes.json right away (in parallel with the first render).
loadRemotesManifest().catch((err: unknown) => console.error('[federation] /remotes.json no disponible', err));

// Remotes' <RemoteFragment> (web-kit) load each other's fragments through the shell's federation instance.
installFragmentLoader(loadRemoteModule);

// Declarative mode (BrowserRouter + useRoutes), not createBrowserRouter: same ranking of the same table, and
// the data router core (~17 KB gzip, loaders/actions/fetchers nobody uses) stays out of every page.
const routes = appRoutes();
function App() {
  return useRoutes(routes);
}

// The first render stays a default-priority render (one task). As a transition (sliced into ~5 ms tasks) it cut
// Lighthouse's TBT but painted later (FCP 0.9 -> 1.4 s on most runs) and scored no better: README, issue 14.
const root = createRoot(document.getElementById('root')!);
root.render(
  <StrictMode>
    <SiteProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </SiteProvider>
  </StrictMode>,
);
