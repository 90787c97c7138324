import { useEffect } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import type { BlogArticle, BlogArticleSummary } from '@ofertas/contracts/blog';
import { BLOG_SLUG_PATTERN } from '@ofertas/contracts/rules/slug';
import { loadArticle } from '../api/blog';
import { useRequest } from '@ofertas/web-kit';
import { fullArticlesAtom, loadedArticlesAtom } from '../state/articles';

export interface ArticleState {
  /** The list's summary of this slug, when the list was loaded: shown before the full article arrives. */
  summary: BlogArticleSummary | null;
  /** The whole article (sections included) once fetched, or kept from an earlier visit. */
  full: BlogArticle | null;
  /** A load error or a slug that cannot exist (the page goes to /error); null otherwise. */
  error: string | null;
}

/**
 * The article of a slug. The loaded list's summary is returned at once; the full article comes from the ones
 * kept in this visit, else GET /api/blog/{slug} (then kept). A kept article older than the list's summary is
 * fetched again. A slug that cannot exist (the catch-all also sees '/Ofertas_2024') is an error without
 * asking the server.
 */
export function useArticle(slug: string): ArticleState {
  const summary = useAtomValue(loadedArticlesAtom)?.find((a) => a.slug === slug) ?? null;
  const [kept, setKept] = useAtom(fullArticlesAtom);
  const known = kept.get(slug);
  const current = known && (!summary || summary.updatedAt === known.updatedAt) ? known : null;
  const valid = BLOG_SLUG_PATTERN.test(slug);
  // The summary's change time is in the key: a newer list makes a stale kept article load again, once.
  const req = useRequest(current || !valid ? null : `article|${slug}|${summary?.updatedAt ?? ''}`, () => loadArticle(slug));
  const fetched = req.status === 'ok' ? req.data : null;
  useEffect(() => {
    if (fetched) setKept((prev) => new Map(prev).set(slug, fetched));
  }, [fetched, slug, setKept]);
  if (!valid) return { summary: null, full: null, error: 'slug no válido' };
  if (current) return { summary, full: current, error: null };
  return { summary, full: fetched, error: req.status === 'error' ? req.error : null };
}
