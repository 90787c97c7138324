// mfe-editor: one call to the shared federation factory (tools/webpack/federation.js).
const path = require('node:path');
const { createFederatedConfig, DEV_PORTS, DEV_BACKEND } = require('../tools/webpack/federation');

const config = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'editor',
  port: DEV_PORTS.editor,
  title: 'mfe-editor (modo aislado)',
  exposes: {
    './routes': './src/routes.tsx',
  },
  devProxy: { '/api': DEV_BACKEND, '/go': DEV_BACKEND },
});

module.exports = (env, argv) => {
  const built = config(env, argv);
  // The Markdown editor's bundled preview renderer is never shown (see src/lib/no-package-preview.tsx).
  built.resolve.alias['@uiw/react-markdown-preview/nohighlight$'] = path.join(__dirname, 'src/lib/no-package-preview.tsx');
  return built;
};
