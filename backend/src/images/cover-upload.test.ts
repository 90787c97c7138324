import { EDITOR_LIMITS, EDITOR_MESSAGES } from '@ofertas/contracts';
import { base64DecodedLength, coverTooLarge, decodeCover, CoverRejected } from './cover-upload';
import { looksLikeMarkup, sniffRasterType } from './image-type';

const url = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);

function rejection(dataUrl: string): CoverRejected {
  try {
    decodeCover(dataUrl);
  } catch (e) {
    if (e instanceof CoverRejected) return e;
    throw e;
  }
  throw new Error('accepted');
}

describe('cover uploads', () => {
  it('types images from their bytes, not the declared type', () => {
    expect(decodeCover(url('image/png', PNG))).toMatchObject({ extension: 'png', contentType: 'image/png' });
    expect(decodeCover(url('image/png', JPEG))).toMatchObject({ extension: 'jpg', contentType: 'image/jpeg' });
    expect(decodeCover(url('image/gif', Buffer.from('GIF87a....')))).toMatchObject({ extension: 'gif' });
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(sniffRasterType(webp)?.extension).toBe('webp');
    expect(sniffRasterType(Buffer.concat([Buffer.from('BM'), Buffer.alloc(30)]))?.extension).toBe('bmp');
    expect(sniffRasterType(Buffer.from('BM texto'))).toBeNull();
    expect(sniffRasterType(Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(20)]))?.extension).toBe('ico');
  });

  it('hashes the bytes', () => {
    expect(decodeCover(url('image/png', PNG)).sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(decodeCover(url('image/png', PNG)).bytes.equals(PNG)).toBe(true);
  });

  it('refuses SVG, markup, unknown bytes and broken base64 with 400 messages naming the field', () => {
    expect(rejection(url('image/svg+xml', Buffer.from('<svg/>')))).toMatchObject({ status: 400, message: EDITOR_MESSAGES.coverSvg });
    expect(rejection(url('image/png', Buffer.from('\ufeff  <svg onload=x>')))).toMatchObject({ status: 400, message: EDITOR_MESSAGES.coverSvg });
    expect(rejection(url('image/png', Buffer.from('hola')))).toMatchObject({ status: 400, message: EDITOR_MESSAGES.coverType });
    expect(rejection('data:image/png;base64,A')).toMatchObject({ status: 400 });
    expect(rejection('data:image/png;base64,')).toMatchObject({ status: 400 });
    expect(rejection('data:image/png,rawtext')).toMatchObject({ status: 400 });
    expect(looksLikeMarkup(Buffer.from('\n\t<html>'))).toBe(true);
  });

  it('measures the decoded size from the text: over 2 MB is 413', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000]) expect(base64DecodedLength(Buffer.alloc(n).toString('base64'))).toBe(n);
    const big = Buffer.alloc(EDITOR_LIMITS.coverBytes + 1, 0xff);
    JPEG.copy(big);
    expect(coverTooLarge(url('image/jpeg', big))).toBe(true);
    expect(rejection(url('image/jpeg', big))).toMatchObject({ status: 413, message: EDITOR_MESSAGES.coverTooLarge });
    expect(coverTooLarge(url('image/jpeg', big.subarray(0, EDITOR_LIMITS.coverBytes)))).toBe(false);
    expect(decodeCover(url('image/jpeg', big.subarray(0, EDITOR_LIMITS.coverBytes))).bytes.length).toBe(EDITOR_LIMITS.coverBytes);
  });
});
