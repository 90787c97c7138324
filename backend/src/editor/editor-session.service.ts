import type { IncomingHttpHeaders } from 'node:http';
import { parseCookie } from 'cookie';
import { Inject, Injectable } from '@nestjs/common';
import { EDITOR_LIMITS, EDITOR_SESSION_COOKIE, type EditorSessionAnswer } from '@ofertas/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { EditorCredentials } from './editor-credentials.service';
import { EditorSessionsRepository } from './editor-sessions.repository';
import { originAllowed } from './request-origin';
import { clearedCookieOptions, newSessionId, sessionCookieOptions, sessionIdHash } from './session-cookie';

/**
 * Opens, reads and closes editor sessions. A session is a row of editor_session, read on every use (no
 * cache): a logout or a password change ends it on every instance at once. Takes bare headers, so that it
 * also serves the write gate, which runs before Fastify has read the request's body.
 */
@Injectable()
export class EditorSessions {
  private readonly trustedOrigins: ReadonlySet<string>;
  private readonly repository: EditorSessionsRepository;
  /** Tests move the clock to see a session expire. */
  now: () => Date = () => new Date();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly credentials: EditorCredentials,
    db: DataSource,
  ) {
    this.trustedOrigins = new Set([new URL(config.PUBLIC_URL).origin, ...config.editor.allowedOrigins]);
    this.repository = new EditorSessionsRepository(db);
  }

  originAllowed(headers: IncomingHttpHeaders): boolean {
    return originAllowed(headers, this.trustedOrigins);
  }

  /** The end of the request's open session, or null (no cookie, a forged signature, ended or expired). */
  async expiresAt(headers: IncomingHttpHeaders): Promise<Date | null> {
    const id = this.sessionId(headers);
    return id ? this.repository.expiresAt(sessionIdHash(id), this.now()) : null;
  }

  async state(headers: IncomingHttpHeaders): Promise<EditorSessionAnswer> {
    const expiresAt = await this.expiresAt(headers);
    return expiresAt ? { authenticated: true, expiresAt: expiresAt.toISOString() } : { authenticated: false };
  }

  /** False when the password was replaced meanwhile by an instance started with a new one. */
  async open(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const now = this.now();
    const expiresAt = new Date(now.getTime() + EDITOR_LIMITS.sessionSeconds * 1000);
    const id = newSessionId();
    if (!(await this.repository.create(sessionIdHash(id), this.credentials.currentPasswordHash, expiresAt, now))) return false;
    const options = sessionCookieOptions(expiresAt, EDITOR_LIMITS.sessionSeconds, request.protocol === 'https');
    void reply.setCookie(EDITOR_SESSION_COOKIE, this.credentials.signer.sign(id), options);
    return true;
  }

  /** Ends the request's session on the server (every copy of its cookie) and clears the cookie. */
  async close(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = this.sessionId(request.headers);
    if (id) await this.repository.delete(sessionIdHash(id));
    void reply.clearCookie(EDITOR_SESSION_COOKIE, clearedCookieOptions(request.protocol === 'https'));
  }

  /** The session id of a genuinely signed cookie, or null. */
  private sessionId(headers: IncomingHttpHeaders): string | null {
    const cookie = headers.cookie ? parseCookie(headers.cookie)[EDITOR_SESSION_COOKIE] : undefined;
    if (!cookie) return null;
    const unsigned = this.credentials.signer.unsign(cookie);
    return unsigned.valid ? unsigned.value : null;
  }
}
