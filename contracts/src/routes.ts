/**
 * The one route table of the site (SPEC §2): which URL pattern exists, who renders it, and its default title
 * and meta description. The shell builds its router from it, the server fills <title>/<meta description> and
 * preload hints from it, and each remote's route test checks its `./routes` expose against it.
 * Pure data and functions: safe to import from any bundle and from the server.
 */
import type { RemoteName } from './federation';
import { blackFridayPageTitle } from './rules/campaigns';

export type RouteOwner = 'shell' | RemoteName;

export interface RouteEntry {
  /** react-router pattern (`:param`, optional `:param?`). */
  pattern: string;
  owner: RouteOwner;
  /** Default document title (without the site name) until the page sets its own. */
  title: string;
  description: string;
  /**
   * The owner's lazy chunk for this page (`webpackChunkName` in its routes.tsx), when the page is one: the server
   * hints its files with the remote's first scripts. e2e `federation` checks each is in the build.
   */
  chunk?: string;
  /** A title that names the current campaign year: wins over `title` (server head and client must agree). */
  datedTitle?: (now: Date) => string;
}

/** The title a route shows at `now` (its dated title when it has one). */
export function routeTitle(route: RouteEntry, now: Date): string {
  return route.datedTitle ? route.datedTitle(now) : route.title;
}

const OFFERS_DESCRIPTION = 'Busca y compara ofertas con descuento en miles de productos.';
const BLOG_DESCRIPTION = 'Consejos de ahorro, guías de compra y las mejores ofertas explicadas.';
const COUPONS_DESCRIPTION = 'Códigos descuento, vales y cupones de las mejores tiendas online.';

export const ROUTES: readonly RouteEntry[] = [
  // Shell pages
  { pattern: '/links', owner: 'shell', title: 'Links a las mejores ofertas', description: 'Accesos directos a los mejores cupones y ofertas del momento.' },
  { pattern: '/nosotros', owner: 'shell', title: 'Sobre nosotros', description: 'Quiénes somos y cómo seleccionamos las ofertas y cupones que publicamos.' },
  { pattern: '/contacto', owner: 'shell', title: 'Contacto', description: 'Contacta con el equipo de la web de ofertas.' },
  { pattern: '/legal/privacy', owner: 'shell', title: 'Política de privacidad', description: 'Cómo tratamos tus datos personales y cómo ejercer tus derechos.' },
  { pattern: '/legal/cookies', owner: 'shell', title: 'Política de cookies', description: 'Qué cookies usamos, para qué sirven y cómo desactivarlas.' },
  { pattern: '/legal/term', owner: 'shell', title: 'Términos y condiciones', description: 'Condiciones de uso de la web de ofertas y cupones.' },
  { pattern: '/legal/aviso-legal', owner: 'shell', title: 'Aviso legal', description: 'Información legal sobre el titular y las condiciones de la web.' },
  { pattern: '/error', owner: 'shell', title: 'Página no encontrada', description: 'La página que estás buscando no se encuentra disponible.' },
  // mfe-offers
  { pattern: '/', owner: 'offers', chunk: 'home', title: 'Ofertas flash y chollos del día', description: 'Las mejores ofertas flash, descuentos y chollos en tecnología, hogar, moda y más.' },
  { pattern: '/ofertas/:keyword?', owner: 'offers', chunk: 'list', title: 'Ofertas', description: OFFERS_DESCRIPTION },
  // The special pages' head is their route's, served and set in the page alike (they once differed).
  {
    pattern: '/ofertas/vuelta-al-cole',
    owner: 'offers',
    chunk: 'special',
    title: 'Ofertas vuelta al cole: mochilas, estuches y portátiles',
    description: 'Ofertas de vuelta al cole en España: mochilas, estuches, calculadoras, portátiles y tablets con descuento para empezar el curso ahorrando.',
  },
  {
    pattern: '/ofertas/black-friday',
    owner: 'offers',
    chunk: 'special',
    title: 'Ofertas Black Friday',
    description: 'Las mejores ofertas del Black Friday en España: ordenadores, móviles, televisores y hogar con descuento. Consejos para comprar bien y comparar precios.',
    datedTitle: blackFridayPageTitle,
  },
  { pattern: '/categorias/:category?', owner: 'offers', chunk: 'list', title: 'Ofertas por categoría', description: 'Ofertas con descuento por categoría.' },
  { pattern: '/marca/:brand?', owner: 'offers', chunk: 'list', title: 'Ofertas por marca', description: 'Ofertas con descuento por marca.' },
  { pattern: '/ofertas/:title/:id', owner: 'offers', chunk: 'product', title: 'Oferta', description: OFFERS_DESCRIPTION },
  { pattern: '/alertas/confirmar', owner: 'offers', chunk: 'alerts', title: 'Confirmar aviso de precio', description: 'Confirma tu aviso de precio por correo.' },
  { pattern: '/alertas/baja', owner: 'offers', chunk: 'alerts', title: 'Darse de baja de los avisos', description: 'Deja de recibir avisos de precio por correo.' },
  // mfe-coupons
  { pattern: '/cupones', owner: 'coupons', title: 'Cupones descuento', description: COUPONS_DESCRIPTION },
  { pattern: '/cupones/:tienda', owner: 'coupons', title: 'Cupones descuento', description: COUPONS_DESCRIPTION },
  // mfe-blog
  { pattern: '/blog', owner: 'blog', title: 'Blog de ahorro', description: BLOG_DESCRIPTION },
  { pattern: '/blog/:slug', owner: 'blog', title: 'Blog de ahorro', description: BLOG_DESCRIPTION },
  { pattern: '/:slug', owner: 'blog', title: 'Blog de ahorro', description: BLOG_DESCRIPTION },
  // mfe-editor
  { pattern: '/blog/new', owner: 'editor', title: 'Crear Artículo', description: 'Editor de artículos del blog.' },
];

