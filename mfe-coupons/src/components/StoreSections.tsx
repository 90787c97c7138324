import { useEffect, useState } from 'react';
import type { AiInfoAnswer } from '@ofertas/contracts/ai';
import type { CouponType, Voucher } from '@ofertas/contracts/vouchers';
import { daysUntil } from '@ofertas/contracts/rules/dates';
import { fetchPopularStores, fetchStoreInfo, type Store } from '../api/vouchers';
import { storeLabel } from '../lib/filters';
import { StoreLogos } from './StoreLogos';
import s from './Coupons.module.css';

export interface Faq {
  question: string;
  answer: string;
}

/** Questions answered from the coupons on the page: counts and dates are the real ones. */
export function storeFaqs(store: string, coupons: readonly Voucher[]): Faq[] {
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

/** schema.org FAQPage for the questions above; '<' escaped so the JSON cannot close the script element. */
export function faqJsonLd(faqs: readonly Faq[]): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  }).replace(/</g, '\\u003c');
}

export function savingTips(store: string, coupons: readonly Voucher[], now: Date): string[] {
  const soon = coupons.filter((c) => {
    const d = daysUntil(c.endDate, now);
    return d !== null && d >= 0 && d <= 7;
  }).length;
  const tips = [
    `Copia el código antes de ir a ${store} y pégalo en la cesta, en el campo de código promocional o cupón.`,
    'Lee las condiciones de cada cupón: importe mínimo, productos excluidos y fecha de caducidad.',
    'Compara un descuento en porcentaje con uno de importe fijo: en pedidos pequeños suele compensar el fijo.',
    'Comprueba los gastos de envío antes de pagar: un cupón de envío gratis puede ahorrarte más de lo que parece.',
  ];
  if (soon > 0) tips.unshift(`Date prisa: ${soon === 1 ? '1 oferta caduca' : `${soon} ofertas caducan`} en los próximos 7 días.`);
  return tips;
}

function StoreInfo({ store }: { store: string }) {
  const [info, setInfo] = useState<AiInfoAnswer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setInfo(null);
    fetchStoreInfo(store, controller.signal).then(
      (a) => {
        if (!controller.signal.aborted && a.historia?.trim() && a.informacion?.trim()) setInfo(a);
      },
      () => {
        // SPEC §8: on an AI failure the block is hidden.
      },
    );
    return () => controller.abort();
  }, [store]);
  if (!info) return null;
  const label = storeLabel(store);
  return (
    <>
      <section className={s.section} aria-labelledby="cupones-historia">
        <h2 id="cupones-historia">Historia de {label}</h2>
        {info.historia
          .split(/\n+/)
          .filter((p) => p.trim())
          .map((p, i) => (
            <p key={i}>{p}</p>
          ))}
      </section>
      <section className={`${s.section} ${s.fact}`} aria-labelledby="cupones-dato">
        <h2 id="cupones-dato">Un dato sobre {label}</h2>
        <p>{info.informacion}</p>
      </section>
    </>
  );
}

function PopularStores({ current, fallback, type }: { current: string; fallback: readonly Store[]; type: CouponType }) {
  const [stores, setStores] = useState<ReadonlyArray<{ name: string }> | null>(null);
  useEffect(() => {
    let alive = true;
    fetchPopularStores().then(
      (list) => alive && setStores(list.filter((x) => x.active > 0)),
      () => alive && setStores(fallback),
    );
    return () => {
      alive = false;
    };
  }, [fallback]);
  const others = (stores ?? []).filter((x) => x.name.toLowerCase() !== current.toLowerCase()).slice(0, 8);
  if (others.length === 0) return null;
  return (
    <section className={s.section}>
      <StoreLogos stores={others} type={type} heading="Otras tiendas populares" />
    </section>
  );
}

/** SPEC §2: when all coupons belong to one store — history, a fact, tips, FAQ and other popular stores. */
export function StoreSections({ store, coupons, stores, type, now }: { store: string; coupons: readonly Voucher[]; stores: readonly Store[]; type: CouponType; now: Date }) {
  const label = storeLabel(store);
  const faqs = storeFaqs(label, coupons);
  return (
    <div className={s.storeSections}>
      <StoreInfo store={store} />
      <section className={s.section} aria-labelledby="cupones-consejos">
        <h2 id="cupones-consejos">Consejos para ahorrar en {label}</h2>
        <ul className={s.tips}>
          {savingTips(label, coupons, now).map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
      <section className={s.section} aria-labelledby="cupones-faq">
        <h2 id="cupones-faq">Preguntas frecuentes sobre {label}</h2>
        {faqs.map((f) => (
          <details key={f.question} className={s.faq}>
            <summary>{f.question}</summary>
            <p>{f.answer}</p>
          </details>
        ))}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(faqs) }} />
      </section>
      <PopularStores current={store} fallback={stores} type={type} />
    </div>
  );
}
