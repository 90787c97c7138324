import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One delivered message: the envelope's recipients, the raw headers as sent, and the parsed mail. */
export interface DeliveredMail {
  to: string[];
  /** Header lines as they arrived (lower-case names, unfolded values). */
  headers: Map<string, string>;
  mail: ParsedMail;
}

export interface SmtpMailbox {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  readonly messages: DeliveredMail[];
  /** Resolves once `count` messages have arrived in all (rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<DeliveredMail[]>;
  stop(): Promise<void>;
}

function rawHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

/** A real SMTP server on a free loopback port that keeps every message it is given (no TLS, no login). */
export async function startSmtpMailbox(): Promise<SmtpMailbox> {
  const messages: DeliveredMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((mail) => {
            messages.push({ to: session.envelope.rcptTo.map((r) => r.address), headers: rawHeaders(raw), mail });
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch((e: Error) => callback(e));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const waitFor = (count: number, ms = 10_000) =>
    new Promise<DeliveredMail[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${messages.length} of ${count} mails arrived`)), ms);
      const check = () => {
        if (messages.length >= count) {
          clearTimeout(timer);
          resolve(messages.slice());
        } else waiters.push(check);
      };
      check();
    });
  return { url: `smtp://127.0.0.1:${port}`, messages, waitFor, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
