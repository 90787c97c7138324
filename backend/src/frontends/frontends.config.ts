import * as path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@ofertas/contracts';
import { REPO_ROOT } from '../config/config';

/**
 * Where the front-end builds live and which URL each remote has (DESIGN "Single origin").
 *
 *   FRONTENDS_DIR        folder holding shell/dist and mfe-<name>/dist (default: the repository root)
 *   SERVE_FRONTENDS      false = the backend serves only /api (front ends served elsewhere); default true
 *   REMOTE_<NAME>_URL    manifest (or remoteEntry.js) URL of a remote, default /mfe/<name>/mf-manifest.json
 */
export interface FrontendsConfig {
  serve: boolean;
  shellDist: string;
  remoteDist: Record<RemoteName, string>;
  remotes: Required<RemotesManifest>;
}

const remoteUrl = z
  .string()
  .trim()
  .regex(/^(https?:\/\/|\/)\S+$/, 'must be an http(s) URL or a path starting with /');

export const FRONTENDS_CONFIG = Symbol('FRONTENDS_CONFIG');

export function loadFrontendsConfig(env: NodeJS.ProcessEnv = process.env): FrontendsConfig {
  const problems: string[] = [];
  const root = path.resolve(env.FRONTENDS_DIR?.trim() || REPO_ROOT);
  const serveRaw = (env.SERVE_FRONTENDS ?? 'true').trim().toLowerCase();
  if (!['true', 'false', '1', '0', 'yes', 'no', ''].includes(serveRaw)) problems.push('SERVE_FRONTENDS: must be true or false');
  const remotes = {} as Record<RemoteName, string>;
  const remoteDist = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const key = `REMOTE_${name.toUpperCase()}_URL`;
    const raw = env[key];
    if (raw !== undefined && raw.trim() !== '') {
      const parsed = remoteUrl.safeParse(raw);
      if (parsed.success) remotes[name] = parsed.data;
      else problems.push(`${key}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    } else {
      remotes[name] = `/mfe/${name}/mf-manifest.json`;
    }
    remoteDist[name] = path.join(root, `mfe-${name}`, 'dist');
  }
  if (problems.length) throw new Error(`Invalid front-end configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return {
    serve: !['false', '0', 'no'].includes(serveRaw),
    shellDist: path.join(root, 'shell', 'dist'),
    remoteDist,
    remotes,
  };
}
