import * as path from 'node:path';
import { z } from 'zod';
import { AlertsEnv } from '../alerts/alerts.env';
import { ImportEnv } from '../catalog-import/import.env';
import { EDITOR_SECRET_VARIABLES, EditorEnv } from '../editor/editor.env';
import { FrontendsEnv } from '../frontends/frontends.env';
import { publicOrigin } from '../common/public-url';
import { ReleasesEnv } from '../releases/releases.env';
import { SeoEnv } from '../seo/seo.env';
import { SiteEnv } from '../site/site.env';
import { envBool as bool, envPort as port, envUrl as url, REPO_ROOT, type Env } from './env-values';

/**
 * Which proxies may tell the client's address (X-Forwarded-For), host and protocol: none by default, a hop
 * count ('1' = the nearest proxy), or addresses/CIDR ranges ('10.0.0.0/8,127.0.0.1'). `true` would let any
 * client choose its address, so it is not accepted.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (['none', 'false', '0', 'no'].includes(v.toLowerCase())) return false;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(',').map((s) => s.trim()).filter(Boolean);
    if (list.length > 0 && list.every((a) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a) || ['loopback', 'linklocal', 'uniquelocal'].includes(a))) {
      return list;
    }
    ctx.addIssue({ code: 'custom', message: "must be 'none', a number of proxy hops, or comma-separated proxy addresses/CIDR ranges" });
    return z.NEVER;
  });

/**
 * The process-wide settings (server, proxies and limits, database, Redis, logging, AI). Each feature with settings of its own declares
 * them next to its module (site/site.env.ts, frontends/frontends.env.ts, catalog-import/import.env.ts) and parseEnv reads them all at once.
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
  /** Unset: 'log', or 'error' under NODE_ENV=test. */
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).optional(),
  /** Public origin used in canonical URLs and sitemaps. */
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  ENABLE_DOCS: bool.default(true),
  /** OpenAI-compatible API (…/v1) for AI texts; unset = the local deterministic Spanish generator. */
  AI_BASE_URL: url(['http:', 'https:']).optional(),
  /** Bearer key for AI_BASE_URL (server side only, never sent to the browser). */
  AI_API_KEY: z.string().trim().optional(),
  AI_MODEL: z.string().trim().min(1).max(200).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  /** AI requests allowed per client IP and minute (0 = no limit). */
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(30),
  /** Proxies trusted for the client address (see trustProxy above). */
  TRUST_PROXY: trustProxy.default(false),
  /** Redis for rate limits and cross-instance cache invalidation; unset = in memory, this process only. */
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  /** Prefix of this site's keys in Redis (several sites or test runs may share one Redis). */
  REDIS_KEY_PREFIX: z.string().trim().regex(/^[\w:.-]{1,100}$/, 'must be letters, digits, _ : . or -').default('ofertas'),
  /** Longest time a client may take to send a whole request (headers and body), in ms. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Page views counted per client and minute (beyond: 429); one path is counted once per client per 30 s. */
  PAGEVIEW_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  /** Click-outs counted per client and minute (the redirect always happens); one target once per client per 30 s. */
  CLICK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Budget of a search's typo correction (the vocabulary lookup) on PostgreSQL; over it the search has no typo results. */
  FUZZY_SEARCH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Bearer token a scraper sends for GET /metrics; unset = /metrics answers 404. */
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').max(500).optional(),
  /** 'json': one JSON object a line (the default in production); 'text': readable lines (the default elsewhere). */
  LOG_FORMAT: z.enum(['json', 'text']).optional(),
  /** How long a stopping instance (SIGTERM) waits for requests in flight before it closes anyway, in ms. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

/** One schema per feature; a feature's settings arrive in the config object under its key. */
const FEATURE_ENVS = { site: SiteEnv, frontends: FrontendsEnv, seo: SeoEnv, editor: EditorEnv, catalogImport: ImportEnv, alerts: AlertsEnv, releases: ReleasesEnv } as const;

/** Variables whose values must never be printed, not even in a configuration error. */
const SECRET_VARIABLES: ReadonlySet<string> = new Set(['AI_API_KEY', 'METRICS_TOKEN', 'SMTP_URL', ...EDITOR_SECRET_VARIABLES]);
type FeatureSettings = { [K in keyof typeof FEATURE_ENVS]: z.output<(typeof FEATURE_ENVS)[K]> };

export type AppConfig = Omit<z.output<typeof EnvSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string } & FeatureSettings & { databaseKind: 'postgres' | 'pglite' };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);
const ANY_ADDRESS = new Set(['0.0.0.0', '::']);

/**
 * The address the server answers at when PUBLIC_URL is not set: its own HOST and PORT (loopback and "every
 * interface" read as localhost). Never a request's Host header: served heads are cached and shared.
 */
export function boundUrl(host: string, port: number): string {
  const name = LOOPBACK_HOSTS.has(host) || ANY_ADDRESS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

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
      const name = String(i.path[0]);
      const shown = SECRET_VARIABLES.has(name) ? '(hidden)' : JSON.stringify(given[name] ?? '');
      problems.push(`${i.path.join('.') || '(root)'}=${shown}: ${i.message}`);
    }
    return undefined;
  };
  const core = parse(EnvSchema);
  const site = parse(FEATURE_ENVS.site);
  const frontends = parse(FEATURE_ENVS.frontends);
  const seo = parse(FEATURE_ENVS.seo);
  const editor = parse(FEATURE_ENVS.editor);
  const catalogImport = parse(FEATURE_ENVS.catalogImport);
  const alerts = parse(FEATURE_ENVS.alerts);
  const releases = parse(FEATURE_ENVS.releases);
  if (!core || !site || !frontends || !seo || !editor || !catalogImport || !alerts || !releases) throw new ConfigError(problems);
  const publicUrl = core.PUBLIC_URL ?? boundUrl(core.HOST, core.PORT);
  return {
    ...core,
    PUBLIC_URL: publicUrl,
    // The shell reads the allow-list from the settings inlined in every page (its development overrides).
    site: { ...site, publicUrl: publicOrigin(publicUrl), devOverrideOrigins: [...frontends.devOverrideOrigins] },
    frontends,
    seo,
    editor,
    catalogImport,
    alerts,
    releases,
    databaseKind: core.DATABASE_URL ? 'postgres' : 'pglite',
  };
}

/** Nest injection token for the validated configuration. */
/**
 * Settings that are valid but almost surely wrong for the environment, said once at start (main.ts). A
 * production server that others can reach (not bound to loopback, as `npm start` is) without PUBLIC_URL names
 * its bound address in every canonical link, sitemap entry and structured-data URL, which search engines then
 * index as the site's address.
 */
export function startupWarnings(env: Env, config: AppConfig): string[] {
  const warnings: string[] = [];
  const loopback = LOOPBACK_HOSTS.has(config.HOST);
  if (config.NODE_ENV === 'production' && !loopback && !env.PUBLIC_URL?.trim()) {
    warnings.push(`PUBLIC_URL is not set: canonical links, sitemaps and structured data name ${config.PUBLIC_URL}. Set it to the site's public address.`);
  }
  return warnings;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
