// Every unit and HTTP test of the workspace in one run (e2e has its own config: it needs built front ends).
const fs = require('node:fs');
const path = require('node:path');

const packages = ['scripts', 'contracts', 'tools', 'web-kit', 'backend', 'shell', 'mfe-offers', 'mfe-coupons', 'mfe-blog', 'mfe-editor'];
module.exports = {
  // Global, not per project: PGlite and PostgreSQL-backed suites boot real databases.
  testTimeout: 120000,
  projects: packages.filter((p) => fs.existsSync(path.join(__dirname, p, 'jest.config.js'))).map((p) => `<rootDir>/${p}`),
};
