import type { DataSource } from 'typeorm';
import { importVouchers } from './import-vouchers';
import { writeStoreLogos } from './store-logo';

/**
 * Deterministic sample of Spanish promotions in the Awin Promotions export layout, for development, demos and
 * tests. The same reference date always gives the same entries; dates are placed around it so that a fresh
 * install shows active coupons, a few ending this week, expired ones (never shown as active), upcoming ones
 * and undated ones. Store ids match the sample product catalogue's merchants. Codes and tracking links are
 * invented (the awin1.com links carry a made-up publisher id).
 */

type Sector =
  | 'tech'
  | 'pharmacy'
  | 'jewelry'
  | 'travel'
  | 'fashion'
  | 'sport'
  | 'beauty'
  | 'home'
  | 'books'
  | 'toys'
  | 'pets'
  | 'baby'
  | 'games'
  | 'department'
  | 'food';

interface SampleStore {
  id: number;
  name: string;
  site: string;
  sector: Sector;
  /** Promotions generated for the store. */
  count: number;
  /** Also valid in Portugal. */
  pt?: boolean;
}

export const SAMPLE_STORES: readonly SampleStore[] = [
  { id: 16512, name: 'Promofarma ES', site: 'https://www.promofarma.com', sector: 'pharmacy', count: 9, pt: true },
  { id: 9455, name: 'Weekendesk ES', site: 'https://www.weekendesk.es', sector: 'travel', count: 9 },
  { id: 15640, name: 'Pandora ES', site: 'https://es.pandora.net', sector: 'jewelry', count: 8 },
  { id: 20982, name: 'PcComponentes ES', site: 'https://www.pccomponentes.com', sector: 'tech', count: 8, pt: true },
  { id: 14075, name: 'MediaMarkt ES', site: 'https://www.mediamarkt.es', sector: 'tech', count: 7 },
  { id: 13075, name: 'El Corte Inglés', site: 'https://www.elcorteingles.es', sector: 'department', count: 8 },
  { id: 12510, name: 'Fnac ES', site: 'https://www.fnac.es', sector: 'tech', count: 6 },
  { id: 11450, name: 'Decathlon ES', site: 'https://www.decathlon.es', sector: 'sport', count: 6 },
  { id: 25011, name: 'Druni ES', site: 'https://www.druni.es', sector: 'beauty', count: 6 },
  { id: 17633, name: 'Worten ES', site: 'https://www.worten.es', sector: 'tech', count: 6, pt: true },
  { id: 13421, name: 'Carrefour ES', site: 'https://www.carrefour.es', sector: 'food', count: 6 },
  { id: 10925, name: 'Zalando ES', site: 'https://www.zalando.es', sector: 'fashion', count: 7 },
  { id: 18731, name: 'Leroy Merlin ES', site: 'https://www.leroymerlin.es', sector: 'home', count: 6 },
  { id: 16940, name: 'Sprinter ES', site: 'https://www.sprintersports.com', sector: 'sport', count: 6 },
  { id: 16328, name: 'Nike ES', site: 'https://www.nike.com/es', sector: 'sport', count: 6 },
  { id: 12290, name: 'Douglas ES', site: 'https://www.douglas.es', sector: 'beauty', count: 6 },
  { id: 19215, name: 'Atida ES', site: 'https://www.atida.com/es-es', sector: 'pharmacy', count: 6 },
  { id: 8432, name: 'Lookfantastic ES', site: 'https://www.lookfantastic.es', sector: 'beauty', count: 6 },
  { id: 46370, name: 'Miravia ES', site: 'https://www.miravia.es', sector: 'department', count: 6 },
  { id: 15127, name: 'Conforama ES', site: 'https://www.conforama.es', sector: 'home', count: 5 },
  { id: 17102, name: 'Tiendanimal ES', site: 'https://www.tiendanimal.es', sector: 'pets', count: 6 },
  { id: 21184, name: 'Game ES', site: 'https://www.game.es', sector: 'games', count: 5 },
  { id: 11238, name: 'Casa del Libro ES', site: 'https://www.casadellibro.com', sector: 'books', count: 5 },
  { id: 20355, name: 'ManoMano ES', site: 'https://www.manomano.es', sector: 'home', count: 5 },
  { id: 18450, name: 'Bebitus ES', site: 'https://www.bebitus.com', sector: 'baby', count: 5, pt: true },
  { id: 22561, name: 'Toys R Us ES', site: 'https://www.toysrus.es', sector: 'toys', count: 5 },
  { id: 24117, name: 'Logitravel ES', site: 'https://www.logitravel.com', sector: 'travel', count: 6 },
  { id: 23840, name: 'Tous ES', site: 'https://www.tous.com/es-es', sector: 'jewelry', count: 5 },
  { id: 26391, name: 'Mango ES', site: 'https://shop.mango.com/es', sector: 'fashion', count: 6 },
  { id: 27415, name: 'Notino ES', site: 'https://www.notino.es', sector: 'beauty', count: 5 },
];

