import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';

/** Path of the cookie: only the blog API's requests carry it. */
export const SESSION_COOKIE_PATH = '/api/blog';

/** A new session id: 32 random bytes. The cookie carries it signed (@fastify/cookie's Signer). */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a session id: its SHA-256, so a copy of the table opens no session. */
export function sessionIdHash(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Attributes of the session cookie (HttpOnly, SameSite=Strict, Secure when the request came over https). */
export function sessionCookieOptions(expiresAt: Date, maxAgeSeconds: number, secure: boolean): CookieSerializeOptions {
  return { path: SESSION_COOKIE_PATH, maxAge: maxAgeSeconds, expires: expiresAt, httpOnly: true, sameSite: 'strict', secure };
}

/** Attributes that remove the session cookie. */
export function clearedCookieOptions(secure: boolean): CookieSerializeOptions {
  return { path: SESSION_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure };
}
