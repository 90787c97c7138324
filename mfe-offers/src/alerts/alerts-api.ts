import {
  ALERTS_FAILED,
  ALERTS_INVALID,
  ALERTS_OFF,
  ALERTS_TOO_MANY,
  ALERTS_UNKNOWN_PRODUCT,
  type AlertStatus,
  type AlertSubscribeInput,
} from '@ofertas/contracts/rules';
import { statusOf } from '@ofertas/web-kit';
import { http } from '../api/http';

/** Whether this site sends alert mail (an unreachable server counts as off: the form never pretends). */
export async function alertsEnabled(signal?: AbortSignal): Promise<boolean> {
  try {
    return ((await http.get('/api/alerts/status', { signal })) as AlertStatus).enabled === true;
  } catch {
    return false;
  }
}

/** POST /api/alerts; resolves to the Spanish text to show when it failed, null when the confirmation mail is queued. */
export async function requestAlert(body: AlertSubscribeInput): Promise<string | null> {
  try {
    await http.post('/api/alerts', { json: body, timeoutMs: 15_000 });
    return null;
  } catch (err) {
    const status = statusOf(err);
    if (status === 409) return ALERTS_OFF;
    if (status === 429) return ALERTS_TOO_MANY;
    if (status === 404) return ALERTS_UNKNOWN_PRODUCT;
    if (status === 400) return ALERTS_INVALID;
    return ALERTS_FAILED;
  }
}

/** The page's link token (confirm and unsubscribe pages). */
export function tokenFrom(search: string): string {
  return new URLSearchParams(search).get('token') ?? '';
}

/** Follows a confirmation link: true when the alert is confirmed. */
export async function confirmAlert(token: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await http.get('/api/alerts/confirm', { query: { token }, signal, retries: 0 });
    return true;
  } catch {
    return false;
  }
}

/** The unsubscribe page's button: the same one-click request a mail client sends. */
export async function unsubscribeAlerts(token: string): Promise<boolean> {
  try {
    await http.post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, { json: {} });
    return true;
  } catch {
    return false;
  }
}

/** '49,99', '49.99' or '49' as euros; null for empty, NaN for anything else. */
export function parseCeiling(text: string): number | null {
  const t = text.trim().replace(/\s|€/g, '').replace(',', '.');
  if (t === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(t) ? Number(t) : Number.NaN;
}