/** Made-up Awin publisher id written into the sample tracking links. */
export const SAMPLE_PUBLISHER_ID = 1234567;

/** What each sector sells, as it reads after "en …" / "de …", and where its offers live on the store site. */
const SECTOR: Record<Sector, { things: string[]; path: string; min: number[] }> = {
  tech: { things: ['portátiles', 'móviles y tablets', 'televisores', 'componentes de PC', 'auriculares', 'pequeño electrodoméstico', 'monitores gaming'], path: 'ofertas', min: [50, 100, 150, 300] },
  pharmacy: { things: ['parafarmacia', 'cosmética natural', 'protección solar', 'vitaminas y suplementos', 'cuidado del bebé', 'dermocosmética', 'higiene bucal'], path: 'promociones', min: [29, 39, 49, 59] },
  jewelry: { things: ['charms', 'pulseras', 'anillos', 'pendientes', 'collares', 'relojes', 'joyas de plata'], path: 'promociones', min: [49, 79, 99, 129] },
  travel: { things: ['escapadas de fin de semana', 'hoteles con spa', 'escapadas románticas', 'casas rurales', 'viajes en familia', 'hoteles con encanto'], path: 'ofertas', min: [100, 150, 200, 300] },
  fashion: { things: ['moda mujer', 'moda hombre', 'zapatillas', 'abrigos y chaquetas', 'vaqueros', 'bolsos y complementos', 'moda infantil'], path: 'rebajas', min: [30, 50, 60, 80] },
  sport: { things: ['zapatillas de running', 'ropa deportiva', 'bicicletas', 'material de fitness', 'montaña y trekking', 'natación', 'deportes de raqueta'], path: 'ofertas', min: [40, 60, 80, 100] },
  beauty: { things: ['perfumes', 'maquillaje', 'cuidado facial', 'cuidado del cabello', 'cosmética coreana', 'fragancias de hombre', 'sets de regalo'], path: 'promociones', min: [25, 35, 49, 60] },
  home: { things: ['muebles de jardín', 'herramientas', 'iluminación', 'cocinas y baños', 'decoración', 'colchones', 'climatización'], path: 'ofertas', min: [50, 99, 150, 250] },
  books: { things: ['novedades editoriales', 'libros infantiles', 'cómics y manga', 'libros de texto', 'eBooks', 'papelería'], path: 'promociones', min: [20, 30, 40, 50] },
  toys: { things: ['juguetes', 'juegos de mesa', 'construcciones', 'muñecas', 'vehículos teledirigidos', 'juguetes educativos'], path: 'ofertas', min: [30, 40, 60, 80] },
  pets: { things: ['pienso para perros', 'comida para gatos', 'accesorios para mascotas', 'higiene y antiparasitarios', 'camas y transportines', 'acuariofilia'], path: 'promociones', min: [29, 39, 49, 69] },
  baby: { things: ['sillas de coche', 'cochecitos', 'pañales', 'lactancia', 'mobiliario infantil', 'puericultura'], path: 'promociones', min: [39, 49, 79, 99] },
  games: { things: ['videojuegos', 'consolas', 'mandos y accesorios', 'juegos de reserva', 'merchandising', 'tarjetas regalo'], path: 'ofertas', min: [30, 50, 70, 100] },
  department: { things: ['moda', 'electrónica', 'hogar', 'belleza', 'juguetes', 'alimentación gourmet', 'deportes'], path: 'ofertas', min: [50, 75, 100, 150] },
  food: { things: ['la compra online', 'productos frescos', 'vinos y licores', 'droguería', 'productos ecológicos', 'bebidas'], path: 'ofertas', min: [60, 80, 100, 120] },
};

