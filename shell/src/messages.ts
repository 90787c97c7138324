/**
 * Spanish interface texts of the shell, verbatim from SPEC (§2, §5, §8). Kept here until
 * contracts/src/messages.ts exists; then these should be imported from there.
 */
export const MSG = {
  searchPlaceholder: 'Buscar Ofertas',
  searchButton: 'Buscar',
  searchInvalid: 'Ingrese un texto valido',
  searchOnlyLetters: 'Ingrese solo letras',
  searchMinChars: 'Ingrese al menos 3 caracteres',
  loginRegister: 'Login / Register',
  scrollTop: 'Subir',
  cookieAccept: 'Aceptar todas las Cookies',
  couponsBanner: 'Nuevo! Cupones Descuento!',
  rightsReserved: 'Todos los derechos reservados.',
  notFound: 'Error 404 ¡Ups! Algo salió mal. La página que estás buscando no se encuentra disponible.',
  backHome: 'Volver al menú principal',
  contactTitle: 'Contacto',
  linksTitle: 'Links a las mejores ofertas',
  contactCounter: (n: number) => `(máx 1000 caracteres / ${n})`,
  remoteUnavailable: 'Esta sección no está disponible en este momento.',
  retry: 'Reintentar',
  loading: 'Cargando…',
} as const;

/** Top navigation shortcuts (SPEC §2): label → English category name (slug from contracts). */
export const NAV_SHORTCUTS = [
  { label: 'Ùltimas ofertas', category: 'all' },
  { label: 'Tecnología', category: 'Computers' },
  { label: 'Compras', category: 'Bags' },
  { label: 'Regalos', category: 'Skincare' },
  { label: 'Hogar', category: 'Home Accessories' },
] as const;

/** localStorage keys (SPEC §9: one for the cookie bar, one for the last search text). */
export const STORAGE_KEYS = { cookieBarHidden: 'ofertas.cookieBarHidden', lastSearch: 'ofertas.lastSearch' } as const;
