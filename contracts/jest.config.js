module.exports = { ...require('../jest.base.js'), displayName: 'contracts', testEnvironment: 'node', roots: ['<rootDir>/src'] };
