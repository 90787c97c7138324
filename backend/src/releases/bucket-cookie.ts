import { randomInt } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Bucket } from './channel-snapshot';

/** The sticky canary bucket: a random number 0–99, first-party, no personal data, kept a year. */
export const BUCKET_COOKIE = 'mf_bucket';
const ONE_YEAR_SECONDS = 31_536_000;

/** The visitor's bucket from a Cookie header, or null when it has none (or not a number 0–99). */
export function bucketOf(cookieHeader: string | undefined): Bucket {
  if (!cookieHeader) return null;
  const raw = parseCookie(cookieHeader)[BUCKET_COOKIE];
  return raw !== undefined && /^\d{1,2}$/.test(raw) ? Number(raw) : null;
}

/** A new visitor's bucket and the Set-Cookie header value that keeps it. */
export function newBucket(secure: boolean): { bucket: number; setCookie: string } {
  const bucket = randomInt(100);
  const setCookie = stringifySetCookie({ name: BUCKET_COOKIE, value: String(bucket), maxAge: ONE_YEAR_SECONDS, path: '/', sameSite: 'lax', secure });
  return { bucket, setCookie };
}
