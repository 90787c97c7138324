import { z } from 'zod';
import { MAX_PRICE_FILTER, MAX_SEARCH_LENGTH } from './catalog';
import { ALERTS_INVALID_CEILING, ALERTS_INVALID_EMAIL } from './messages-alerts';
import { safeString } from './safe';

export * from './messages-alerts';

/** The offers list an alert follows: the list page's search, category, brand and price filter ('all'/0: none). */
export const AlertListQuerySchema = z.object({
  search: safeString().trim().max(MAX_SEARCH_LENGTH, `La búsqueda admite como mucho ${MAX_SEARCH_LENGTH} caracteres.`).default(''),
  category: safeString().trim().min(1).max(200, 'La categoría es demasiado larga.').default('all'),
  brand: safeString().trim().min(1).max(200, 'La marca es demasiado larga.').default('all'),
  price: z.number(ALERTS_INVALID_CEILING).min(0, ALERTS_INVALID_CEILING).max(MAX_PRICE_FILTER, ALERTS_INVALID_CEILING).default(0),
});
export type AlertListQuery = z.output<typeof AlertListQuerySchema>;

const ceiling = z.number(ALERTS_INVALID_CEILING).gt(0, ALERTS_INVALID_CEILING).max(MAX_PRICE_FILTER, ALERTS_INVALID_CEILING);

/** POST /api/alerts: an address and either a list or a product, with an optional price ceiling. */
export const AlertSubscribeSchema = z
  .object({
    email: safeString().trim().toLowerCase().max(200, ALERTS_INVALID_EMAIL).pipe(z.email(ALERTS_INVALID_EMAIL)),
    list: AlertListQuerySchema.optional(),
    productId: safeString().trim().min(1, 'Falta el producto.').max(200, 'El producto no es válido.').optional(),
    ceiling: ceiling.nullable().optional(),
  })
  .refine((b) => (b.list === undefined) !== (b.productId === undefined), { message: 'Indica una lista de ofertas o un producto, no ambos.', path: ['list'] });
export type AlertSubscribeInput = z.input<typeof AlertSubscribeSchema>;
export type AlertSubscribeRequest = z.output<typeof AlertSubscribeSchema>;

/** 202 answer: the confirmation mail is queued (the same answer whether the address was known, so nothing leaks). */
export const AlertAcceptedSchema = z.object({ accepted: z.literal(true) });
export type AlertAccepted = z.infer<typeof AlertAcceptedSchema>;

/** GET /api/alerts/status: whether this site sends alert mail at all (SMTP_URL is set). */
export const AlertStatusSchema = z.object({ enabled: z.boolean() });
export type AlertStatus = z.infer<typeof AlertStatusSchema>;

export const AlertTokenQuerySchema = z.object({ token: safeString().trim().regex(/^[\w-]{20,100}$/, 'El enlace no es válido.') });

/** GET /api/alerts/confirm and POST /api/alerts/unsubscribe answers. */
export const AlertConfirmedSchema = z.object({ confirmed: z.literal(true) });
export const AlertUnsubscribedSchema = z.object({ unsubscribed: z.literal(true) });
