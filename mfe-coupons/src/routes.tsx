import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@ofertas/contracts/federation';
import CouponsPage from './pages/CouponsPage';
import StoreCouponsPage from './pages/StoreCouponsPage';

/**
 * `./routes` expose: the pages mfe-coupons contributes to the shell, one per pattern of
 * `routesOf('coupons')` (the route table, contracts/src/routes.ts;
 * titles and descriptions live there only).
 */
const remote: RemoteRoutesModule<ComponentType> = {
  name: 'coupons',
  version: __MFE_VERSION__,
  routes: [
    { path: '/cupones', Component: CouponsPage },
    { path: '/cupones/:tienda', Component: StoreCouponsPage },
  ],
};

export default remote;
