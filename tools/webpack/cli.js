#!/usr/bin/env node
// Runs webpack-cli as resolved from the current package (npm may nest webpack-cli under each workspace,
// where the hoisted `webpack` bin cannot find it). Usage: node ../tools/webpack/cli.js [build|serve] …
const path = require('node:path');
const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [process.cwd(), path.resolve(__dirname, '../..')] });
require(cli);
