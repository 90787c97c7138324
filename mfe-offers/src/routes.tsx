import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@ofertas/contracts/federation';
import HomePage from './pages/HomePage';
import OffersListPage from './pages/OffersListPage';
import BackToSchoolPage from './pages/BackToSchoolPage';
import BlackFridayPage from './pages/BlackFridayPage';
import CategoryPage from './pages/CategoryPage';
import BrandPage from './pages/BrandPage';
import ProductPage from './pages/ProductPage';

/**
 * `./routes` expose: the pages mfe-offers contributes to the shell, one per pattern of
 * REMOTE_ROUTE_PATTERNS.offers (contracts/src/federation.ts).
 */
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
