/**
 * Store (Awin advertiser) name rules of SPEC §3, shared by the backend and the coupons remote. Pure functions,
 * no zod, so a front-end bundle can import them from '@ofertas/contracts/rules/stores' alone.
 */

/** Single-product answers drop a trailing ' ES' from the merchant name (SPEC §3). */
export function stripCountrySuffix(merchant: string): string {
  return merchant.replace(/\s+ES$/, '');
}

/** Store name as shown and used in /cupones/{tienda}: 'Weekend Desk ES' → 'Weekend-Desk'. */
export function advertiserDisplayName(name: string): string {
  return name
    .trim()
    .replace(/\s+ES$/, '')
    .trim()
    .replace(/\s+/g, '-');
}

/** One entry per display name (first wins), names already in display form; nameless stores are dropped. */
export function uniqueAdvertisers<A extends { id: number; name: string }>(list: ReadonlyArray<A>): Array<{ id: number; name: string }> {
  const seen = new Set<string>();
  const out: Array<{ id: number; name: string }> = [];
  for (const a of list) {
    const name = advertiserDisplayName(a.name);
    if (name === '' || seen.has(name)) continue;
    seen.add(name);
    out.push({ id: a.id, name });
  }
  return out;
}

/** File-safe key of a store: 'El-Corte-Inglés' → 'el-corte-ingles' (logos live at /api/images/stores/{key}.svg). */
export function storeKey(name: string): string {
  return advertiserDisplayName(name)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** URL of a store's logo (SVG generated locally by the backend when the store is first imported). */
export function storeLogoPath(name: string): string {
  return `/api/images/stores/${storeKey(name) || 'tienda'}.svg`;
}


/** Shown name of a store: hyphens back to spaces ('Weekend-Desk' → 'Weekend Desk'). */
export function storeLabel(name: string): string {
  return name.replace(/-/g, ' ');
}

/** The store a /cupones/{tienda} segment means: same display name ignoring case, or same key ('el-corte-ingles'). */
export function findStore<S extends { name: string }>(stores: readonly S[], tienda: string): S | undefined {
  if (tienda === 'all') return undefined;
  const lower = tienda.toLowerCase();
  return stores.find((s) => s.name.toLowerCase() === lower) ?? stores.find((s) => storeKey(s.name) === storeKey(tienda));
}

/** Title of a store's coupons page (the shell's title suffix ' | site' is added by whoever renders the head). */
export function storeCouponsTitle(name: string, month: string, year: number): string {
  return `Cupones descuento ${storeLabel(name)}: ${month} ${year}`;
}

/** Lead text of a store's coupons page, also its meta description. */
export function storeCouponsLead(name: string): string {
  return `Cupones, códigos descuento y promociones de ${storeLabel(name)} para comprar en España.`;
}
