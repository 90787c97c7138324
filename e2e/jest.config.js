// End-to-end tests: Playwright (playwright-core + Debian's Chromium) driven by Jest, one file at a time,
// against the production build served exactly like `npm start` (see support/global-setup.ts).
module.exports = {
  ...require('../jest.base.js'),
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.e2e.test.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 90000,
  maxWorkers: 1,
};
