import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { REMOTE_ROUTE_PATTERNS, type RemoteName } from '@ofertas/contracts/federation';
import { Layout } from './layout/Layout';
import { RemotePage } from './federation/RemotePage';
import LinksPage from './pages/LinksPage';
import AboutPage from './pages/AboutPage';
import ContactPage from './pages/ContactPage';
import ErrorPage from './pages/ErrorPage';
import { MSG } from './messages';

// Legal texts are long and rarely read: their own chunk.
const legal = () => import(/* webpackChunkName: "legal" */ './pages/LegalPages');
const PrivacyPage = lazy(() => legal().then((m) => ({ default: m.PrivacyPage })));
const CookiesPage = lazy(() => legal().then((m) => ({ default: m.CookiesPage })));
const TermsPage = lazy(() => legal().then((m) => ({ default: m.TermsPage })));
const LegalNoticePage = lazy(() => legal().then((m) => ({ default: m.LegalNoticePage })));

const wait = (node: ReactNode) => <Suspense fallback={<p aria-busy="true">{MSG.loading}</p>}>{node}</Suspense>;

/** Default titles of remote pages (a remote page may set its own). */
const REMOTE_TITLES: Record<string, string> = {
  '/': 'Ofertas flash y chollos del día',
  '/ofertas/:keyword?': 'Ofertas',
  '/ofertas/vuelta-al-cole': 'Ofertas vuelta al cole',
  '/ofertas/black-friday': 'Ofertas Black Friday',
  '/categorias/:category?': 'Ofertas por categoría',
  '/marca/:brand?': 'Ofertas por marca',
  '/ofertas/:title/:id': 'Oferta',
  '/cupones': 'Cupones descuento',
  '/cupones/:tienda': 'Cupones descuento',
  '/blog': 'Blog de ahorro',
  '/blog/:slug': 'Blog',
  '/:slug': 'Blog',
  '/blog/new': 'Crear Artículo',
};

/** The shell's static pages (owner: shell). */
export const STATIC_ROUTES: RouteObject[] = [
  { path: '/links', element: <LinksPage /> },
  { path: '/nosotros', element: <AboutPage /> },
  { path: '/contacto', element: <ContactPage /> },
  { path: '/legal/privacy', element: wait(<PrivacyPage />) },
  { path: '/legal/cookies', element: wait(<CookiesPage />) },
  { path: '/legal/term', element: wait(<TermsPage />) },
  { path: '/legal/aviso-legal', element: wait(<LegalNoticePage />) },
  { path: '/error', element: <ErrorPage /> },
];

/** Routes owned by remotes: the shell knows only remote name + pattern; the page comes from the remote. */
export function remoteRoutes(): RouteObject[] {
  const out: RouteObject[] = [];
  for (const [remote, patterns] of Object.entries(REMOTE_ROUTE_PATTERNS) as [RemoteName, readonly string[]][]) {
    for (const pattern of patterns) {
      out.push({
        path: pattern,
        element: <RemotePage key={pattern} remote={remote} pattern={pattern} title={REMOTE_TITLES[pattern]} />,
      });
    }
  }
  return out;
}

export function appRoutes(): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <ErrorPage />,
      children: [...STATIC_ROUTES, ...remoteRoutes(), { path: '*', element: <Navigate to="/error" replace /> }],
    },
  ];
}
