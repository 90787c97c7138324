// mfe-offers: one call to the shared federation factory (tools/webpack/federation.js).
const { createFederatedConfig, DEV_PORTS, DEV_BACKEND } = require('../tools/webpack/federation');

module.exports = createFederatedConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'offers',
  port: DEV_PORTS.offers,
  title: 'mfe-offers (modo aislado)',
  exposes: {
    './routes': './src/routes.tsx',
    './ProductCard': './src/fragments/ProductCard.tsx',
    './ProductStrip': './src/fragments/ProductStrip.tsx',
    './Carousel': './src/fragments/Carousel.tsx',
  },
  devProxy: { '/api': DEV_BACKEND, '/go': DEV_BACKEND },
});
