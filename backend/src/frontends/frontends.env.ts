import * as path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DEV_OVERRIDE_ORIGINS, isDevOverrideOrigin, REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@ofertas/contracts';
import { envBool, REPO_ROOT } from '../config/env-values';

/**
 * Where the front-end builds live and which URL each remote has (DESIGN "Single origin").
 *
 *   FRONTENDS_DIR        folder holding shell/dist and mfe-<name>/dist (default: the repository root)
 *   SERVE_FRONTENDS      false = the backend serves only /api (front ends served elsewhere); default true
 *   REMOTE_<NAME>_URL    manifest (or remoteEntry.js) URL of a remote, default /mfe/<name>/mf-manifest.json
 *   DEV_OVERRIDE_ORIGINS origins a developer's browser may load its own build of a remote from, comma-separated
 *                        CSP host-sources (default http://localhost:*,http://127.0.0.1:*); `none` = no override
 */
export interface FrontendsConfig {
  serve: boolean;
  shellDist: string;
  remoteDist: Record<RemoteName, string>;
  remotes: Required<RemotesManifest>;
  /** Allow-list of development overrides (docs/decisions/dev-override.md); empty = the site takes none. */
  devOverrideOrigins: readonly string[];
}

const remoteUrl = z
  .string()
  .trim()
  .regex(/^(https?:\/\/|\/)\S+$/, 'must be an http(s) URL or a path starting with /');

const devOverrideOrigins = z
  .string()
  .trim()
  .transform((raw) => (raw.toLowerCase() === 'none' ? [] : raw.split(',').map((o) => o.trim()).filter(Boolean)))
  .pipe(z.array(z.string().refine(isDevOverrideOrigin, 'each origin must be http(s)://host[:port|:*], no path')));

const remoteUrlKey = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL`;

const FrontendsEnvSchema = z.object({
  FRONTENDS_DIR: z.string().trim().min(1).default(REPO_ROOT),
  SERVE_FRONTENDS: envBool.default(true),
  DEV_OVERRIDE_ORIGINS: devOverrideOrigins.default([...DEFAULT_DEV_OVERRIDE_ORIGINS]),
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlKey(name), remoteUrl.optional()])),
});

/** Read by parseEnv (config/config.ts) with the other feature schemas. */
export const FrontendsEnv = FrontendsEnvSchema.transform((c): FrontendsConfig => {
  const root = path.resolve(c.FRONTENDS_DIR);
  const given: Record<string, unknown> = c;
  const remotes = {} as Record<RemoteName, string>;
  const remoteDist = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const url = given[remoteUrlKey(name)];
    remotes[name] = typeof url === 'string' ? url : `/mfe/${name}/mf-manifest.json`;
    remoteDist[name] = path.join(root, `mfe-${name}`, 'dist');
  }
  return {
    serve: c.SERVE_FRONTENDS,
    shellDist: path.join(root, 'shell', 'dist'),
    remoteDist,
    remotes,
    devOverrideOrigins: c.DEV_OVERRIDE_ORIGINS,
  };
});

/** Nest injection token for the front-end settings (AppConfig.frontends). */
export const FRONTENDS_CONFIG = Symbol('FRONTENDS_CONFIG');
