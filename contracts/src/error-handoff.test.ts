import { errorNavState, errorReasonForPath, errorReasonOf } from './error-handoff';

test('a product page path names a missing product; other paths and states do not', () => {
  expect(errorReasonForPath('/ofertas/portatil-lenovo/abc123')).toBe('missing-product');
  expect(errorReasonForPath('/ofertas/portatil')).toBe('other');
  expect(errorReasonForPath('/esto/no/existe')).toBe('other');
  expect(errorReasonOf(errorNavState('missing-product'))).toBe('missing-product');
  expect(errorReasonOf({ errorReason: 'x' })).toBe('other');
  expect(errorReasonOf(null)).toBe('other');
  expect(errorReasonOf('missing-product')).toBe('other');
});
