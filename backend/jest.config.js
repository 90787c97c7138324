module.exports = {
  ...require('../jest.base.js'),
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  // Each test file boots its own app on its own database; give PGlite time to start.
  testTimeout: 120000,
};
