import { REMOTE_ROUTE_PATTERNS } from '@ofertas/contracts/federation';
import remote from './routes';

test('./routes provides exactly the patterns mfe-editor owns', () => {
  expect(remote.name).toBe('editor');
  expect(remote.routes.map((r) => r.path).sort()).toEqual([...REMOTE_ROUTE_PATTERNS.editor].sort());
  for (const r of remote.routes) expect(typeof r.Component).toBe('function');
});
