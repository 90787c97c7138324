module.exports = {
  ...require('../jest.base.js'),
  displayName: 'backend',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  // Each test file boots its own app on its own database; PGlite takes a few seconds to start.
  testTimeout: 120000,
};
