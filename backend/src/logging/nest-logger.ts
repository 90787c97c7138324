import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';
import type { Level, Logger } from 'pino';
import { RepeatSummariser } from './repeat-summary';
import { requestLog } from './request-context';

/** Warnings and errors of one kind (context and message) beyond the first are counted over this window. */
export const REPEAT_WINDOW_MS = 10_000;

/**
 * Nest's Logger written through the process's pino logger: inside a request, through that request's child
 * logger, so the line carries its request id. A message may be an object (`{ msg, ...fields }`): its `msg` is
 * its kind for the repeat summary, the rest goes out as fields.
 */
export class PinoNestLogger implements LoggerService {
  private readonly repeats: RepeatSummariser;

  constructor(
    private readonly root: Logger,
    windowMs = REPEAT_WINDOW_MS,
  ) {
    this.repeats = new RepeatSummariser(windowMs, (counts) => {
      for (const { key, repeated } of counts) {
        const [level, context, msg] = JSON.parse(key) as [Level, string | undefined, string];
        this.root[level]({ context, repeated, windowSeconds: windowMs / 1000 }, `${msg} (repeated ${repeated} more times in ${windowMs / 1000} s)`);
      }
    });
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    // Nest passes (message, stack, context) or (message, context).
    const [stack, context] = rest.length >= 2 ? rest : [undefined, ...rest];
    this.write('error', message, context === undefined ? [] : [context], typeof stack === 'string' ? stack : undefined);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  /** Writes out the counts of the current window (called at shutdown). */
  flush(): void {
    this.repeats.drain();
  }

  private write(level: Level, message: unknown, rest: unknown[], stack?: string): void {
    const context = typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const { msg, fields } = split(message);
    const logger: FastifyBaseLogger | Logger = requestLog.getStore() ?? this.root;
    // A request's child logger keeps the root's level.
    if (!this.root.isLevelEnabled(level)) return;
    if ((level === 'warn' || level === 'error') && this.repeats.note(JSON.stringify([level, context, msg])) === 'hold') return;
    logger[level]({ context, ...fields, ...(stack ? { stack } : {}) }, msg);
  }
}

function split(message: unknown): { msg: string; fields: Record<string, unknown> } {
  if (typeof message === 'object' && message !== null && !(message instanceof Error)) {
    const { msg, ...fields } = message as { msg?: unknown };
    return { msg: typeof msg === 'string' ? msg : '', fields };
  }
  if (message instanceof Error) return { msg: message.message, fields: { stack: message.stack } };
  return { msg: String(message), fields: {} };
}
