const base = require('../jest.base.js');

module.exports = {
  ...base,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/test/styleMock.js',
    '^@ofertas/contracts/(.*)$': '<rootDir>/../contracts/src/$1',
    ...base.moduleNameMapper,
  },
  globals: { __MFE_NAME__: 'shell', __MFE_VERSION__: '0.0.0-test', __BUILD_LABEL__: '' },
};
