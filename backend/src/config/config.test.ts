import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded database with sample data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ databaseKind: 'pglite', PORT: 3000, SEED: 'auto', SAMPLE_SIZE: 3200 });
  });

  it('uses PostgreSQL when DATABASE_URL is set; empty values count as unset', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).databaseKind).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: '' }).databaseKind).toBe('pglite');
  });

  it('names every bad variable and its value', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED: 'sometimes' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const msg = (error as Error).message;
    expect(msg).toContain('PORT="abc": must be a number');
    expect(msg).toContain('DATABASE_URL="mysql://x": must be a URL starting with postgres: or postgresql://');
    expect(msg).toContain('SEED="sometimes"');
  });

  it('rejects out-of-range numbers', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT="70000": must be between 0 and 65535');
    expect(() => loadConfig({ SAMPLE_SIZE: '-1' })).toThrow('SAMPLE_SIZE');
  });
});
