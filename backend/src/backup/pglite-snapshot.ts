import { randomBytes, timingSafeEqual } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { embeddedPglite } from '../database/data-source';

/** Where a running site keeps the token its own `npm run backup` shows to ask for a snapshot (owner-readable only). */
export const BACKUP_TOKEN_FILE = 'backup-token';
export const SNAPSHOT_PATH = '/internal/backup';

/**
 * A consistent copy of the embedded database while the site runs: the pool's single connection is held, so no
 * statement or transaction of the site is under way, a CHECKPOINT writes every change to the data files, and
 * PGlite's own dumpDataDir packs the folder (tar.gz).
 */
export async function snapshotPglite(dataSource: DataSource): Promise<Buffer> {
  const pglite = embeddedPglite(dataSource);
  if (!pglite) throw new Error('not the embedded database');
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('CHECKPOINT');
    const dump = await pglite.dumpDataDir('gzip');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await runner.release();
  }
}

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/**
 * POST /internal/backup on the embedded database: the snapshot, for a caller on this machine that shows the
 * token written to DATA_DIR/backup-token (whoever can read that folder can copy the data anyway). Any other
 * caller, and every caller on PostgreSQL (`token` null: pg_dump does it there), gets 404.
 */
export function registerSnapshotRoute(fastify: FastifyInstance, token: string | null, dataSource: () => DataSource): void {
  const expected = token === null ? null : Buffer.from(token);
  fastify.post(SNAPSHOT_PATH, async (request, reply) => {
    const given = request.headers['x-backup-token'];
    const allowed = expected !== null && isLoopback(request.socket.remoteAddress) && typeof given === 'string' && safeEqual(Buffer.from(given), expected);
    if (!allowed) {
      return reply.status(404).header('cache-control', 'no-store').send({ statusCode: 404, error: 'Not Found', message: `Ruta no encontrada: POST ${SNAPSHOT_PATH}` });
    }
    const snapshot = await snapshotPglite(dataSource());
    return reply.header('content-type', 'application/gzip').header('cache-control', 'no-store').send(snapshot);
  });
}

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A new token, written for this start (the previous one stops working). */
export function writeBackupToken(dataDir: string): string {
  const token = randomBytes(24).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, BACKUP_TOKEN_FILE);
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, token, { mode: 0o600 });
  return token;
}
