import {
  ALERTS_CONFIRM_PATH,
  ALERTS_MAIL_CONFIRM_SUBJECT,
  ALERTS_MAIL_DIGEST_SUBJECT,
  ALERTS_UNCONFIRMED_HOURS,
  ALERTS_UNSUBSCRIBE_PATH,
  formatEuro,
} from '@ofertas/contracts';
import { escapeHtml } from '../common/html';

/** One product of a digest as the mail shows it (digestFigures decides which prices it states). */
export interface DigestLine {
  title: string;
  url: string;
  price: number;
  previous: number | null;
  /** The lowest price of the last 30 days, when the catalogue knows it. */
  low30d: number | null;
}

/** A mail ready for the transport: the headers RFC 8058 asks for and a text and an HTML body. */
export interface AlertMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-click address (List-Unsubscribe, beside the mailto: one). */
  unsubscribeUrl: string;
}

export interface MailLinks {
  /** The site's public origin, e.g. https://ofertasflash.es */
  origin: string;
  unsubscribeToken: string;
}

/** The API address of the one-click unsubscribe (RFC 8058 POST; a GET shows the unsubscribe page). */
export function oneClickUrl(origin: string, token: string): string {
  return `${origin}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

function unsubscribePage(origin: string, token: string): string {
  return `${origin}${ALERTS_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The end of every mail: why it came, and the unsubscribe page. */
function footer(page: string): { text: string; html: string } {
  const why = 'Recibes este correo porque pediste un aviso de precio en Ofertas Flash (como mucho, uno al día).';
  return { text: `${why}\nPara darte de baja: ${page}`, html: `<p>${why}</p><p><a href="${escapeHtml(page)}">Darme de baja</a></p>` };
}

export function confirmationMail(to: string, confirmToken: string, links: MailLinks): AlertMail {
  const { origin } = links;
  const end = footer(unsubscribePage(origin, links.unsubscribeToken));
  const link = `${origin}${ALERTS_CONFIRM_PATH}?token=${encodeURIComponent(confirmToken)}`;
  const text = [
    'Hola:',
    '',
    'Has pedido que te avisemos por correo cuando baje un precio en Ofertas Flash. Para activar el aviso, abre este enlace:',
    link,
    '',
    `Si no has sido tú, no hagas nada: sin confirmar no te enviaremos nada y borraremos tu correo en ${ALERTS_UNCONFIRMED_HOURS} horas.`,
    '',
    end.text,
  ].join('\n');
  const html =
    `<p>Hola:</p><p>Has pedido que te avisemos por correo cuando baje un precio en Ofertas Flash. Para activar el aviso, abre este enlace:</p>` +
    `<p><a href="${escapeHtml(link)}">Confirmar mi aviso de precio</a></p>` +
    `<p>Si no has sido tú, no hagas nada: sin confirmar no te enviaremos nada y borraremos tu correo en ${ALERTS_UNCONFIRMED_HOURS} horas.</p>` +
    end.html;
  return { to, subject: ALERTS_MAIL_CONFIRM_SUBJECT, text, html, unsubscribeUrl: oneClickUrl(origin, links.unsubscribeToken) };
}

function lineText(l: DigestLine): string {
  const was = l.previous !== null && l.previous > l.price ? ` (antes ${formatEuro(l.previous)})` : ' (novedad)';
  const low = l.low30d !== null ? ` · Precio más bajo en 30 días: ${formatEuro(l.low30d)}` : '';
  return `${l.title}: ${formatEuro(l.price)}${was}${low}`;
}

export function digestMail(to: string, lines: readonly DigestLine[], links: MailLinks): AlertMail {
  const end = footer(unsubscribePage(links.origin, links.unsubscribeToken));
  const text = [
    'Hola:',
    '',
    'Estos productos que sigues han bajado de precio o acaban de llegar:',
    '',
    ...lines.map((l) => `- ${lineText(l)}\n  ${l.url}`),
    '',
    end.text,
  ].join('\n');
  const items = lines.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.title)}</a>: ${escapeHtml(lineText(l).slice(l.title.length + 2))}</li>`);
  const html =
    `<p>Hola:</p><p>Estos productos que sigues han bajado de precio o acaban de llegar:</p><ul>${items.join('')}</ul>${end.html}`;
  return { to, subject: ALERTS_MAIL_DIGEST_SUBJECT, text, html, unsubscribeUrl: oneClickUrl(links.origin, links.unsubscribeToken) };
}
