import { within } from './within';

describe('within', () => {
  it('gives the value of work that settles in time', async () => {
    await expect(within(Promise.resolve('img.svg'), 1000, null)).resolves.toBe('img.svg');
  });
  it('gives the fallback when the work is late, and the work still runs to its end', async () => {
    let finished = false;
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve('late.svg'), 60)).then((v) => {
      finished = true;
      return v;
    });
    await expect(within(slow, 5, null)).resolves.toBeNull();
    expect(finished).toBe(false);
    await expect(slow).resolves.toBe('late.svg');
    expect(finished).toBe(true);
  });
  it('gives the fallback when the work fails', async () => {
    await expect(within(Promise.reject(new Error('db down')), 1000, 'none')).resolves.toBe('none');
  });
});
