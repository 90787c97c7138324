import { ForbiddenException, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { EDITOR_MESSAGES } from '@ofertas/contracts';
import type { FastifyRequest } from 'fastify';
import { EditorSessions } from './editor-session.service';

/**
 * Every article write passes here before its body is validated or anything is read: a foreign Origin → 403,
 * no valid editor session → 401 (Spanish messages), so nothing changes without the author.
 */
@Injectable()
export class EditorSessionGuard implements CanActivate {
  constructor(private readonly sessions: EditorSessions) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!this.sessions.originAllowed(request)) throw new ForbiddenException(EDITOR_MESSAGES.originRefused);
    if (!this.sessions.expiresAt(request)) throw new UnauthorizedException(EDITOR_MESSAGES.loginRequired);
    return true;
  }
}
