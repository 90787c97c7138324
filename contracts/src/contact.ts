import { z } from 'zod';
import { CONTACT_MESSAGE_MAX } from './messages';

// The page's words live with the other messages (zod-free, for the shell's bundle).
export { CONTACT_FAILED, CONTACT_INVALID, CONTACT_RETENTION_MONTHS, CONTACT_SENT, CONTACT_TOO_MANY } from './messages';
import { safeString } from './safe';


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
