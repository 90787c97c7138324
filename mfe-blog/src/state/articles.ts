import { atom } from 'jotai';
import type { BlogArticle } from '@ofertas/contracts/blog';

/**
 * The article list last loaded by /blog (full articles): the article page takes its article from here when the
 * reader comes from the list (SPEC §2 "looks up the article in the already loaded list"), and fetches by slug
 * otherwise. `null` until the list was loaded once.
 */
export const loadedArticlesAtom = atom<readonly BlogArticle[] | null>(null);
