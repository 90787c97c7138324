import '@testing-library/jest-dom';

// jsdom does not implement scrolling.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Node's Request (the test environment's Fetch API) has no document base: resolve relative URLs against the
// page, as a browser does, so ky's same-origin calls ('/api/blog') reach the stubbed fetch unchanged.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
} as typeof Request;
