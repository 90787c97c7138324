// Shell (host): one call to the shared federation factory. No remote URL is compiled in: /remotes.json at run time.
const path = require('node:path');
const { createFederatedConfig, DEV_PORTS, DEV_BACKEND } = require('../tools/webpack/federation');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'host',
  name: 'shell',
  port: DEV_PORTS.shell,
  title: 'Ofertas Flash',
  runtimePlugins: [path.join(__dirname, 'src/federation/timeoutPlugin.ts')],
  // In dev /remotes.json points at the remotes' own dev servers (see devRemotesMiddleware in the factory).
  devRemotes: {
    offers: `http://127.0.0.1:${DEV_PORTS.offers}/mf-manifest.json`,
    coupons: `http://127.0.0.1:${DEV_PORTS.coupons}/mf-manifest.json`,
    blog: `http://127.0.0.1:${DEV_PORTS.blog}/mf-manifest.json`,
    editor: `http://127.0.0.1:${DEV_PORTS.editor}/mf-manifest.json`,
  },
  devProxy: { '/api': DEV_BACKEND, '/go': DEV_BACKEND },
});
