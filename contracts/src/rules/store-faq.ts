/**
 * The questions a store's coupons page answers (SPEC §2 coupons: FAQ when all coupons belong to one store).
 * Shared by the coupons remote (what the page shows) and the server (the FAQPage JSON-LD of the served HTML),
 * so both always say the same. Pure functions: safe for any bundle.
 */

export interface Faq {
  question: string;
  answer: string;
}

/** What the answers need to know of each coupon. */
export interface FaqCoupon {
  type: 'voucher' | 'promotion';
  voucher: { exclusive: boolean };
}

/** Questions answered from the coupons on the page: counts are the real ones. `store` is the shown label. */
export function storeFaqs(store: string, coupons: readonly FaqCoupon[]): Faq[] {
  const codes = coupons.filter((c) => c.type === 'voucher').length;
  const promos = coupons.length - codes;
  const exclusives = coupons.filter((c) => c.voucher.exclusive).length;
  const parts = [`${codes} ${codes === 1 ? 'código descuento' : 'códigos descuento'}`, `${promos} ${promos === 1 ? 'promoción' : 'promociones'}`];
  return [
    {
      question: `¿Cómo uso un código descuento de ${store}?`,
      answer: `Pulsa el código para copiarlo, entra en ${store} con el botón «Ir a la tienda» y pégalo en la cesta, en el campo de código promocional, antes de pagar. Las promociones sin código se aplican solas al entrar desde el enlace.`,
    },
    {
      question: `¿Cuántos cupones de ${store} hay disponibles?`,
      answer: `Ahora mismo hay ${coupons.length} ${coupons.length === 1 ? 'oferta activa' : 'ofertas activas'} de ${store}: ${parts.join(' y ')}${exclusives > 0 ? `, ${exclusives === 1 ? 'una de ellas exclusiva' : `${exclusives} de ellas exclusivas`} de Ofertas Flash` : ''}.`,
    },
    {
      question: `¿Los cupones de ${store} caducan?`,
      answer: 'Sí, la mayoría tienen fecha de fin. En cada cupón indicamos sus fechas de validez; los que no muestran fecha siguen activos mientras la tienda mantenga la promoción.',
    },
    {
      question: '¿Puedo usar varios códigos en el mismo pedido?',
      answer: 'Normalmente solo se admite un código por pedido. Revisa las condiciones de cada cupón: ahí se indica si es acumulable, el importe mínimo y los productos excluidos.',
    },
  ];
}

/** schema.org FAQPage of those questions (as a plain object: the caller escapes it for its script element). */
export function faqPageJsonLd(faqs: readonly Faq[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}
