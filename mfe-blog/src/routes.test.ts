import { REMOTE_ROUTE_PATTERNS } from '@ofertas/contracts/federation';
import remote from './routes';

test('./routes provides exactly the patterns mfe-blog owns', () => {
  expect(remote.name).toBe('blog');
  expect(remote.routes.map((r) => r.path).sort()).toEqual([...REMOTE_ROUTE_PATTERNS.blog].sort());
  for (const r of remote.routes) expect(typeof r.Component).toBe('function');
});
