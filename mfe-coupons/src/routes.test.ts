import { REMOTE_ROUTE_PATTERNS } from '@ofertas/contracts/federation';
import remote from './routes';

test('./routes provides exactly the patterns mfe-coupons owns', () => {
  expect(remote.name).toBe('coupons');
  expect(remote.routes.map((r) => r.path).sort()).toEqual([...REMOTE_ROUTE_PATTERNS.coupons].sort());
  for (const r of remote.routes) expect(typeof r.Component).toBe('function');
});
