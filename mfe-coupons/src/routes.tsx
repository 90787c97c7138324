import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@ofertas/contracts/federation';
import CouponsPage from './pages/CouponsPage';
import StoreCouponsPage from './pages/StoreCouponsPage';

/**
 * `./routes` expose: the pages mfe-coupons contributes to the shell, one per pattern of
 * REMOTE_ROUTE_PATTERNS.coupons (contracts/src/federation.ts).
 */
const remote: RemoteRoutesModule<ComponentType> = {
  name: 'coupons',
  version: __MFE_VERSION__,
  routes: [
    { path: '/cupones', Component: CouponsPage, title: 'Cupones descuento', description: 'Códigos descuento, vales y cupones de las mejores tiendas online para comprar en España.' },
    { path: '/cupones/:tienda', Component: StoreCouponsPage, title: 'Cupones descuento', description: 'Códigos descuento y promociones de la tienda, con sus condiciones y fechas de validez.' },
  ],
};

export default remote;
