/**
 * Affiliate merchants of the sample catalogue. Names follow Awin's Spanish programme naming (a trailing ' ES'
 * on many of them; the API strips it on the single-product call). The numeric ids are stable but invented:
 * they look like Awin advertiser ids and are never used to contact anyone.
 */
export interface SampleMerchant {
  readonly key: MerchantKey;
  readonly name: string;
  readonly id: number;
  /** Shop origin used for merchant_deep_link (stored data only, never fetched). */
  readonly site: string;
}

export type MerchantKey =
  | 'pccomponentes'
  | 'mediamarkt'
  | 'elcorteingles'
  | 'promofarma'
  | 'pandora'
  | 'weekendesk'
  | 'fnac'
  | 'decathlon'
  | 'druni'
  | 'worten'
  | 'carrefour'
  | 'zalando'
  | 'leroymerlin'
  | 'sprinter'
  | 'nike'
  | 'douglas'
  | 'atida'
  | 'lookfantastic'
  | 'miravia'
  | 'conforama'
  | 'tiendanimal'
  | 'game'
  | 'casadellibro'
  | 'manomano'
  | 'bebitus'
  | 'toysrus';

export const SAMPLE_MERCHANTS: readonly SampleMerchant[] = [
  { key: 'pccomponentes', name: 'PcComponentes ES', id: 20982, site: 'https://www.pccomponentes.com' },
  { key: 'mediamarkt', name: 'MediaMarkt ES', id: 14075, site: 'https://www.mediamarkt.es' },
  { key: 'elcorteingles', name: 'El Corte Inglés', id: 13075, site: 'https://www.elcorteingles.es' },
  { key: 'promofarma', name: 'Promofarma ES', id: 16512, site: 'https://www.promofarma.com' },
  { key: 'pandora', name: 'Pandora ES', id: 15640, site: 'https://es.pandora.net' },
  { key: 'weekendesk', name: 'Weekendesk ES', id: 9455, site: 'https://www.weekendesk.es' },
  { key: 'fnac', name: 'Fnac ES', id: 12510, site: 'https://www.fnac.es' },
  { key: 'decathlon', name: 'Decathlon ES', id: 11450, site: 'https://www.decathlon.es' },
  { key: 'druni', name: 'Druni ES', id: 25011, site: 'https://www.druni.es' },
  { key: 'worten', name: 'Worten ES', id: 17633, site: 'https://www.worten.es' },
  { key: 'carrefour', name: 'Carrefour ES', id: 13421, site: 'https://www.carrefour.es' },
  { key: 'zalando', name: 'Zalando ES', id: 10925, site: 'https://www.zalando.es' },
  { key: 'leroymerlin', name: 'Leroy Merlin ES', id: 18731, site: 'https://www.leroymerlin.es' },
  { key: 'sprinter', name: 'Sprinter ES', id: 16940, site: 'https://www.sprintersports.com' },
  { key: 'nike', name: 'Nike ES', id: 16328, site: 'https://www.nike.com/es' },
  { key: 'douglas', name: 'Douglas ES', id: 12290, site: 'https://www.douglas.es' },
  { key: 'atida', name: 'Atida ES', id: 19215, site: 'https://www.atida.com/es-es' },
  { key: 'lookfantastic', name: 'Lookfantastic ES', id: 8432, site: 'https://www.lookfantastic.es' },
  { key: 'miravia', name: 'Miravia ES', id: 46370, site: 'https://www.miravia.es' },
  { key: 'conforama', name: 'Conforama ES', id: 15127, site: 'https://www.conforama.es' },
  { key: 'tiendanimal', name: 'Tiendanimal ES', id: 17102, site: 'https://www.tiendanimal.es' },
  { key: 'game', name: 'Game ES', id: 21184, site: 'https://www.game.es' },
  { key: 'casadellibro', name: 'Casa del Libro ES', id: 11238, site: 'https://www.casadellibro.com' },
  { key: 'manomano', name: 'ManoMano ES', id: 20355, site: 'https://www.manomano.es' },
  { key: 'bebitus', name: 'Bebitus ES', id: 18450, site: 'https://www.bebitus.com' },
  { key: 'toysrus', name: 'Toys R Us ES', id: 22561, site: 'https://www.toysrus.es' },
];

export const MERCHANT_BY_KEY: ReadonlyMap<MerchantKey, SampleMerchant> = new Map(
  SAMPLE_MERCHANTS.map((m) => [m.key, m]),
);
