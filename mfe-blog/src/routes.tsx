import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@ofertas/contracts/federation';
import BlogListPage from './pages/BlogListPage';
import ArticlePage from './pages/ArticlePage';

/**
 * `./routes` expose: the pages mfe-blog contributes to the shell, one per pattern of
 * `routesOf('blog')` (the route table, contracts/src/routes.ts;
 * titles and descriptions live there only).
 */
const remote: RemoteRoutesModule<ComponentType> = {
  name: 'blog',
  version: __MFE_VERSION__,
  routes: [
    { path: '/blog', Component: BlogListPage },
    { path: '/blog/:slug', Component: ArticlePage },
    { path: '/:slug', Component: ArticlePage },
  ],
};

export default remote;
