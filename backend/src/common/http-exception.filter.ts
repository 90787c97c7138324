import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { ApiError } from '@ofertas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-errors';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Client-side faults raised by Fastify itself (bad JSON, wrong content type, body too large) carry a statusCode. */
function fastifyStatus(e: unknown): number | undefined {
  if (typeof e === 'object' && e !== null && 'statusCode' in e) {
    const s = (e as { statusCode: unknown }).statusCode;
    if (typeof s === 'number' && s >= 400 && s < 500) return s;
  }
  return undefined;
}

/** The gate's reasons and a conflict's current revision, when an HttpException carries them. */
function details(res: unknown): Pick<ApiError, 'reasons' | 'revision'> {
  if (typeof res !== 'object' || res === null) return {};
  const { reasons, revision } = res as { reasons?: unknown; revision?: unknown };
  return {
    ...(Array.isArray(reasons) && reasons.every((r) => typeof r === 'string') ? { reasons: reasons as string[] } : {}),
    ...(revision === null || typeof revision === 'number' ? { revision } : {}),
  };
}

/**
 * Every error leaves as JSON of one shape (contracts ApiError). An unreachable database is 503 with
 * Retry-After; only genuine server faults become 500, and those are logged with the request line; their
 * details never reach the client.
 */
@Catch()
export class JsonExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    let body: ApiError;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const res = exception.getResponse();
      if (typeof res === 'object' && res !== null && 'issues' in res) {
        body = res as ApiError;
      } else {
        const raw = typeof res === 'string' ? res : (res as { message?: unknown }).message;
        const message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
        body = { statusCode: status, error: REASONS[status] ?? 'Error', message, ...details(res) };
      }
    } else if (fastifyStatus(exception) !== undefined) {
      const status = fastifyStatus(exception) as number;
      body = { statusCode: status, error: REASONS[status] ?? 'Error', message: (exception as Error).message };
    } else if (isDatabaseUnavailable(exception)) {
      // One kind of line however many requests meet the outage: the logger summarises its repeats.
      this.logger.warn({ msg: 'database unavailable', method: request.method, path: request.url.split('?')[0], error: (exception as Error).message });
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      body = { statusCode: 503, error: REASONS[503] as string, message: 'Servicio no disponible temporalmente, inténtalo de nuevo en unos segundos' };
    } else {
      this.logger.error(`${request.method} ${request.url.split('?')[0]}`, exception instanceof Error ? exception.stack : String(exception));
      body = { statusCode: 500, error: REASONS[500] as string, message: 'Error interno del servidor' };
    }
    if (body.statusCode === HttpStatus.NOT_FOUND && body.message.startsWith('Cannot ')) {
      body = { ...body, message: `Ruta no encontrada: ${request.method} ${request.url.split('?')[0]}` };
    }
    void reply.status(body.statusCode).header('cache-control', 'no-store');
    // A HEAD answer has headers only (RFC 9110 §9.3.2), errors included.
    if (request.method === 'HEAD') void reply.send();
    else void reply.send(body);
  }
}
