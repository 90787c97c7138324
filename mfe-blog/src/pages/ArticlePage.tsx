import { Navigate } from 'react-router';

/**
 * /blog/:slug and the single-segment catch-all /:slug. No article exists until the blog issue adds the article
 * store, and SPEC §2 sends a missing article to /error — which also keeps unknown paths such as /foo on the
 * not-found page instead of an empty article.
 */
export default function ArticlePage() {
  return <Navigate to="/error" replace />;
}
