import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import { createApp, type AppOptions } from '../create-app';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** Base URL of the real HTTP server, e.g. http://127.0.0.1:40123 */
  url: string;
  db: DataSource;
  get(path: string): Promise<{ status: number; body: unknown; headers: Headers }>;
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: unknown; headers: Headers }>;
  close(): Promise<void>;
}

/** Boots the whole application on a free port, exactly as main.ts does, for HTTP tests. */
export async function startTestApp(config: AppConfig, options: AppOptions = {}): Promise<TestApp> {
  const app = await createApp(config, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const res = await fetch(url + path, init);
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    app,
    config,
    url,
    db: app.get(DataSource),
    get: (path) => send('GET', path),
    send,
    close: () => app.close(),
  };
}
