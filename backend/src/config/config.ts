import * as path from 'node:path';
import { z } from 'zod';
import { FrontendsEnv } from '../frontends/frontends.env';
import { SeoEnv } from '../seo/seo.env';
import { SiteEnv } from '../site/site.env';
import { envBool as bool, envPort as port, envUrl as url, REPO_ROOT, type Env } from './env-values';

/**
 * The process-wide settings (server, database, logging, AI). Each feature with settings of its own declares
 * them next to its module (site/site.env.ts, frontends/frontends.env.ts) and parseEnv reads them all at once.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  /** Connections in the PostgreSQL pool (PGlite always has exactly one). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where the embedded database, generated images and other local state live. */
  DATA_DIR: z.string().trim().min(1).default(path.join(REPO_ROOT, 'data')),
  /** 'auto' imports the sample catalogue when the database has no products; 'never' leaves it empty. */
  SEED: z.enum(['auto', 'never']).default('auto'),
  SAMPLE_SIZE: z.coerce.number().int().min(0).max(2_000_000).default(3200),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  /** Public origin used in canonical URLs and sitemaps. */
  PUBLIC_URL: url(['http:', 'https:']).default('http://localhost:3000'),
  ENABLE_DOCS: bool.default(true),
  /** OpenAI-compatible API (…/v1) for AI texts; unset = the local deterministic Spanish generator. */
  AI_BASE_URL: url(['http:', 'https:']).optional(),
  /** Bearer key for AI_BASE_URL (server side only, never sent to the browser). */
  AI_API_KEY: z.string().trim().optional(),
  AI_MODEL: z.string().trim().min(1).max(200).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  /** AI requests allowed per client IP and minute (0 = no limit). */
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(30),
});

/** One schema per feature; a feature's settings arrive in the config object under its key. */
const FEATURE_ENVS = { site: SiteEnv, frontends: FrontendsEnv, seo: SeoEnv } as const;
type FeatureSettings = { [K in keyof typeof FEATURE_ENVS]: z.output<(typeof FEATURE_ENVS)[K]> };

export type AppConfig = z.output<typeof EnvSchema> & FeatureSettings & { databaseKind: 'postgres' | 'pglite' };

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates every setting from an environment (main.ts and the CLI pass process.env, tests a plain
 * object). Empty strings count as unset. A bad value throws one ConfigError naming every bad variable.
 */
export function parseEnv(env: Env): AppConfig {
  const given: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && value !== '') given[key] = value;
  const problems: string[] = [];
  const parse = <S extends z.ZodType>(schema: S): z.output<S> | undefined => {
    const parsed = schema.safeParse(given);
    if (parsed.success) return parsed.data;
    for (const i of parsed.error.issues) {
      problems.push(`${i.path.join('.') || '(root)'}=${JSON.stringify(given[String(i.path[0])] ?? '')}: ${i.message}`);
    }
    return undefined;
  };
  const core = parse(EnvSchema);
  const site = parse(FEATURE_ENVS.site);
  const frontends = parse(FEATURE_ENVS.frontends);
  const seo = parse(FEATURE_ENVS.seo);
  if (!core || !site || !frontends || !seo) throw new ConfigError(problems);
  return { ...core, site, frontends, seo, databaseKind: core.DATABASE_URL ? 'postgres' : 'pglite' };
}

/** Nest injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
