import { routesOf } from '@ofertas/contracts/routes';
import remote from './routes';

test('./routes provides exactly the patterns mfe-editor owns', () => {
  expect(remote.name).toBe('editor');
  expect(remote.routes.map((r) => r.path)).toEqual(routesOf('editor').map((r) => r.pattern));
  for (const r of remote.routes) expect(typeof r.Component).toBe('function');
});
