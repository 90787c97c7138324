import { lazy, type ComponentType } from 'react';
import type { RemoteRoutesModule } from '@ofertas/contracts/federation';

/**
 * `./routes` expose: the pages mfe-offers contributes to the shell, one per pattern of
 * `routesOf('offers')` (the route table, contracts/src/routes.ts;
 * titles and descriptions live there only). Each page is its own chunk, so a first visit
 * to / downloads the home page only (lists bring the filter bar; the product page its gallery).
 * The chunk names are the `chunk` of each pattern in the route table: the server hints that chunk's files in
 * the page's HTML (e2e `federation` fails when a name there is missing from this build's manifest).
 */
const HomePage = lazy(() => import(/* webpackChunkName: "home" */ './pages/HomePage'));
const OffersListPage = lazy(() => import(/* webpackChunkName: "list" */ './pages/OffersListPage'));
const CategoryPage = lazy(() => import(/* webpackChunkName: "list" */ './pages/CategoryPage'));
const BrandPage = lazy(() => import(/* webpackChunkName: "list" */ './pages/BrandPage'));
const BackToSchoolPage = lazy(() => import(/* webpackChunkName: "special" */ './pages/BackToSchoolPage'));
const BlackFridayPage = lazy(() => import(/* webpackChunkName: "special" */ './pages/BlackFridayPage'));
const ProductPage = lazy(() => import(/* webpackChunkName: "product" */ './pages/ProductPage'));
const AlertConfirmPage = lazy(() => import(/* webpackChunkName: "alerts" */ './pages/AlertConfirmPage'));
const AlertUnsubscribePage = lazy(() => import(/* webpackChunkName: "alerts" */ './pages/AlertUnsubscribePage'));

const remote: RemoteRoutesModule<ComponentType> = {
  name: 'offers',
  version: __MFE_VERSION__,
  routes: [
    { path: '/', Component: HomePage },
    { path: '/ofertas/:keyword?', Component: OffersListPage },
    { path: '/ofertas/vuelta-al-cole', Component: BackToSchoolPage },
    { path: '/ofertas/black-friday', Component: BlackFridayPage },
    { path: '/categorias/:category?', Component: CategoryPage },
    { path: '/marca/:brand?', Component: BrandPage },
    { path: '/ofertas/:title/:id', Component: ProductPage },
    { path: '/alertas/confirmar', Component: AlertConfirmPage },
    { path: '/alertas/baja', Component: AlertUnsubscribePage },
  ],
};

export default remote;
