module.exports = {
  ...require('../jest.base.js'),
  displayName: 'backend',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  // Each test file boots its own app on its own database; PGlite takes a few seconds to start.
  testTimeout: 120000,
  // The Atom writer ships as ES modules only; Jest runs CommonJS, so it is compiled like the sources.
  transformIgnorePatterns: ['/node_modules/(?!feed/)'],
};
