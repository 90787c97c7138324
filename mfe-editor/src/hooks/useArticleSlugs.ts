import { useState } from 'react';
import { useRequest, type RequestState } from '@ofertas/web-kit';
import { loadSlugs } from '../api/articles';

/** The picker's slugs (GET /api/blog); `reload()` after a write so a new or deleted article shows at once. */
export function useArticleSlugs(): { slugs: RequestState<string[]>; reload: () => void } {
  const [round, setRound] = useState(0);
  const slugs = useRequest(`slugs-${round}`, () => loadSlugs(), { keep: true });
  return { slugs, reload: () => setRound((r) => r + 1) };
}
