import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTES, routeTitle } from '@ofertas/contracts/routes';
import { Layout } from './layout/Layout';
import { PageErrorBoundary } from './layout/PageErrorBoundary';
import { RemotePage } from './federation/RemotePage';
import ErrorPage, { RedirectToError } from './pages/ErrorPage';
import { MSG } from './messages';

// Legal texts are long and rarely read: a chunk each, so a visitor downloads only the text they opened.
const PrivacyPage = lazy(() => import(/* webpackChunkName: "legal-privacy" */ './pages/legal/PrivacyPage').then((m) => ({ default: m.PrivacyPage })));
const CookiesPage = lazy(() => import(/* webpackChunkName: "legal-cookies" */ './pages/legal/CookiesPage').then((m) => ({ default: m.CookiesPage })));
const TermsPage = lazy(() => import(/* webpackChunkName: "legal-term" */ './pages/legal/TermsPage').then((m) => ({ default: m.TermsPage })));
const LegalNoticePage = lazy(() => import(/* webpackChunkName: "legal-notice" */ './pages/legal/LegalNoticePage').then((m) => ({ default: m.LegalNoticePage })));

// The shell's other pages are rarely the first one: out of the chunk every visitor downloads. The contact page
// has its own, with react-hook-form, which no other page needs.
const LinksPage = lazy(() => import(/* webpackChunkName: "info" */ './pages/LinksPage'));
const AboutPage = lazy(() => import(/* webpackChunkName: "info" */ './pages/AboutPage'));
const ContactPage = lazy(() => import(/* webpackChunkName: "contact" */ './pages/ContactPage'));

const wait = (node: ReactNode) => <Suspense fallback={<p aria-busy="true">{MSG.loading}</p>}>{node}</Suspense>;

/** The element of each shell page of the route table (contracts ROUTES, owner 'shell'). */
const SHELL_PAGES: Record<string, ReactNode> = {
  '/links': wait(<LinksPage />),
  '/nosotros': wait(<AboutPage />),
  '/contacto': wait(<ContactPage />),
  '/legal/privacy': wait(<PrivacyPage />),
  '/legal/cookies': wait(<CookiesPage />),
  '/legal/term': wait(<TermsPage />),
  '/legal/aviso-legal': wait(<LegalNoticePage />),
  '/error': <ErrorPage />,
};

/**
 * Every route of the table: the shell's pages, and the remotes' (the shell knows only remote name and
 * pattern; the page comes from the remote). react-router ranks them as contracts' matchRoute does.
 */
export function tableRoutes(): RouteObject[] {
  return ROUTES.map((route) => {
    if (route.owner === 'shell') {
      const element = SHELL_PAGES[route.pattern];
      if (!element) throw new Error(`la ruta ${route.pattern} no tiene página en el shell`);
      return { path: route.pattern, element };
    }
    return {
      path: route.pattern,
      element: <RemotePage key={route.pattern} remote={route.owner} pattern={route.pattern} title={routeTitle(route, new Date())} description={route.description} />,
    };
  });
}

/**
 * The whole route tree, rendered by the declarative router (`useRoutes` in bootstrap.tsx): nothing here uses
 * the data APIs (loaders, actions, blockers), so shoppers do not download the data router.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: (
        <PageErrorBoundary fallback={<ErrorPage />}>
          <Layout />
        </PageErrorBoundary>
      ),
      children: [...tableRoutes(), { path: '*', element: <RedirectToError /> }],
    },
  ];
}
