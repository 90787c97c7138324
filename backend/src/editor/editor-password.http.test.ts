import * as fs from 'node:fs';
import * as path from 'node:path';
import { EDITOR_SESSION_COOKIE } from '@ofertas/contracts';
import { parseEnv } from '../config/config';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { GENERATED_PASSWORD_FILE } from './editor-credentials.service';

/** Everything the process writes to stdout and stderr (where Nest's logger prints) while `work` runs. */
async function captureOutput<T>(work: () => Promise<T>): Promise<{ result: T; output: string }> {
  const chunks: string[] = [];
  const spies = [process.stdout, process.stderr].map((stream) =>
    jest.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      return true;
    }),
  );
  try {
    return { result: await work(), output: chunks.join('') };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/** What the site's own page sends with a write (no PUBLIC_URL is configured here). */
const SITE = { 'sec-fetch-site': 'same-origin' };
const login = (t: TestApp, password: string) => t.send('POST', '/api/blog/session', { password }, SITE);
const cookieOf = (res: { headers: Headers }) => res.headers.getSetCookie()[0]?.split(';')[0] as string;
const article = (slug: string) => ({ title: `Artículo ${slug}`, slug, category: 'Ahorro', keySearch: 'portatil', content: [] });
/** An article write with this cookie, as the site's page sends it. */
const write = (t: TestApp, cookie: string, slug: string) => t.send('POST', '/api/blog/new', article(slug), { ...SITE, cookie });

describe.each(databaseKinds())('generated editor password on %s', (kind) => {
  it('is generated once, written only to a private file under DATA_DIR, logged by path and never by value; every instance agrees', async () => {
    // Development logging (NODE_ENV test prints errors only): everything the start and the logins log is seen.
    const config = await freshConfig(kind, { NODE_ENV: 'development', LOG_LEVEL: 'verbose', ENABLE_DOCS: 'false', SERVE_FRONTENDS: 'false' });
    const file = path.join(config.DATA_DIR, GENERATED_PASSWORD_FILE);
    let second: TestApp | null = null;
    const first = await captureOutput(async () => {
      const t = await startTestApp(config);
      const password = fs.readFileSync(file, 'utf8').trim();
      const wrong = await login(t, `${password}x`);
      const right = await login(t, password);
      await t.send('POST', '/api/blog/new', { title: password, slug: 'x', category: 'x', keySearch: 'x' }, { origin: 'https://evil.example' });
      return { t, password, wrong: wrong.status, right };
    });
    const { t, password } = first.result;
    try {
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(first.output).toContain(file);
      expect(first.output).not.toContain(password);
      expect(first.result.wrong).toBe(401);
      expect(first.result.right.status).toBe(204);
      // Only the hash is stored.
      const stored = (await t.db.query(`SELECT key, value FROM editor_setting`)) as Array<{ key: string; value: string }>;
      expect(stored.map((r) => r.key).sort()).toEqual(['password_hash', 'session_secret', 'sessions_password_hash']);
      expect(stored.find((r) => r.key === 'password_hash')?.value).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(JSON.stringify(stored)).not.toContain(password);

      // A second instance (PostgreSQL: at the same time; PGlite: the next start) uses the same password and
      // accepts the first one's session; the file is not rewritten.
      const cookie = first.result.right.headers.getSetCookie()[0]?.split(';')[0] as string;
      const writtenAt = fs.statSync(file).mtimeMs;
      if (kind === 'pglite') await t.close();
      const next = await captureOutput(async () => {
        second = await startTestApp({ ...config, PORT: 0 });
        return { session: await second.send('GET', '/api/blog/session', undefined, { cookie }), right: await login(second, password) };
      });
      expect(next.output).toContain(file);
      expect(next.output).not.toContain(password);
      expect(next.result.right.status).toBe(204);
      expect(next.result.session.body).toMatchObject({ authenticated: true });
      expect(fs.statSync(file).mtimeMs).toBe(writtenAt);
      expect(cookie.startsWith(`${EDITOR_SESSION_COOKIE}=`)).toBe(true);
    } finally {
      await (second as TestApp | null)?.close();
      if (kind === 'postgres') await t.close();
    }
  });

  it('a copied cookie opens nothing after its logout, nor after a start with another password, on every instance', async () => {
    const env = { EDITOR_PASSWORD: 'primera-clave-1', EDITOR_SESSION_SECRET: 's'.repeat(40), SERVE_FRONTENDS: 'false' };
    const config = await freshConfig(kind, env);
    // PostgreSQL: instances side by side, each asked about the other's sessions. PGlite (one process at a
    // time): each instance replaces the previous one over the same data.
    const started: TestApp[] = [];
    const start = async (password = config.editor.password) => {
      if (kind === 'pglite') await started.at(-1)?.close();
      const app = await startTestApp({ ...config, PORT: 0, editor: { ...config.editor, password } });
      started.push(app);
      return app;
    };
    try {
      const first = await start();
      const loggedOut = cookieOf(await login(first, 'primera-clave-1'));
      const kept = cookieOf(await login(first, 'primera-clave-1'));
      expect((await write(first, loggedOut, 'antes')).status).toBe(201);
      expect((await first.send('DELETE', '/api/blog/session', undefined, { ...SITE, cookie: loggedOut })).status).toBe(204);

      const second = await start();
      const other = kind === 'postgres' ? first : second;
      expect((await write(second, loggedOut, 'copia-tras-salir')).status).toBe(401);
      expect((await write(other, loggedOut, 'copia-tras-salir-2')).status).toBe(401);
      expect((await write(second, kept, 'sesion-abierta')).status).toBe(201);

      // The author changes the password: a start with the new one ends every session, on every instance.
      const third = await start('segunda-clave-2');
      const older = kind === 'postgres' ? second : third;
      expect((await write(third, kept, 'tras-el-cambio')).status).toBe(401);
      expect((await write(older, kept, 'tras-el-cambio-2')).status).toBe(401);
      expect((await older.send('GET', '/api/blog/session', undefined, { cookie: kept })).body).toEqual({ authenticated: false });
      expect((await login(third, 'primera-clave-1')).status).toBe(401);
      expect((await write(third, cookieOf(await login(third, 'segunda-clave-2')), 'con-la-nueva')).status).toBe(201);
      const slugs = ((await third.db.query(`SELECT slug FROM blog_article ORDER BY slug`)) as Array<{ slug: string }>).map((r) => r.slug);
      expect(slugs).toEqual(['antes', 'con-la-nueva', 'sesion-abierta']);
      expect((await third.db.query(`SELECT count(*)::int AS n FROM editor_session`)) as unknown[]).toEqual([{ n: 1 }]);
    } finally {
      for (const app of kind === 'pglite' ? started.slice(-1) : started) await app.close();
    }
  });

  it('uses EDITOR_PASSWORD when set and never echoes it, even in a configuration error', async () => {
    const config = await freshConfig(kind, { EDITOR_PASSWORD: 'mi-clave-secreta-1', EDITOR_SESSION_SECRET: 's'.repeat(40) });
    const t = await startTestApp(config);
    try {
      expect(fs.existsSync(path.join(config.DATA_DIR, GENERATED_PASSWORD_FILE))).toBe(false);
      expect((await login(t, 'mi-clave-secreta-1')).status).toBe(204);
      // Only the hash the sessions belong to: its password is the configured one.
      expect((await t.db.query(`SELECT key FROM editor_setting`)) as unknown[]).toEqual([{ key: 'sessions_password_hash' }]);
    } finally {
      await t.close();
    }
    const refused = (() => {
      try {
        parseEnv({ EDITOR_PASSWORD: 'corta', EDITOR_SESSION_SECRET: 'secreto-corto', EDITOR_ALLOWED_ORIGINS: 'https://ok.example,ftp://x' });
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(refused).toContain('EDITOR_PASSWORD=(hidden): must be at least 8 characters');
    expect(refused).toContain('EDITOR_SESSION_SECRET=(hidden): must be at least 32 characters');
    expect(refused).not.toMatch(/corta|secreto-corto/);
    expect(refused).toContain('"ftp://x" is not an origin');
    expect(parseEnv({ EDITOR_ALLOWED_ORIGINS: 'https://ok.example, http://127.0.0.1:5004/' }).editor.allowedOrigins).toEqual([
      'https://ok.example',
      'http://127.0.0.1:5004',
    ]);
  });
});
