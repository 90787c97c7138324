import { Inject, Injectable } from '@nestjs/common';
import { EDITOR_LIMITS, type EditorSessionAnswer } from '@ofertas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { EditorCredentials } from './editor-credentials.service';
import { originAllowed } from './request-origin';
import { clearedSessionCookie, readSessionCookie, sessionCookie } from './session-cookie';

/** Opens, reads and closes editor sessions on requests and replies (cookie handling in one place). */
@Injectable()
export class EditorSessions {
  private readonly trustedOrigins: ReadonlySet<string>;
  /** Tests move the clock to see a session expire. */
  now: () => Date = () => new Date();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly credentials: EditorCredentials,
  ) {
    this.trustedOrigins = new Set([new URL(config.PUBLIC_URL).origin, ...config.editor.allowedOrigins]);
  }

  originAllowed(request: FastifyRequest): boolean {
    return originAllowed(request, this.trustedOrigins);
  }

  /** The end of the request's valid session, or null. */
  expiresAt(request: FastifyRequest): Date | null {
    const token = readSessionCookie(request.headers.cookie);
    return token ? this.credentials.signer.verify(token, this.now()) : null;
  }

  state(request: FastifyRequest): EditorSessionAnswer {
    const expiresAt = this.expiresAt(request);
    return expiresAt ? { authenticated: true, expiresAt: expiresAt.toISOString() } : { authenticated: false };
  }

  open(request: FastifyRequest, reply: FastifyReply): void {
    const expiresAt = new Date(this.now().getTime() + EDITOR_LIMITS.sessionSeconds * 1000);
    const token = this.credentials.signer.issue(expiresAt);
    void reply.header('set-cookie', sessionCookie(token, expiresAt, EDITOR_LIMITS.sessionSeconds, request.protocol === 'https'));
  }

  close(request: FastifyRequest, reply: FastifyReply): void {
    void reply.header('set-cookie', clearedSessionCookie(request.protocol === 'https'));
  }
}
