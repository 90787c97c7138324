/** The price alerts' words (zod-free, for every bundle): the 'Avísame' form, its pages and the mails. */
export const ALERTS_HEADING = 'Avísame';
export const ALERTS_LEAD_LIST = 'Te enviamos un correo cuando aparezca una oferta nueva o baje un precio de esta lista.';
export const ALERTS_LEAD_PRODUCT = 'Te enviamos un correo cuando baje el precio de este producto.';
export const ALERTS_EMAIL_LABEL = 'Tu correo electrónico';
export const ALERTS_CEILING_LABEL = 'Solo cuando baje de (€, opcional)';
export const ALERTS_SUBMIT = 'Avísame';
export const ALERTS_SENDING = 'Enviando…';
export const ALERTS_CONSENT =
  'Solo usaremos tu correo para estos avisos de precio. Como mucho, un correo al día. Puedes darte de baja en cualquier momento.';
export const ALERTS_SENT = 'Casi está: te hemos enviado un correo. Abre el enlace que contiene para confirmar el aviso.';
export const ALERTS_OFF = 'Las alertas por correo no están activas en este sitio.';
export const ALERTS_INVALID_EMAIL = 'Escribe un correo electrónico válido.';
export const ALERTS_INVALID_CEILING = 'El precio debe ser un número mayor que 0, como 49,99.';
export const ALERTS_INVALID = 'Revisa tu correo electrónico y el precio máximo.';
export const ALERTS_TOO_MANY = 'Has pedido demasiados avisos seguidos. Espera un rato y vuelve a intentarlo.';
export const ALERTS_FAILED = 'No se pudo guardar el aviso. Inténtalo de nuevo en unos minutos.';
export const ALERTS_UNKNOWN_PRODUCT = 'Ese producto ya no está en el catálogo.';

export const ALERTS_CONFIRM_TITLE = 'Confirmar aviso de precio';
export const ALERTS_CONFIRM_WORKING = 'Confirmando tu aviso…';
export const ALERTS_CONFIRMED = 'Listo: tu aviso está confirmado. Te escribiremos cuando baje el precio.';
export const ALERTS_CONFIRM_INVALID = 'Este enlace de confirmación no es válido o ha caducado. Vuelve a pedir el aviso.';

export const ALERTS_UNSUBSCRIBE_TITLE = 'Darse de baja de los avisos';
export const ALERTS_UNSUBSCRIBE_LEAD = '¿Quieres dejar de recibir avisos de precio? Borraremos tu correo y todos tus avisos.';
export const ALERTS_UNSUBSCRIBE_BUTTON = 'Darme de baja';
export const ALERTS_UNSUBSCRIBED = 'Te has dado de baja. Hemos borrado tu correo y todos tus avisos de precio.';
export const ALERTS_UNSUBSCRIBE_INVALID = 'Este enlace de baja no es válido o el aviso ya no existe.';

/** Unconfirmed addresses are deleted after this many hours (the privacy page states it; the backend enforces it). */
export const ALERTS_UNCONFIRMED_HOURS = 48;
/** A confirmed address is deleted this many months after its last alert. */
export const ALERTS_RETENTION_MONTHS = 24;

/** The privacy page's paragraph on price alerts: purpose, legal basis, retention. */
export const ALERTS_PRIVACY =
  `Avisos de precio por correo: si pides un aviso («Avísame»), guardamos tu correo electrónico y lo que quieres seguir ` +
  `(una lista de ofertas o un producto, y el precio máximo si lo indicas) para enviarte avisos de bajadas de precio. ` +
  `La base legal es tu consentimiento, que das al confirmar el enlace que te enviamos y que puedes retirar en cualquier ` +
  `momento con el enlace de baja de cada correo. Si no confirmas, borramos tu correo a las ${ALERTS_UNCONFIRMED_HOURS} horas; ` +
  `lo borramos también al darte de baja y, en todo caso, ${ALERTS_RETENTION_MONTHS} meses después del último aviso.`;

export const ALERTS_MAIL_CONFIRM_SUBJECT = 'Confirma tu aviso de precio';
export const ALERTS_MAIL_DIGEST_SUBJECT = 'Han bajado precios que sigues';

/** The pages a mail links to (mfe-offers renders them). */
export const ALERTS_CONFIRM_PATH = '/alertas/confirmar';
export const ALERTS_UNSUBSCRIBE_PATH = '/alertas/baja';
