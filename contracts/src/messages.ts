/**
 * Every Spanish user-facing string of SPEC §2, §5 and §8, character for character: the spec's spelling
 * (missing accents, 'Ùltimas') is what users and tests see, so it is not corrected here.
 */

// Shared layout (SPEC §2)
export const LOGIN_REGISTER = 'Login / Register';
export const SEARCH_PLACEHOLDER = 'Buscar Ofertas';
export const SEARCH_BUTTON = 'Buscar';
export const SCROLL_TOP = 'Subir';
export const ALL_RIGHTS_RESERVED = 'Todos los derechos reservados.';
export const ACCEPT_COOKIES = 'Aceptar todas las Cookies';
export const COUPONS_BANNER = 'Nuevo! Cupones Descuento!';

/** Top navigation shortcuts → category names of rules/categories.ts. */
export const NAV_SHORTCUTS = [
  { label: 'Ùltimas ofertas', category: 'all' },
  { label: 'Tecnología', category: 'Computers' },
  { label: 'Compras', category: 'Bags' },
  { label: 'Regalos', category: 'Skincare' },
  { label: 'Hogar', category: 'Home Accessories' },
] as const;

// Home
export const HOME_CATEGORIES_HEADING = 'Ofertas por Categorías';
export const HOME_ERROR = 'Algo fue mal';

// Offers lists
export const LIST_EMPTY = 'No se encontraron resultados, prueba a buscar de nuevo o cambia los filtros.';
export const LIST_ERROR = 'No se encontraron ofertas';
export const BLACK_FRIDAY_COMPUTERS_HEADING = 'Ofertas Black Friday en Ordenadores';

export function resultsTitle(count: number, keyword: string): string {
  return `${count} Ofertas de ${keyword}`;
}
/** Offers-list pager, as the spec writes it. */
export function pagerLabel(page: number, pages: number): string {
  return `page ${page} de ${pages}`;
}
/** Black Friday pagers. */
export function shortPagerLabel(page: number, pages: number): string {
  return `${page} de ${pages}`;
}
/** Title and description of a search, category or brand list page (the page and the served head agree). */
export function listPageTitle(keyword: string, page: number): string {
  return `Ofertas de ${keyword}${page > 1 ? ` (página ${page})` : ''}`;
}
export function listPageDescription(keyword: string): string {
  return `Las mejores ofertas de ${keyword}: precios rebajados, descuentos y chollos actualizados cada día en tiendas de España.`;
}
export function totalOffersTitle(count: number): string {
  return `Ofertas totales: ${count} ofertas`;
}

// Product detail
export const GO_TO_OFFER = 'Ir a la Oferta';
export const ADDITIONAL_INFO = 'Información adicional';
export const PRODUCT_NOT_FOUND = 'No se encontro el producto que estabas buscando, prueba a buscar de nuevo.';
export function productHeading(title: string): string {
  return `Oferta en ${title}`;
}
/** A list that shows results for part of the search only (not all of its words match any product). */
export function showingResultsFor(words: string): string {
  return `Mostrando resultados para «${words}»`;
}
export function viewersMessage(count: number): string {
  return `Actualmente, ${count} personas están viendo este producto.`;
}

// Error page
export const NOT_FOUND_TEXT = 'Error 404 ¡Ups! Algo salió mal. La página que estás buscando no se encuentra disponible.';
export const BACK_HOME = 'Volver al menú principal';

// Coupons
export const COPIED_TO_CLIPBOARD = 'Copiado al portapapeles';
export function couponsHeading(month: string, year: number | string): string {
  return `Códigos descuento, Vales y Cupones para ${month} ${year}`;
}

// Blog
export const NO_ARTICLES = 'No hay artículos';
export const ARTICLE_GO_TO_OFFER = 'Ir a la oferta';
export const SEARCH_SIMILAR_PRODUCTS = 'Buscar productos similares';
export const RECOMMENDED_PRODUCTS = 'Te recomendamos estos productos';
export const ARTICLE_FETCH_ERROR = 'No se encontró el artículo';
export const ARTICLES_FETCH_ERROR = 'No se encontraron artículos';

