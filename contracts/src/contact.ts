import { z } from 'zod';
import { CONTACT_MESSAGE_MAX } from './messages';
import { safeString } from './safe';

/** How long a contact message is kept before it is deleted (the privacy page states it; the backend enforces it). */
export const CONTACT_RETENTION_MONTHS = 24;

/**
 * POST /api/contact: one message from the contact page. The e-mail field is free text (SPEC §5), so it is
 * only bounded; `website` is a honeypot that people never see: a filled one marks a bot.
 */
export const ContactMessageSchema = z.object({
  email: safeString().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  message: safeString().trim().min(1, 'must not be empty').max(CONTACT_MESSAGE_MAX, `must be at most ${CONTACT_MESSAGE_MAX} characters`),
  website: safeString().max(200, 'must be at most 200 characters').optional(),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

/** 201 answer: the message was received (a honeypot hit gets the same answer, so bots learn nothing). */
export const ContactReceivedSchema = z.object({ received: z.literal(true) });
export type ContactReceived = z.infer<typeof ContactReceivedSchema>;

/** Shown under the form (Spanish, for shoppers). */
export const CONTACT_SENT = 'Gracias, hemos recibido tu mensaje. Te responderemos lo antes posible.';
export const CONTACT_INVALID = 'Escribe tu correo electrónico y un mensaje (máximo 1000 caracteres).';
export const CONTACT_TOO_MANY = 'Has enviado varios mensajes seguidos. Espera unos minutos y vuelve a intentarlo.';
export const CONTACT_FAILED = 'No se pudo enviar el mensaje. Tu texto sigue aquí: inténtalo de nuevo en unos minutos.';
