// The build tools' own tests (tools/webpack/*.test.js): plain Node.
const base = require('../jest.base.js');

module.exports = { ...base, displayName: 'tools', testEnvironment: 'node', roots: ['<rootDir>/webpack'] };
