import { errorCause } from './errorCause';
import { loadOnce } from './loadOnce';
import { arrayOf, AnswerShapeError } from './check';

test('errorCause: HTTP status, Spanish timeout, message without any URL', () => {
  const http = Object.assign(new Error('Request failed with status code 404 Not Found: GET http://x/api/a'), {
    response: new Response(null, { status: 404, statusText: 'Not Found' }),
  });
  expect(errorCause(http)).toBe('404 Not Found');
  expect(errorCause(Object.assign(new Error('t'), { name: 'TimeoutError' }))).toBe('tiempo de espera agotado');
  expect(errorCause(new TypeError('Failed to parse URL from /api/products/get/?q=1'))).toBe('Failed to parse URL from');
  expect(errorCause(new Error('fallo en https://cdn.example/x.js ahora'))).toBe('fallo en ahora');
  expect(errorCause('texto')).toBe('texto');
  expect(errorCause(new Error('https://solo.example/'))).toBe('error desconocido');
});

test('loadOnce: one call shared, a failure forgotten, forget() drops the answer', async () => {
  let n = 0;
  const load = jest.fn(async () => {
    n += 1;
    if (n === 1) throw new Error('red');
    return n;
  });
  const once = loadOnce(load);
  await expect(once()).rejects.toThrow('red');
  const [a, b] = await Promise.all([once(), once()]);
  expect([a, b]).toEqual([2, 2]);
  expect(load).toHaveBeenCalledTimes(2);
  once.forget();
  expect(await once()).toBe(3);
});

test('arrayOf rejects a wrong shape with AnswerShapeError', () => {
  const isNum = (v: unknown): v is number => typeof v === 'number';
  expect(arrayOf([1, 2], isNum, 'n')).toEqual([1, 2]);
  expect(() => arrayOf([1, 'x'], isNum, 'n')).toThrow(AnswerShapeError);
  expect(() => arrayOf({}, isNum, 'n')).toThrow('respuesta inesperada (n)');
});
