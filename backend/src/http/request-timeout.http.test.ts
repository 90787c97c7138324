import * as net from 'node:net';
import { freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';

/**
 * A client that drips its body (a byte every few seconds) must not hold a connection open for
 * ever. With REQUEST_TIMEOUT_MS at its minimum the server must cut the request before the body is complete;
 * the assertion is on that state (how much of the body was still unsent), never on elapsed time.
 */
describe('request timeout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(await freshConfig('pglite', { REQUEST_TIMEOUT_MS: '1000' }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a connection whose body arrives one byte at a time, long before the body is complete', async () => {
    const body = JSON.stringify({ path: '/goteo', query: 'x'.repeat(60) });
    const { port } = new URL(t.url);
    const outcome = await new Promise<{ unsent: number; answer: string }>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let sent = 0;
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      const finish = () => {
        clearInterval(timer);
        resolve({ unsent: body.length - sent, answer });
      };
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('close', finish);
      socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' || err.code === 'EPIPE' ? finish() : reject(err)));
      socket.on('connect', () => {
        socket.write(
          `POST /api/analytics/pageview HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        // One byte every 250 ms: the whole body would take ~20 s; the server's limit is 1 s.
        timer = setInterval(() => {
          if (sent >= body.length || socket.destroyed) return clearInterval(timer);
          socket.write(body[sent]!);
          sent += 1;
        }, 250);
      });
    });
    expect(outcome.unsent).toBeGreaterThan(body.length / 2);
    // Fastify answers 408 when it can; a socket closed without an answer is the other acceptable end.
    expect(outcome.answer || 'closed without an answer').toMatch(/^(HTTP\/1\.1 408 |closed without an answer$)/);
    // The page view was never stored.
    expect((await t.db.query(`SELECT count(*)::int AS n FROM page_view`))[0].n).toBe(0);
    // And the server still answers everyone else.
    expect((await t.get('/api/health')).status).toBe(200);
  });
});
