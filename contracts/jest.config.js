module.exports = { ...require('../jest.base.js'), testEnvironment: 'node', roots: ['<rootDir>/src'] };
