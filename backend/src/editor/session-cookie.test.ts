import { readSessionCookie, SessionSigner } from './session-cookie';
import { hashPassword, verifyPassword } from './password-hash';

describe('editor session cookie', () => {
  const now = new Date('2026-01-01T10:00:00Z');
  const later = new Date('2026-01-01T18:00:00Z');

  it('verifies its own tokens until they expire', () => {
    const signer = new SessionSigner('s'.repeat(40), 'hash-1');
    const token = signer.issue(later);
    expect(signer.verify(token, now)?.toISOString()).toBe(later.toISOString());
    expect(signer.verify(token, new Date(later.getTime() + 1000))).toBeNull();
  });

  it('refuses tokens of another secret or password, and altered ones', () => {
    const token = new SessionSigner('s'.repeat(40), 'hash-1').issue(later);
    expect(new SessionSigner('t'.repeat(40), 'hash-1').verify(token, now)).toBeNull();
    expect(new SessionSigner('s'.repeat(40), 'hash-2').verify(token, now)).toBeNull();
    const [v, exp, nonce, mac] = token.split('.') as [string, string, string, string];
    expect(new SessionSigner('s'.repeat(40), 'hash-1').verify(`${v}.${Number(exp) + 1}.${nonce}.${mac}`, now)).toBeNull();
    expect(new SessionSigner('s'.repeat(40), 'hash-1').verify(`${token}x`, now)).toBeNull();
  });

  it('reads the cookie among others', () => {
    expect(readSessionCookie('a=1; ofertas_editor=v1.x.y.z; b=2')).toBe('v1.x.y.z');
    expect(readSessionCookie('a=1')).toBeNull();
    expect(readSessionCookie(undefined)).toBeNull();
  });
});

describe('editor password hash', () => {
  it('is scrypt with a random salt and checks in constant time', async () => {
    const a = await hashPassword('una clave larga');
    const b = await hashPassword('una clave larga');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('una clave larga', a)).toBe(true);
    expect(await verifyPassword('una clave larg', a)).toBe(false);
    expect(await verifyPassword('una clave larga', 'md5$abc')).toBe(false);
  });
});
