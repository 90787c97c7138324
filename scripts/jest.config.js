// The repository's own scripts: plain ES modules, run as they are (Jest's ESM mode, no transform).
module.exports = {
  displayName: 'scripts',
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['<rootDir>/**/*.test.mjs'],
  moduleFileExtensions: ['mjs', 'js'],
  transform: {},
};
