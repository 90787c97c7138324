import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@ofertas/contracts/federation';
import EditorPage from './pages/EditorPage';

/**
 * `./routes` expose: the pages mfe-editor contributes to the shell, one per pattern of
 * `routesOf('editor')` (the route table, contracts/src/routes.ts;
 * titles and descriptions live there only).
 */
const remote: RemoteRoutesModule<ComponentType> = {
  name: 'editor',
  version: __MFE_VERSION__,
  routes: [
    { path: '/blog/new', Component: EditorPage },
  ],
};

export default remote;
