import type { StoredContactMessage } from './contact.service';

/** One message as the owner reads it in a terminal: a header line, then the text indented. */
export function formatMessage(m: StoredContactMessage): string {
  return `#${m.id}  ${m.createdAt.toISOString()}  ${m.email}\n${m.message.replace(/^/gm, '  ')}\n`;
}
