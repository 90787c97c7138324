import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@ofertas/contracts/federation';
import BlogListPage from './pages/BlogListPage';
import ArticlePage from './pages/ArticlePage';

/**
 * `./routes` expose: the pages mfe-blog contributes to the shell, one per pattern of
 * REMOTE_ROUTE_PATTERNS.blog (contracts/src/federation.ts).
 */
const remote: RemoteRoutesModule<ComponentType> = {
  name: 'blog',
  version: __MFE_VERSION__,
  routes: [
    { path: '/blog', Component: BlogListPage, title: 'Blog' },
    { path: '/blog/:slug', Component: ArticlePage, title: 'Artículo' },
    { path: '/:slug', Component: ArticlePage, title: 'Artículo' },
  ],
};

export default remote;
