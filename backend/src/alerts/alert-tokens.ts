import { createHash, randomBytes } from 'node:crypto';

/** A link token: 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Confirmation tokens are stored hashed: a copy of the table cannot confirm anyone's address. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The rate limiter's key for an address (the counters never hold the address itself). */
export function addressKey(email: string): string {
  return createHash('sha256').update(email).digest('base64url').slice(0, 32);
}
