import { lazy, type ComponentType } from 'react';
import type { RemoteRoutesModule } from '@ofertas/contracts/federation';

/**
 * `./routes` expose: the pages mfe-offers contributes to the shell, one per pattern of
 * REMOTE_ROUTE_PATTERNS.offers (contracts/src/federation.ts). Each page is its own chunk, so a first visit
 * to / downloads the home page only (lists bring zod and the filter bar; the product page its gallery).
 */
const HomePage = lazy(() => import(/* webpackChunkName: "home" */ './pages/HomePage'));
const OffersListPage = lazy(() => import(/* webpackChunkName: "list" */ './pages/OffersListPage'));
const CategoryPage = lazy(() => import(/* webpackChunkName: "list" */ './pages/CategoryPage'));
const BrandPage = lazy(() => import(/* webpackChunkName: "list" */ './pages/BrandPage'));
const BackToSchoolPage = lazy(() => import(/* webpackChunkName: "special" */ './pages/BackToSchoolPage'));
const BlackFridayPage = lazy(() => import(/* webpackChunkName: "special" */ './pages/BlackFridayPage'));
const ProductPage = lazy(() => import(/* webpackChunkName: "product" */ './pages/ProductPage'));

const remote: RemoteRoutesModule<ComponentType> = {
  name: 'offers',
  version: __MFE_VERSION__,
  routes: [
    { path: '/', Component: HomePage, title: 'Ofertas flash' },
    { path: '/ofertas/:keyword?', Component: OffersListPage, title: 'Ofertas' },
    { path: '/ofertas/vuelta-al-cole', Component: BackToSchoolPage, title: 'Ofertas vuelta al cole' },
    { path: '/ofertas/black-friday', Component: BlackFridayPage, title: 'Ofertas Black Friday' },
    { path: '/categorias/:category?', Component: CategoryPage, title: 'Ofertas por categoría' },
    { path: '/marca/:brand?', Component: BrandPage, title: 'Ofertas por marca' },
    { path: '/ofertas/:title/:id', Component: ProductPage, title: 'Oferta' },
  ],
};

export default remote;
