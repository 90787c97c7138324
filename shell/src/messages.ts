/**
 * Spanish interface texts of the shell. The SPEC strings come from contracts (one source of truth for every
 * team); only the shell's own texts are defined here. Deep import: contracts/src/messages.ts has no zod.
 */
import { LAST_SEARCH_STORAGE_KEY } from '@ofertas/contracts/search-handoff';
import * as C from '@ofertas/contracts/messages';

export const MSG = {
  searchPlaceholder: C.SEARCH_PLACEHOLDER,
  searchButton: C.SEARCH_BUTTON,
  searchInvalid: C.SEARCH_INVALID_TEXT,
  searchOnlyLetters: C.SEARCH_ONLY_LETTERS,
  searchMinChars: C.SEARCH_MIN_CHARS,
  loginRegister: C.LOGIN_REGISTER,
  scrollTop: C.SCROLL_TOP,
  cookieAccept: C.ACCEPT_COOKIES,
  couponsBanner: C.COUPONS_BANNER,
  rightsReserved: C.ALL_RIGHTS_RESERVED,
  notFound: C.NOT_FOUND_TEXT,
  backHome: C.BACK_HOME,
  contactTitle: C.CONTACT_HEADING,
  linksTitle: C.LINKS_HEADING,
  contactCounter: C.contactCounter,
  // the shell's own texts
  loading: 'Cargando…',
} as const;

export const CONTACT_MAX = C.CONTACT_MESSAGE_MAX;

/** Top navigation shortcuts (SPEC §2): label → English category name (slug from contracts). */
export const NAV_SHORTCUTS = C.NAV_SHORTCUTS;

/** localStorage keys (SPEC §9: one for the cookie bar, one for the last search text). */
export const STORAGE_KEYS = { cookieBarHidden: 'ofertas.cookieBarHidden', lastSearch: LAST_SEARCH_STORAGE_KEY } as const;
