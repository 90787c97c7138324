// jsdom test environment for the front-end packages, plus the Fetch API of Node (Request, Response, Headers,
// fetch) and the AbortController/AbortSignal that go with it: react-router's data routers build Requests, and
// jsdom provides neither them nor TextEncoder.
const { TestEnvironment } = require('jest-environment-jsdom');

class FrontendEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of ['Request', 'Response', 'Headers', 'fetch', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone']) {
      this.global[key] = globalThis[key];
    }
  }
}

module.exports = FrontendEnvironment;
