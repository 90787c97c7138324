module.exports = require('../tools/jest/frontend.js')('web-kit');
