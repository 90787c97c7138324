import { useEffect } from 'react';
import { useAtom } from 'jotai';
import type { BlogArticleSummary } from '@ofertas/contracts/blog';
import { loadArticles } from '../api/blog';
import { useRequest, type RequestState } from '@ofertas/web-kit';
import { loadedArticlesAtom } from '../state/articles';

/**
 * GET /api/blog each time the list is opened; the list loaded before is shown meanwhile (no blank page on
 * the way back from an article), and every answer is kept for the article page (summaries: no sections).
 */
export function useArticles(): RequestState<readonly BlogArticleSummary[]> {
  const [loaded, setLoaded] = useAtom(loadedArticlesAtom);
  const req = useRequest<readonly BlogArticleSummary[]>('blog-list', loadArticles);
  useEffect(() => {
    if (req.status === 'ok') setLoaded(req.data);
  }, [req, setLoaded]);
  if (req.status === 'loading' && loaded) return { status: 'loading', data: loaded, error: null };
  return req;
}
