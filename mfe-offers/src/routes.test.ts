import { routesOf } from '@ofertas/contracts/routes';
import remote from './routes';

test('./routes provides exactly the patterns mfe-offers owns', () => {
  expect(remote.name).toBe('offers');
  expect(remote.routes.map((r) => r.path)).toEqual(routesOf('offers').map((r) => r.pattern));
  for (const r of remote.routes) expect(r.Component).toBeTruthy();
});
