module.exports = require('../tools/jest/frontend.js')('coupons');
