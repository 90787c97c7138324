import { atom } from 'jotai';
import type { BlogArticle, BlogArticleSummary } from '@ofertas/contracts/blog';

/**
 * The article summaries last loaded by /blog (no sections): the article page shows at once what a summary has
 * (SPEC §2 "looks up the article in the already loaded list") while it fetches the sections. `null` until the
 * list was loaded once.
 */
export const loadedArticlesAtom = atom<readonly BlogArticleSummary[] | null>(null);

/** Full articles fetched by slug in this visit, kept so going back to one never fetches it again. */
export const fullArticlesAtom = atom<ReadonlyMap<string, BlogArticle>>(new Map<string, BlogArticle>());
