// mfe-blog: one call to the shared federation factory (tools/webpack/federation.js).
const { createFederatedConfig, DEV_PORTS, DEV_BACKEND } = require('../tools/webpack/federation');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'blog',
  port: DEV_PORTS.blog,
  title: 'mfe-blog (modo aislado)',
  exposes: {
    './routes': './src/routes.tsx',
  },
  devProxy: { '/api': DEV_BACKEND, '/go': DEV_BACKEND },
});
