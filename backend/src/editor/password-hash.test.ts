import { hashPassword, verifyPassword } from './password-hash';

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
