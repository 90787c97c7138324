// The smoke suite: a few page views of a running site (local or deployed) in Chromium, optionally with release
// candidates forced in this browser only. Run by `npm run smoke` (scripts/smoke.mjs), never by `npm test`.
module.exports = {
  ...require('../jest.base.js'),
  testEnvironment: 'node',
  roots: ['<rootDir>/smoke'],
  testMatch: ['**/*.smoke.test.ts'],
  testTimeout: 60000,
  maxWorkers: 1,
};
