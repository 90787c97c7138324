import { REMOTE_ROUTE_PATTERNS, type RemoteName, type RemotesManifest, type SiteInfo } from '@ofertas/contracts';

/** Titles and descriptions per route for crawlers (the shell sets the same at run time). */
const ROUTES: Array<{ test: RegExp; title: string; description: string }> = [
  { test: /^\/$/, title: 'Ofertas flash y chollos del día', description: 'Las mejores ofertas flash, descuentos y chollos en tecnología, hogar, moda y más.' },
  { test: /^\/ofertas\/black-friday$/, title: 'Ofertas Black Friday', description: 'Las mejores ofertas del Black Friday: tecnología, ordenadores, hogar y moda con grandes descuentos.' },
  { test: /^\/ofertas\/vuelta-al-cole$/, title: 'Ofertas vuelta al cole', description: 'Todo para la vuelta al cole con descuento: mochilas, material escolar, ordenadores y más.' },
  { test: /^\/ofertas(\/[^/]+)?$/, title: 'Ofertas', description: 'Busca y compara ofertas con descuento en miles de productos.' },
  { test: /^\/categorias(\/[^/]+)?$/, title: 'Ofertas por categoría', description: 'Ofertas con descuento por categoría.' },
  { test: /^\/marca(\/[^/]+)?$/, title: 'Ofertas por marca', description: 'Ofertas con descuento por marca.' },
  { test: /^\/cupones(\/[^/]+)?$/, title: 'Cupones descuento', description: 'Códigos descuento, vales y cupones de las mejores tiendas online.' },
  { test: /^\/blog\/new$/, title: 'Crear Artículo', description: 'Editor de artículos del blog.' },
  { test: /^\/blog(\/[^/]+)?$/, title: 'Blog de ahorro', description: 'Consejos de ahorro, guías de compra y las mejores ofertas explicadas.' },
  { test: /^\/links$/, title: 'Links a las mejores ofertas', description: 'Accesos directos a los mejores cupones y ofertas del momento.' },
  { test: /^\/nosotros$/, title: 'Sobre nosotros', description: 'Quiénes somos y cómo seleccionamos las ofertas y cupones que publicamos.' },
  { test: /^\/contacto$/, title: 'Contacto', description: 'Contacta con el equipo de la web de ofertas.' },
  { test: /^\/legal\/privacy$/, title: 'Política de privacidad', description: 'Cómo tratamos tus datos personales y cómo ejercer tus derechos.' },
  { test: /^\/legal\/cookies$/, title: 'Política de cookies', description: 'Qué cookies usamos, para qué sirven y cómo desactivarlas.' },
  { test: /^\/legal\/term$/, title: 'Términos y condiciones', description: 'Condiciones de uso de la web de ofertas y cupones.' },
  { test: /^\/legal\/aviso-legal$/, title: 'Aviso legal', description: 'Información legal sobre el titular y las condiciones de la web.' },
  { test: /^\/error$/, title: 'Página no encontrada', description: 'La página que estás buscando no se encuentra disponible.' },
];

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** JSON that is safe inside <script type="application/json"> (no '</script>' or '<!--' can close it). */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * index.html with <title> and meta description for `pathname` (unknown paths keep the defaults), and the site
 * configuration inlined as `<script id="site-info" type="application/json">` so the shell renders the site
 * name, owner and links without waiting for GET /api/site.
 */
export function fillHeadTags(html: string, pathname: string, site: SiteInfo | null): string {
  const route = ROUTES.find((r) => r.test.test(pathname));
  const siteName = site?.siteName ?? '';
  const title = route ? (siteName ? `${route.title} | ${siteName}` : route.title) : siteName;
  let out = html;
  if (title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (route) {
    out = out.replace(
      /<meta name=("?)description\1 content=("[^"]*"|[^ >]*)>/,
      `<meta name="description" content="${escapeHtml(route.description)}">`,
    );
  }
  if (site) {
    out = out.replace('</head>', `<script id="site-info" type="application/json">${jsonForHtml(site)}</script></head>`);
  }
  return out;
}

/** The shell's own pages: never a remote's, even where a remote pattern (blog's '/:slug') would match. */
const SHELL_PATHS = /^\/(links|nosotros|contacto|error|legal\/(privacy|cookies|term|aviso-legal))\/?$/;

function patternRegex(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => (seg.startsWith(':') ? (seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}

/** Which remote renders `pathname` (same ranking idea as react-router: more static segments win). */
export function remoteForPath(pathname: string): RemoteName | null {
  if (SHELL_PATHS.test(pathname)) return null;
  let best: { name: RemoteName; score: number } | null = null;
  for (const [name, patterns] of Object.entries(REMOTE_ROUTE_PATTERNS) as [RemoteName, readonly string[]][]) {
    for (const pattern of patterns) {
      if (!patternRegex(pattern).test(pathname)) continue;
      const segs = pattern.split('/').filter(Boolean);
      const score = segs.filter((x) => !x.startsWith(':')).length * 10 + segs.length;
      if (!best || score > best.score) best = { name, score };
    }
  }
  return best?.name ?? null;
}

/**
 * Preload hints so the browser fetches /remotes.json and the manifest of the remote that owns the page in
 * parallel with the shell's own JavaScript (saves round trips on a first visit).
 */
export function preloadTags(pathname: string, remotes: RemotesManifest): string {
  const tags = ['<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">'];
  const name = remoteForPath(pathname);
  const url = name ? remotes[name] : undefined;
  if (url && url.endsWith('.json')) tags.push(`<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin="anonymous">`);
  return tags.join('');
}
