import { Writable } from 'node:stream';
import pino from 'pino';
import { parseEnv } from '../config/config';
import { PinoNestLogger } from './nest-logger';
import { createRootLogger } from './root-logger';

function memoryLogger(): { logger: PinoNestLogger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: new PinoNestLogger(pino({ level: 'info' }, sink), 60), lines };
}

describe('PinoNestLogger', () => {
  it('summarises repeated warnings of one kind: the first line, then one count per window', async () => {
    const { logger, lines } = memoryLogger();
    for (let i = 0; i < 5000; i++) logger.warn({ msg: 'database unavailable', path: `/api/products/${i}`, error: 'Connection terminated' }, 'HTTP');
    logger.warn('another warning', 'Redis');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ msg: 'database unavailable', context: 'HTTP', path: '/api/products/0', level: 40 });
    await new Promise((r) => setTimeout(r, 150));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatchObject({ context: 'HTTP', repeated: 4999, level: 40 });
    expect(lines[2]?.msg).toBe('database unavailable (repeated 4999 more times in 0.06 s)');
    // A new window lets the kind through again.
    logger.warn({ msg: 'database unavailable', path: '/api/health' }, 'HTTP');
    expect(lines).toHaveLength(4);
  });

  it('writes every info line, and errors with their stack and context', () => {
    const { logger, lines } = memoryLogger();
    logger.log('listening', 'Ofertas Flash');
    logger.log('listening', 'Ofertas Flash');
    logger.error('GET /api/x', 'Error: boom\n    at here', 'HTTP');
    logger.debug('not at info level', 'X');
    expect(lines.map((l) => [l.msg, l.context])).toEqual([
      ['listening', 'Ofertas Flash'],
      ['listening', 'Ofertas Flash'],
      ['GET /api/x', 'HTTP'],
    ]);
    expect(lines[2]).toMatchObject({ stack: 'Error: boom\n    at here', level: 50 });
    logger.flush();
  });
});

describe('createRootLogger', () => {
  it('masks secrets in fields and e-mail addresses in texts', () => {
    const chunks: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    const root = createRootLogger(parseEnv({ NODE_ENV: 'production' }), sink);
    root.info({ req: { headers: { authorization: 'Bearer s3creto', cookie: 'ofertas_editor=s3sion' } }, email: 'ana@example.com' }, 'message from luis.p@correo.es');
    const text = chunks.join('');
    expect(text).toContain('[email]');
    for (const secret of ['s3creto', 's3sion', 'ana@example.com', 'luis.p@correo.es']) expect(text).not.toContain(secret);
  });
});