const SEASONS = ['Black Friday', 'Rebajas de invierno', 'Días sin IVA', 'Cyber Monday', 'Navidad', 'San Valentín', 'Vuelta al cole', 'Semana fantástica'];

/** mulberry32: a tiny seeded PRNG so that the sample never depends on Math.random. */
class Prng {
  constructor(private state: number) {}
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }
}

const DAY = 86_400_000;

function day(reference: Date, offset: number): string {
  const d = new Date(Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth(), reference.getUTCDate()) + offset * DAY);
  return d.toISOString().slice(0, 10);
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function codeStem(name: string): string {
  return name
    .replace(/\s+ES$/, '')
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 6);
}

type Kind = 'percent' | 'amount' | 'shipping' | 'sale' | 'twoforone' | 'gift' | 'season';

interface Draft {
  type: 'voucher' | 'promotion';
  title: string;
  description: string;
  terms: string;
  code?: string;
  exclusive: boolean;
  slug: string;
}

function draft(store: SampleStore, kind: Kind, rng: Prng, exclusive: boolean): Draft {
  const s = SECTOR[store.sector];
  const shop = store.name.replace(/\s+ES$/, '');
  const thing = rng.pick(s.things);
  const min = rng.pick(s.min);
  const stem = codeStem(store.name);
  const common = `Válido en ${store.site.replace(/^https:\/\//, '')} para pedidos con entrega en España.`;
  switch (kind) {
    case 'percent': {
      const pct = rng.pick([5, 10, 10, 12, 15, 15, 20, 25]);
      const code = exclusive ? `FLASH${stem}${pct}` : rng.pick([`${stem}${pct}`, `EXTRA${pct}`, `BIENVENIDA${pct}`, `AHORRA${pct}`]);
      return {
        type: 'voucher',
        title: `${pct}% de descuento en ${thing}${exclusive ? ' (exclusivo)' : ''}`,
        description: `Introduce el código al finalizar tu compra en ${shop} y ahorra un ${pct}% en ${thing}. ${exclusive ? 'Código exclusivo para los lectores de Ofertas Flash.' : 'Aplicable sobre el precio de venta, incluidos productos rebajados salvo excepciones.'}`,
        terms: `${common} Pedido mínimo de ${min} €. Un solo uso por cliente. No acumulable con otros códigos promocionales.`,
        code,
        exclusive,
        slug: `descuento-${pct}`,
      };
    }
    case 'amount': {
      const amount = Math.max(5, Math.round((min * rng.pick([0.1, 0.15, 0.2])) / 5) * 5);
      const code = exclusive ? `FLASH${stem}${amount}` : rng.pick([`${stem}${amount}`, `AHORRO${amount}`, `${amount}EUROS`]);
      return {
        type: 'voucher',
        title: `${amount} € de descuento en compras superiores a ${min} €`,
        description: `${shop} te descuenta ${amount} € en ${thing} y en el resto de la tienda cuando tu pedido supera los ${min} €.${exclusive ? ' Código exclusivo de Ofertas Flash.' : ''}`,
        terms: `${common} Importe mínimo de ${min} € sin contar gastos de envío. Válido una vez por cliente y pedido. No canjeable por dinero.`,
        code,
        exclusive,
        slug: `descuento-${amount}-euros`,
      };
    }
    case 'shipping': {
      const code = exclusive ? `FLASHENVIO${stem}` : rng.pick(['ENVIOGRATIS', `${stem}ENVIO`, 'SINGASTOS']);
      return {
        type: 'voucher',
        title: `Envío gratis en pedidos desde ${Math.round(min / 2)} €`,
        description: `Con este código ${shop} no te cobra los gastos de envío estándar en pedidos de ${thing} y del resto del catálogo a partir de ${Math.round(min / 2)} €.`,
        terms: `${common} Solo envío estándar a domicilio en la península. Baleares, Canarias, Ceuta y Melilla excluidas.`,
        code,
        exclusive,
        slug: 'envio-gratis',
      };
    }
    case 'sale': {
      const pct = rng.pick([20, 30, 40, 50, 60, 70]);
      return {
        type: 'promotion',
        title: `Hasta un ${pct}% de descuento en ${thing}`,
        description: `Rebajas en ${shop}: una selección de ${thing} con hasta un ${pct}% de descuento, sin necesidad de código. Los precios ya aparecen rebajados en la web.`,
        terms: `${common} Descuento aplicado sobre productos seleccionados hasta agotar existencias. Sin código promocional.`,
        exclusive: false,
        slug: `rebajas-${pct}`,
      };
    }
    case 'twoforone':
      return {
        type: 'promotion',
        title: rng.pick([`2x1 en ${thing}`, `3x2 en ${thing}`, `Segunda unidad al 50% en ${thing}`]),
        description: `Compra varios artículos de ${thing} seleccionados en ${shop} y paga menos: el descuento se aplica automáticamente en la cesta.`,
        terms: `${common} El artículo de menor precio es el que se descuenta. Promoción no acumulable con otras ofertas de la misma categoría.`,
        exclusive: false,
        slug: 'multipack',
      };
    case 'gift':
      return {
        type: 'promotion',
        title: `Regalo seguro por compras superiores a ${min} €`,
        description: `Por cada pedido de más de ${min} € en ${shop} recibes un regalo, mientras haya existencias. Ideal si ya pensabas comprar ${thing}.`,
        terms: `${common} Un regalo por pedido. El regalo puede variar según disponibilidad y no se puede cambiar por dinero.`,
        exclusive: false,
        slug: 'regalo',
      };
    case 'season': {
      const season = rng.pick(SEASONS);
      const pct = rng.pick([15, 20, 25, 30, 40, 50]);
      return {
        type: 'promotion',
        title: `${season}: hasta ${pct}% en ${thing}`,
        description: `${shop} celebra ${season} con descuentos de hasta el ${pct}% en ${thing} y otras categorías. Los precios rebajados se ven directamente en la tienda.`,
        terms: `${common} Ofertas válidas en productos seleccionados durante la campaña o hasta agotar existencias.`,
        exclusive: false,
        slug: season
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z\s]/g, '')
          .trim()
          .replace(/\s+/g, '-'),
      };
    }
  }
}

