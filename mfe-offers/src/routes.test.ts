import { REMOTE_ROUTE_PATTERNS } from '@ofertas/contracts/federation';
import remote from './routes';

test('./routes provides exactly the patterns mfe-offers owns', () => {
  expect(remote.name).toBe('offers');
  expect(remote.routes.map((r) => r.path).sort()).toEqual([...REMOTE_ROUTE_PATTERNS.offers].sort());
  for (const r of remote.routes) expect(r.Component).toBeTruthy();
});
