import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@ofertas/contracts/federation';
import EditorPage from './pages/EditorPage';

/**
 * `./routes` expose: the pages mfe-editor contributes to the shell, one per pattern of
 * REMOTE_ROUTE_PATTERNS.editor (contracts/src/federation.ts).
 */
const remote: RemoteRoutesModule<ComponentType> = {
  name: 'editor',
  version: __MFE_VERSION__,
  routes: [
    { path: '/blog/new', Component: EditorPage, title: 'Crear Artículo' },
  ],
};

export default remote;