/** The calendar window of the n-th promotion of a store: active, ending soon, expired, upcoming or undated. */
function window(n: number, rng: Prng, reference: Date): { startDate: string | null; endDate: string | null } {
  const slot = (n + rng.int(0, 9)) % 10;
  const at = (offset: number, end: boolean) => `${day(reference, offset)}T${end ? '23:59:59' : '00:00:00'}`;
  switch (slot) {
    case 0: // expired
    case 1: {
      const end = -rng.int(1, 45);
      return { startDate: at(end - rng.int(7, 30), false), endDate: at(end, true) };
    }
    case 2: // ends this week
      return { startDate: at(-rng.int(3, 20), false), endDate: at(rng.int(0, 6), true) };
    case 3: // undated
      return { startDate: null, endDate: null };
    case 4: // started, no end date
      return { startDate: at(-rng.int(1, 60), false), endDate: null };
    case 5: // upcoming
      if (rng.next() < 0.4) return { startDate: at(rng.int(2, 12), false), endDate: at(rng.int(20, 40), true) };
      return { startDate: at(-rng.int(1, 10), false), endDate: at(rng.int(10, 40), true) };
    default:
      return { startDate: at(-rng.int(1, 30), false), endDate: at(rng.int(7, 75), true) };
  }
}

const KINDS: readonly Kind[] = ['percent', 'sale', 'amount', 'shipping', 'season', 'twoforone', 'percent', 'gift', 'sale'];

