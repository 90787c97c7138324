import { useAtomValue } from 'jotai';
import type { BlogArticle } from '@ofertas/contracts/blog';
import { BLOG_SLUG_PATTERN } from '@ofertas/contracts/rules/slug';
import { loadArticle } from '../api/blog';
import { useRequest, type RequestState } from '@ofertas/web-kit';
import { loadedArticlesAtom } from '../state/articles';

/**
 * The article of a slug: from the list already loaded (no second fetch), else GET /api/blog/{slug}. A slug
 * that cannot exist (the catch-all also sees '/Ofertas_2024') is an error without asking the server.
 */
export function useArticle(slug: string): RequestState<BlogArticle> {
  const fromList = useAtomValue(loadedArticlesAtom)?.find((a) => a.slug === slug);
  const valid = BLOG_SLUG_PATTERN.test(slug);
  const req = useRequest(fromList || !valid ? null : `article|${slug}`, () => loadArticle(slug));
  if (fromList) return { status: 'ok', data: fromList, error: null };
  if (!valid) return { status: 'error', data: null, error: 'slug no válido' };
  return req;
}
