import { useEffect, useState } from 'react';
import type { AiInfoAnswer } from '@ofertas/contracts/ai';
import type { CouponType, Voucher } from '@ofertas/contracts/vouchers';
import { daysUntil } from '@ofertas/contracts/rules/dates';
import { faqPageJsonLd, storeFaqs } from '@ofertas/contracts/rules/store-faq';
import { SERVER_HEAD_ATTR } from '@ofertas/contracts/page-head';
import { fetchPopularStores, fetchStoreInfo, type Store } from '../api/vouchers';
import { storeLabel } from '../lib/filters';
import { StoreLogos } from './StoreLogos';
import s from './Coupons.module.css';

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
  useEffect(() => {
    // The served HTML's head already carries this FAQPage (same questions): keep one copy, the page's own.
    document.head.querySelectorAll(`script[type="application/ld+json"][${SERVER_HEAD_ATTR}]`).forEach((el) => {
      if (el.textContent?.includes('"FAQPage"')) el.remove();
    });
  }, []);
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
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(faqPageJsonLd(faqs)).replace(/</g, '\\u003c') }} />
      </section>
      <PopularStores current={store} fallback={stores} type={type} />
    </div>
  );
}
