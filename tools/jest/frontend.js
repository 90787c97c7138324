// Jest settings shared by the shell, every remote and the web kit: jsdom with the Fetch API, CSS Modules mocked,
// contracts and the kit from source. Each package passes its name and any extra module mappers.
const base = require('../../jest.base.js');

module.exports = function frontendJestConfig(name, { moduleNameMapper = {} } = {}) {
  return {
    ...base,
    displayName: name === 'shell' || name === 'web-kit' ? name : `mfe-${name}`,
    testEnvironment: '<rootDir>/../tools/jest/jsdom-env.js',
    roots: ['<rootDir>/src'],
    // jotai 3, react-router 8 and ky 2 ship ESM only: loaded natively (Node 24 require(esm) with --experimental-vm-modules).
    transformIgnorePatterns: ['/node_modules/'],
    setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
    moduleNameMapper: {
      '\\.css$': '<rootDir>/src/test/styleMock.js',
      ...moduleNameMapper,
      '^@ofertas/contracts/(.*)$': '<rootDir>/../contracts/src/$1',
      '^@ofertas/web-kit$': '<rootDir>/../web-kit/src/index.ts',
      '^@ofertas/web-kit/test$': '<rootDir>/../web-kit/src/test/index.ts',
      ...base.moduleNameMapper,
    },
    globals: { __MFE_NAME__: name, __MFE_VERSION__: '0.0.0-test', __BUILD_LABEL__: '' },
  };
};
