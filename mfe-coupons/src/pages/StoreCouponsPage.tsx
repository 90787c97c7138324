import CouponsPage from './CouponsPage';

/** /cupones/:tienda: the same page; the store comes from the route parameter. */
export default function StoreCouponsPage() {
  return <CouponsPage />;
}
