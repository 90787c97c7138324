import { acceptsEncoding } from './accept-encoding';

describe('acceptsEncoding', () => {
  it('gzip: honours q values and *', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'gzip')).toBe(true);
    expect(acceptsEncoding('br;q=0, gzip;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('*;q=0, gzip', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip;q=0, *', 'gzip')).toBe(false);
    expect(acceptsEncoding('br', 'gzip')).toBe(false);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    expect(acceptsEncoding('', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding(';;,,;q=x', 'gzip')).toBe(false);
  });
  it('br, q=0 in any spelling, and a header sent twice', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0.0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('gzip ; q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding('GZIP;Q=1', 'gzip')).toBe(true);
    expect(acceptsEncoding(['deflate', 'gzip'], 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip', 'br')).toBe(false);
  });
});