// Editor
export const EDITOR_CREATE_TITLE = 'Crear Artículo';
export const EDITOR_EDIT_TITLE = 'Editar Artículo';
export const EDITOR_RESET = 'Crear Nuevo Blog';
export const EDITOR_DELETE = 'Eliminar Artículo';
export const EDITOR_LABELS = {
  title: 'Título',
  slug: 'Slug',
  description: 'Descripción',
  category: 'Categoría',
  image: 'Imagen de portada',
  keySearch: 'key Search',
  password: 'Password',
} as const;
export const ARTICLE_CREATED = 'Artículo creado exitosamente';
export const ARTICLE_CREATE_ERROR = 'Error al crear el artículo';
export const ARTICLE_UPDATED = 'Artículo actualizado exitosamente';
export const ARTICLE_UPDATE_ERROR = 'Error al actualizar el artículo';
export const ARTICLE_DELETED = 'Artículo eliminado exitosamente';
export const ARTICLE_DELETE_ERROR = 'Error al eliminar el artículo';
export const WRONG_PASSWORD = 'Contraseña incorrecta. Inténtalo de nuevo.';
export const CONFIRM_DELETE = '¿Estás seguro de que deseas eliminar este artículo?';
export const BLOG_FOUND_PREFIX = 'Blog encontrado: ';
export const BLOG_NOT_FOUND = 'Blog no encontrado:';
export function blogFoundMessage(slug: string): string {
  return `${BLOG_FOUND_PREFIX}${slug}`;
}

// Static pages
export const LINKS_HEADING = 'Links a las mejores ofertas';
export const CONTACT_HEADING = 'Contacto';
export const CONTACT_MESSAGE_MAX = 1000;
/** How long a contact message is kept before it is deleted (the privacy page states it; the backend enforces it). */
export const CONTACT_RETENTION_MONTHS = 24;
/** Shown under the contact form (Spanish, for shoppers). */
export const CONTACT_SENT = 'Gracias, hemos recibido tu mensaje. Te responderemos lo antes posible.';
export const CONTACT_INVALID = 'Escribe tu correo electrónico y un mensaje (máximo 1000 caracteres).';
export const CONTACT_TOO_MANY = 'Has enviado varios mensajes seguidos. Espera unos minutos y vuelve a intentarlo.';
export const CONTACT_FAILED = 'No se pudo enviar el mensaje. Tu texto sigue aquí: inténtalo de nuevo en unos minutos.';
export function contactCounter(length: number): string {
  return `(máx ${CONTACT_MESSAGE_MAX} caracteres / ${length})`;
}

// Search validation (SPEC §5)
export const SEARCH_INVALID_TEXT = 'Ingrese un texto valido';
export const SEARCH_ONLY_LETTERS = 'Ingrese solo letras';
export const SEARCH_MIN_CHARS = 'Ingrese al menos 3 caracteres';

// Errors (SPEC §8)
/** Shown when an AI call fails (SPEC §8); the AI block is then hidden. */
export const AI_ERROR_MESSAGE = 'Error en la solicitud';
export const REQUEST_ERROR_PREFIX = 'Error en la petición: ';
export const GENERIC_ERROR_PREFIX = 'Ha ocurrido un error: ';
/** List-call failures; the categories-from-search failure passes no cause. */
export function requestErrorMessage(cause = ''): string {
  return `${REQUEST_ERROR_PREFIX}${cause}`;
}
export function genericErrorMessage(cause = ''): string {
  return `${GENERIC_ERROR_PREFIX}${cause}`;
}

// Verified discount (beside the struck price, on cards and on the product page)
export function lowest30Text(euros: string): string {
  return `Precio más bajo en 30 días: ${euros}`;
}
/** The struck price was charged by the shop at some moment of the last 30 days (our own price history). */
export const DISCOUNT_VERIFIED = 'Descuento comprobado: la tienda cobró ese precio en los últimos 30 días';
/** The struck price is the shop's recommended or 'antes' price, never seen charged in our 30 days of history. */
export const DISCOUNT_SHOP_REFERENCE = 'Precio de referencia de la tienda, no lo hemos visto aplicado';

// Feeds (Atom) of the lists and coupon pages
export const SUBSCRIBE_OFFERS = 'Suscríbete a estas ofertas';
export const SUBSCRIBE_COUPONS = 'Suscríbete a estos cupones';
export function couponsFeedTitle(store: string | null): string {
  return store === null ? 'Ofertas Flash: cupones nuevos' : `Ofertas Flash: cupones de ${store}`;
}
/** An offers feed entry's title: the product entered the list, or its price dropped. */
export function priceEntryTitle(title: string, euros: string, drop: boolean): string {
  return drop ? `Baja de precio: ${title} a ${euros}` : `Nueva oferta: ${title} a ${euros}`;
}
export function priceEntryNow(euros: string): string {
  return `Precio: ${euros}.`;
}
export const FEED_BAD_QUERY = 'La dirección del feed no es válida: revisa los filtros (categorias, marca, precio de 1 a 1000).';
export const FEED_NOT_FOUND = 'No hay ningún feed en esta dirección.';