/** The sample promotions as an Awin Promotions export (`{ data, pagination }`), dated around `reference`. */
export function sampleVoucherExport(reference: Date = new Date()): { data: Array<Record<string, unknown>>; pagination: { page: number; pageSize: number; total: number } } {
  const data: Array<Record<string, unknown>> = [];
  SAMPLE_STORES.forEach((store, si) => {
    const rng = new Prng(0x5eed + store.id);
    for (let n = 0; n < store.count; n++) {
      const kind = KINDS[(n + si) % KINDS.length] as Kind;
      // Every store's first voucher-kind entry is exclusive for a third of the stores, plus a few more.
      const isVoucherKind = kind === 'percent' || kind === 'amount' || kind === 'shipping';
      const exclusive = isVoucherKind && ((si % 3 === 0 && n < 3) || rng.next() < 0.12);
      const d = draft(store, kind, rng, exclusive);
      const dates = window(n, rng, reference);
      const promotionId = 700000 + si * 100 + n;
      const landing = `${store.site}/${SECTOR[store.sector].path}/${d.slug}`;
      const regions = [{ name: 'Spain', countryCode: 'ES' }];
      if (store.pt && n % 2 === 0) regions.push({ name: 'Portugal', countryCode: 'PT' });
      data.push({
        promotionId,
        type: d.type,
        advertiser: { id: store.id, name: store.name, joined: true },
        title: cap(d.title),
        description: d.description,
        terms: d.terms,
        startDate: dates.startDate,
        endDate: dates.endDate,
        url: landing,
        urlTracking: `https://www.awin1.com/cread.php?awinmid=${store.id}&awinaffid=${SAMPLE_PUBLISHER_ID}&clickref=cupon-${promotionId}&ued=${encodeURIComponent(landing)}`,
        dateAdded: dates.startDate ?? `${day(reference, -90)}T09:00:00`,
        campaign: '',
        regions: { all: false, list: regions },
        voucher: d.type === 'voucher' ? { code: d.code, exclusive: d.exclusive, attributable: true } : { exclusive: false, attributable: false },
      });
    }
  });
  // Two entries only valid outside Spain: the region filter must leave them out of Spanish pages.
  const pt = SAMPLE_STORES[3] as SampleStore;
  for (let k = 0; k < 2; k++) {
    const landing = `${pt.site}/pt/promocoes/${k}`;
    data.push({
      promotionId: 799000 + k,
      type: 'promotion',
      advertiser: { id: pt.id, name: pt.name, joined: true },
      title: k === 0 ? 'Campanha exclusiva para Portugal' : 'Portes grátis em Portugal continental',
      description: 'Promoção válida apenas para encomendas com entrega em Portugal.',
      terms: 'Válido apenas em Portugal.',
      startDate: `${day(reference, -5)}T00:00:00`,
      endDate: `${day(reference, 30)}T23:59:59`,
      url: landing,
      urlTracking: `https://www.awin1.com/cread.php?awinmid=${pt.id}&awinaffid=${SAMPLE_PUBLISHER_ID}&ued=${encodeURIComponent(landing)}`,
      regions: { all: false, list: [{ name: 'Portugal', countryCode: 'PT' }] },
      voucher: { exclusive: false },
    });
  }
  return { data, pagination: { page: 1, pageSize: data.length, total: data.length } };
}

/**
 * Imports the sample promotions when there are none yet (first start) and writes every store's logo to
 * `<dataDir>/images/stores/<key>.svg`. Returns how many promotions were imported (0 when some existed).
 */
export async function seedSampleVouchersIfEmpty(db: DataSource, dataDir: string, reference: Date = new Date()): Promise<number> {
  const [row] = (await db.query(`SELECT EXISTS (SELECT 1 FROM promotion) AS has`)) as Array<{ has: boolean }>;
  if (row?.has) {
    // Logos live in DATA_DIR, the promotions maybe in PostgreSQL: put back any logo a new DATA_DIR lacks.
    const stores = (await db.query(`SELECT store_key AS key, display_name AS "displayName" FROM advertiser`)) as Array<{ key: string; displayName: string }>;
    writeStoreLogos(dataDir, stores);
    return 0;
  }
  const report = await importVouchers(db, { entries: sampleVoucherExport(reference).data, dataDir });
  return report.inserted;
}
