import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { EDITOR_SESSION_COOKIE } from '@ofertas/contracts';

/** Path of the cookie: only the blog API's requests carry it. */
export const SESSION_COOKIE_PATH = '/api/blog';

/**
 * A stateless editor session: `v1.{expires, unix s}.{nonce}.{HMAC-SHA256}`. The MAC key is derived from the
 * session secret and the current password hash, so changing the password ends every open session.
 */
export class SessionSigner {
  private readonly key: Buffer;

  constructor(secret: string, passwordHash: string) {
    this.key = createHmac('sha256', secret).update(`editor-session\0${passwordHash}`).digest();
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }

  issue(expiresAt: Date): string {
    const payload = `v1.${Math.floor(expiresAt.getTime() / 1000)}.${randomBytes(12).toString('base64url')}`;
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  /** The session's end when `token` is genuine and not expired at `now`; null otherwise. */
  verify(token: string, now: Date): Date | null {
    const m = /^(v1\.(\d{1,12})\.[A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m?.[1] || !m[2] || !m[3]) return null;
    const given = Buffer.from(m[3], 'base64url');
    const expected = this.mac(m[1]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = new Date(Number(m[2]) * 1000);
    return expiresAt.getTime() > now.getTime() ? expiresAt : null;
  }
}

/** The session cookie's value from a Cookie header, or null. */
export function readSessionCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === EDITOR_SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Set-Cookie for a session (HttpOnly, SameSite=Strict, Secure when the request came over https). */
export function sessionCookie(token: string, expiresAt: Date, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${EDITOR_SESSION_COOKIE}=${token}`,
    `Path=${SESSION_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    `Expires=${expiresAt.toUTCString()}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Set-Cookie that removes the session cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return [
    `${EDITOR_SESSION_COOKIE}=`,
    `Path=${SESSION_COOKIE_PATH}`,
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
