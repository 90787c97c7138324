import { DEV_OVERRIDE_COOKIE } from '@ofertas/contracts';

const COOKIE = new RegExp(`(?:^|;)\\s*${DEV_OVERRIDE_COOKIE}=1\\s*(?:;|$)`);

/** Whether a request's Cookie header says its browser runs a development override (the shell sets `mf_dev=1`). */
export function carriesDevOverride(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && COOKIE.test(cookieHeader);
}
