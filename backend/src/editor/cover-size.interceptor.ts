import { HttpException, HttpStatus, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { EDITOR_MESSAGES } from '@ofertas/contracts';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { coverTooLarge, isDataUrl } from '../images/cover-upload';

/**
 * An uploaded cover over 2 MB is 413, not a 400 from the schema's length check: interceptors run before the
 * validation pipe, so the size is judged here from the data URL's length (nothing decoded).
 */
@Injectable()
export class CoverSizeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const body = context.switchToHttp().getRequest<FastifyRequest>().body;
    const image = typeof body === 'object' && body !== null ? (body as { image?: unknown }).image : undefined;
    if (typeof image === 'string' && isDataUrl(image) && coverTooLarge(image)) {
      throw new HttpException(EDITOR_MESSAGES.coverTooLarge, HttpStatus.PAYLOAD_TOO_LARGE);
    }
    return next.handle();
  }
}
