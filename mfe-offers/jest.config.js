module.exports = require('../tools/jest/frontend.js')('offers', {
  moduleNameMapper: { '\\.(svg|png|jpe?g|webp)$': '<rootDir>/src/test/fileMock.js' },
});
