import { z } from 'zod';
import { envUrl } from '../config/env-values';

export interface AlertSettings {
  /** Where alert mail is handed over (smtp:// or smtps://, credentials in the URL); null: alerts are off. */
  smtpUrl: string | null;
  /** The From address of alert mail. */
  from: string;
  /** The mailto: half of List-Unsubscribe (RFC 8058 asks for an http one as well; both are sent). */
  unsubscribeMailto: string;
  /** How often the worker sends queued mail and applies retention, in ms. */
  sendIntervalMs: number;
}

/**
 * The price alerts' settings, read by parseEnv (config/config.ts) with the other feature schemas.
 *
 *   SMTP_URL                   smtp://user:pass@host:587 or smtps://…:465; unset = alerts are off
 *   ALERTS_FROM                From of alert mail (default "Ofertas Flash <alertas@ofertasflash.es>")
 *   ALERTS_UNSUBSCRIBE_MAILTO  address of the mailto: unsubscribe (default bajas@ofertasflash.es)
 *   ALERTS_SEND_INTERVAL_MS    how often queued mail is sent (default 30,000)
 */
export const AlertsEnv = z
  .object({
    SMTP_URL: envUrl(['smtp:', 'smtps:']).optional(),
    ALERTS_FROM: z.string().trim().min(3).max(200).default('Ofertas Flash <alertas@ofertasflash.es>'),
    ALERTS_UNSUBSCRIBE_MAILTO: z.email('must be an e-mail address').default('bajas@ofertasflash.es'),
    ALERTS_SEND_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  })
  .transform(
    (c): AlertSettings => ({
      smtpUrl: c.SMTP_URL ?? null,
      from: c.ALERTS_FROM,
      unsubscribeMailto: c.ALERTS_UNSUBSCRIBE_MAILTO,
      sendIntervalMs: c.ALERTS_SEND_INTERVAL_MS,
    }),
  );
