/** Test helpers for the front ends' unit tests (`@ofertas/web-kit/test`); never imported by shipped code. */
export { NOT_FOUND, stubFetch, type SeenRequest, type StubAnswer, type StubRoute, type StubRoutes } from './fetchStub';
