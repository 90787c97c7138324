// mfe-editor: one call to the shared federation factory (tools/webpack/federation.js).
const path = require('node:path');
const webpack = require('webpack');
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
  // Its text area CSS says 'word-wrap: pre' (no such value): the same rules with a valid one.
  built.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/^\.\/index\.css$/, (resource) => {
      if (/react-md-editor[\\/]esm[\\/]components[\\/]TextArea$/.test(resource.context)) resource.request = path.join(__dirname, 'src/vendor/md-editor-textarea.css');
    }),
  );
  return built;
};
