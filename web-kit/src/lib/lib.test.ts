import { errorCause } from './errorCause';
import { loadOnce } from './loadOnce';
import { arrayOf, AnswerShapeError } from './check';

test('errorCause: a short Spanish cause, never an address or a library\'s English text', () => {
  const http = (status: number, statusText: string) =>
    Object.assign(new Error(`Request failed with status code ${status} ${statusText}: GET http://x/api/a`), {
      response: new Response(null, { status, statusText }),
    });
  expect(errorCause(http(404, 'Not Found'))).toBe('no encontrado (404)');
  expect(errorCause(http(500, 'Internal Server Error'))).toBe('error del servidor (500)');
  expect(errorCause(http(503, 'Service Unavailable'))).toBe('servicio no disponible, inténtalo en unos minutos (503)');
  expect(errorCause(http(400, 'Bad Request'))).toBe('petición no válida (400)');
  const network = Object.assign(new Error('Request failed due to a network error: GET http://127.0.0.1:3000/api/products/get/?search=null'), {
    name: 'NetworkError',
  });
  expect(errorCause(network)).toBe('sin conexión con el servidor');
  expect(errorCause(new TypeError('Failed to fetch'))).toBe('sin conexión con el servidor');
  expect(errorCause(Object.assign(new Error('t'), { name: 'TimeoutError' }))).toBe('tiempo de espera agotado');
  expect(errorCause(new AnswerShapeError('productos'))).toBe('respuesta no válida del servidor');
  expect(errorCause(Object.assign(new Error('[{"code":"invalid_type"}]'), { name: 'ZodError' }))).toBe('respuesta no válida del servidor');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(errorCause(new TypeError('Failed to parse URL from /api/products/get/?q=1'))).toBe('error inesperado');
  expect(errorCause('texto')).toBe('error inesperado');
  warn.mockRestore();
  for (const e of [http(500, 'Internal Server Error'), network, new TypeError('Failed to parse URL from /api/x')]) {
    const warnAgain = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const cause = errorCause(e);
    warnAgain.mockRestore();
    expect(cause).not.toMatch(/https?:|\/api\/|Request|Failed|Error/);
  }
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
