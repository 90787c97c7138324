import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config/config';

const LEVELS: Record<NonNullable<AppConfig['LOG_LEVEL']>, Level> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug', verbose: 'trace' };

/** Never written to a log, wherever they appear in a logged object. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  'password',
  '*.email',
  'email',
  '*.token',
  'token',
];

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;

export function logLevel(config: AppConfig): Level {
  return LEVELS[config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'error' : 'log')];
}

export function logFormat(config: AppConfig): 'json' | 'text' {
  return config.LOG_FORMAT ?? (config.NODE_ENV === 'production' ? 'json' : 'text');
}

/**
 * The process's logger, which Fastify and Nest both write through: JSON lines for a collector, or readable
 * lines for a developer. Secrets and e-mail addresses are masked, in fields and in message texts alike.
 */
export function createRootLogger(config: AppConfig, destination?: DestinationStream): Logger {
  // process.stdout (synchronous on Linux for files, pipes and terminals): a line is out before the process exits.
  const stream =
    destination ??
    (logFormat(config) === 'json' ? process.stdout : pretty({ destination: process.stdout, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
  return pino(
    {
      level: logLevel(config),
      redact: { paths: REDACTED, censor: '[oculto]' },
      hooks: {
        logMethod(args, method) {
          const masked = args.map((a) => (typeof a === 'string' ? a.replace(EMAIL, '[email]') : a)) as Parameters<typeof method>;
          method.apply(this, masked);
        },
      },
    },
    stream,
  );
}
