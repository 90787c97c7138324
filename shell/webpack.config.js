// Shell (host): one call to the shared federation factory. No remote URL is compiled in: /remotes.json at run time.
const path = require('node:path');
const { createFederatedConfig, DEV_PORTS, DEV_BACKEND } = require('../tools/webpack/federation');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'host',
  name: 'shell',
  port: DEV_PORTS.shell,
  title: 'Ofertas Flash',
  runtimePlugins: [path.join(__dirname, 'src/federation/timeoutPlugin.ts'), path.join(__dirname, 'src/federation/retryPlugin.ts')],
  devProxy: { '/api': DEV_BACKEND, '/go': DEV_BACKEND },
});
