import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { RemoteName } from '@ofertas/contracts';

export interface BuildFile {
  path: string;
  body: Buffer;
}

/** A stored build's id: its package version and the first 12 hex digits of the SHA-256 of its files (paths and bytes). */
export function versionId(packageVersion: string, files: readonly BuildFile[]): string {
  const h = createHash('sha256');
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    h.update(f.path).update('\0').update(String(f.body.length)).update('\0').update(f.body);
  }
  return `${packageVersion}-${h.digest('hex').slice(0, 12)}`;
}

export const sha256Hex = (body: Buffer): string => createHash('sha256').update(body).digest('hex');

/** Writes a build's files (inside the publish's transaction): never updated afterwards. */
export async function storeFiles(m: EntityManager, remote: RemoteName, version: string, files: readonly BuildFile[]): Promise<void> {
  for (const f of files) {
    await m.query(`INSERT INTO remote_file (remote, version, path, body) VALUES ($1, $2, $3, $4)`, [remote, version, f.path, f.body]);
  }
}
