import { Maintenance } from '../database/maintenance';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { Lifecycle } from './lifecycle';

describe.each(databaseKinds())('liveness and readiness on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind, { SERVE_FRONTENDS: 'false' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('is live and ready once started, and /api/health still answers', async () => {
    expect(await t.get('/api/health/live')).toMatchObject({ status: 200, body: { status: 'live' } });
    expect(await t.get('/api/health/ready')).toMatchObject({ status: 200, body: { status: 'ready', reasons: [] } });
    expect(await t.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok', database: { kind, reachable: true } } });
  });

  it('is not ready while it repairs', async () => {
    const maintenance = t.app.get(Maintenance);
    maintenance.begin('catalogue repair');
    try {
      expect(await t.get('/api/health/ready')).toMatchObject({ status: 503, body: { status: 'not-ready', reasons: ['repairing'] } });
      expect((await t.get('/api/health/live')).status).toBe(200);
    } finally {
      maintenance.end('catalogue repair');
    }
  });

  it('is not ready once it is stopping, nor when its database is gone; still live', async () => {
    t.app.get(Lifecycle).beginShutdown();
    expect(await t.get('/api/health/ready')).toMatchObject({ status: 503, body: { reasons: ['shutting down'] } });
    await t.db.destroy();
    const health = await t.get('/api/health');
    expect(health.status).toBe(503);
    expect((await t.get('/api/health/live')).status).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('answers 503 naming the database', async () => {
    const t = await startTestApp(await freshConfig('pglite', { SERVE_FRONTENDS: 'false' }));
    try {
      await t.db.destroy();
      expect(await t.get('/api/health/ready')).toMatchObject({ status: 503, body: { status: 'not-ready', reasons: ['database unreachable'] } });
    } finally {
      await t.close();
    }
  });
});
