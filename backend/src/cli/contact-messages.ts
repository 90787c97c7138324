import '../compile-cache';
import { parseArgs } from 'node:util';
import { CONTACT_RETENTION_MONTHS } from '@ofertas/contracts';
import { ContactService } from '../contact/contact.service';
import { formatMessage } from '../contact/format-message';
import { runCli } from './run-cli';

const { values } = parseArgs({ options: { peek: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } } });
if (values.help) {
  console.log(
    `usage: npm run contact:messages [-- --peek]\n\nPrints the contact-page messages not read yet, oldest first, and marks them read (--peek leaves them new).\nFirst deletes messages older than ${CONTACT_RETENTION_MONTHS} months (the retention the privacy page states).`,
  );
  process.exit(0);
}

void runCli(async (app) => {
  const contact = app.get(ContactService);
  const purged = await contact.purgeExpired();
  if (purged > 0) console.log(`${purged} messages older than ${CONTACT_RETENTION_MONTHS} months deleted`);
  const messages = await contact.takeNew(!values.peek);
  if (messages.length === 0) {
    console.log('no new contact messages');
    return;
  }
  for (const m of messages) console.log(formatMessage(m));
  console.log(`${messages.length} new message${messages.length === 1 ? '' : 's'}${values.peek ? ' (left unread: --peek)' : ' (now marked read)'}`);
});
