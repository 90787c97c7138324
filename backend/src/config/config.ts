import * as path from 'node:path';
import { z } from 'zod';

/** Repository root: backend/src/config → ../../.. (also right from backend/dist/config). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.join(' or ')}//`);

/**
 * Every setting the backend reads, validated once at boot. A bad value stops the process with a message that
 * names the variable, instead of failing later in a request.
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

export type AppConfig = z.output<typeof EnvSchema> & { databaseKind: 'postgres' | 'pglite' };

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates configuration from an environment (process.env by default). Empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const relevant: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') relevant[key] = value;
  }
  const parsed = EnvSchema.safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}=${JSON.stringify(relevant[String(i.path[0])] ?? '')}: ${i.message}`),
    );
  }
  return { ...parsed.data, databaseKind: parsed.data.DATABASE_URL ? 'postgres' : 'pglite' };
}

/** Nest injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