/** The routes one owner renders, in table order. */
export function routesOf(owner: RouteOwner): readonly RouteEntry[] {
  return ROUTES.filter((r) => r.owner === owner);
}

/** The entry of an exact pattern (a page knows its own pattern). Throws on a pattern missing from ROUTES. */
export function routeByPattern(pattern: string): RouteEntry {
  const route = ROUTES.find((r) => r.pattern === pattern);
  if (!route) throw new Error(`ruta desconocida: ${pattern}`);
  return route;
}

interface RankedPath {
  route: RouteEntry;
  regex: RegExp;
  names: string[];
  score: number;
  order: number;
}

const PARAM = /^:[\w-]+$/;

/** react-router explodes optional segments: '/a/:b?' is the two paths '/a' and '/a/:b'. */
function explodeOptional(pattern: string): string[] {
  let paths: string[][] = [[]];
  for (const seg of pattern.split('/').filter(Boolean)) {
    if (seg.endsWith('?')) {
      const required = seg.slice(0, -1);
      paths = paths.flatMap((p) => [p, [...p, required]]);
    } else {
      paths = paths.map((p) => [...p, seg]);
    }
  }
  return paths.map((segs) => `/${segs.join('/')}`);
}

/** react-router's computeScore: static segment 10, dynamic 3, empty 1, plus the number of segments. */
function score(path: string): number {
  const segments = path.split('/');
  return segments.reduce((sum, s) => sum + (PARAM.test(s) ? 3 : s === '' ? 1 : 10), segments.length);
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const body = path
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (!PARAM.test(seg)) return `/${escapeRegex(seg)}`;
      names.push(seg.slice(1));
      return '/([^/]+)';
    })
    .join('');
  // Like react-router: case-insensitive, an optional trailing slash.
  return { regex: new RegExp(`^${body}/?$`, 'i'), names };
}

let ranked: RankedPath[] | null = null;

function rankedPaths(): RankedPath[] {
  if (!ranked) {
    const all: RankedPath[] = [];
    ROUTES.forEach((route) => {
      for (const path of explodeOptional(route.pattern)) {
        all.push({ route, ...compile(path), score: score(path), order: all.length });
      }
    });
    // Higher score first; equal scores keep table order (react-router keeps sibling order).
    ranked = all.sort((a, b) => b.score - a.score || a.order - b.order);
  }
  return ranked;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The route that renders `pathname`, with its params, ranked as react-router ranks routes (static segments
 * beat dynamic ones): '/links' is the shell's, '/blog/new' the editor's, '/x/y' matches nothing.
 * null = unknown path (the shell shows the error page).
 */
export function matchRoute(pathname: string): { route: RouteEntry; params: Record<string, string> } | null {
  for (const candidate of rankedPaths()) {
    const m = candidate.regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    candidate.names.forEach((name, i) => {
      params[name] = decode(m[i + 1] ?? '');
    });
    return { route: candidate.route, params };
  }
  return null;
}
