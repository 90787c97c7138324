import { ConfigError, parseEnv, startupWarnings } from './config';

describe('configuration', () => {
  it('warns at start when a reachable production server runs without PUBLIC_URL (every canonical link would name localhost)', () => {
    const prod = { NODE_ENV: 'production', HOST: '0.0.0.0' };
    expect(startupWarnings(prod, parseEnv(prod))).toEqual([expect.stringContaining('PUBLIC_URL is not set')]);
    const set = { ...prod, PUBLIC_URL: 'https://ofertas.example' };
    expect(startupWarnings(set, parseEnv(set))).toEqual([]);
    // `npm start` on this machine only: localhost is its address.
    const local = { NODE_ENV: 'production', HOST: '127.0.0.1' };
    expect(startupWarnings(local, parseEnv(local))).toEqual([]);
    expect(startupWarnings({}, parseEnv({}))).toEqual([]);
    // The site settings the pages read carry the public origin, without a trailing slash.
    expect(parseEnv({ PUBLIC_URL: 'https://ofertas.example/' }).site.publicUrl).toBe('https://ofertas.example');
  });

  it('without PUBLIC_URL, links name the address the server is bound to (HOST and PORT)', () => {
    expect(parseEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseEnv({ PORT: '3999' }).PUBLIC_URL).toBe('http://localhost:3999');
    expect(parseEnv({ PORT: '3999' }).site.publicUrl).toBe('http://localhost:3999');
    expect(parseEnv({ HOST: '0.0.0.0', PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(parseEnv({ HOST: '192.168.1.20', PORT: '3999' }).PUBLIC_URL).toBe('http://192.168.1.20:3999');
    expect(parseEnv({ HOST: 'fd00::5', PORT: '3999' }).PUBLIC_URL).toBe('http://[fd00::5]:3999');
    expect(parseEnv({ PORT: '3999', PUBLIC_URL: 'https://ofertas.example' }).PUBLIC_URL).toBe('https://ofertas.example');
  });

  it('defaults to the embedded database with sample data', () => {
    const c = parseEnv({});
    expect(c).toMatchObject({ databaseKind: 'pglite', PORT: 3000, SEED: 'auto', SAMPLE_SIZE: 3200 });
  });

  it("reads the feed import's in-memory comparison limit with the feature settings", () => {
    expect(parseEnv({}).catalogImport.snapshotMaxProducts).toBe(1_000_000);
    expect(parseEnv({ IMPORT_SNAPSHOT_MAX_PRODUCTS: '0' }).catalogImport.snapshotMaxProducts).toBe(0);
    expect(() => parseEnv({ IMPORT_SNAPSHOT_MAX_PRODUCTS: '-1' })).toThrow(/IMPORT_SNAPSHOT_MAX_PRODUCTS="-1"/);
  });

  it('uses PostgreSQL when DATABASE_URL is set; empty values count as unset', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u@h:5432/db' }).databaseKind).toBe('postgres');
    expect(parseEnv({ DATABASE_URL: '' }).databaseKind).toBe('pglite');
  });

  it('names every bad variable and its value', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED: 'sometimes' });
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
    expect(() => parseEnv({ PORT: '70000' })).toThrow('PORT="70000": must be between 0 and 65535');
    expect(() => parseEnv({ SAMPLE_SIZE: '-1' })).toThrow('SAMPLE_SIZE');
  });
});

describe('feature settings in the same pass', () => {
  it('gives each feature its own typed section with the documented defaults', () => {
    const c = parseEnv({});
    expect(c.site).toMatchObject({ siteName: 'Ofertas Flash', ga4Id: null, sponsorBanner: null });
    expect(c.frontends.serve).toBe(true);
    expect(c.frontends.remotes.offers).toBe('/mfe/offers/mf-manifest.json');
    expect(parseEnv({ SERVE_FRONTENDS: 'FALSE' }).frontends.serve).toBe(false);
    expect(parseEnv({ REMOTE_BLOG_URL: 'https://b.example/mf-manifest.json' }).frontends.remotes.blog).toBe('https://b.example/mf-manifest.json');
  });

  it('rejects a bad remote URL or site setting in one message naming every variable', () => {
    let error: unknown;
    try {
      parseEnv({ REMOTE_OFFERS_URL: 'ftp://x', SITE_CONTACT_EMAIL: 'nope', PORT: 'x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT="x": must be a number',
      'SITE_CONTACT_EMAIL="nope": must be an e-mail address',
      'REMOTE_OFFERS_URL="ftp://x": must be an http(s) URL or a path starting with /',
    ]);
    expect(() => parseEnv({ GA4_MEASUREMENT_ID: 'UA-1' })).toThrow(/GA4_MEASUREMENT_ID="UA-1"/);
    expect(() => parseEnv({ SERVE_FRONTENDS: 'maybe' })).toThrow('SERVE_FRONTENDS="maybe": must be true or false');
    expect(parseEnv({ GA4_MEASUREMENT_ID: 'G-ABC1234' }).site.ga4Id).toBe('G-ABC1234');
    expect(parseEnv({ SITE_SOCIAL: '[{"name":"X","url":"https://x.com/a"}]' }).site.social).toEqual([{ name: 'X', url: 'https://x.com/a' }]);
  });

  it('trusts no proxy by default; TRUST_PROXY takes a hop count or addresses, never "true"', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'none' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY="true"');
  });

  it('accepts only redis URLs for REDIS_URL', () => {
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(() => parseEnv({ REDIS_URL: 'http://x' })).toThrow('REDIS_URL');
  });

  it('blog author: SITE_AUTHOR, else the site owner', () => {
    expect(parseEnv({ SITE_OWNER: 'Marta Ruiz' }).site.author).toBe('Marta Ruiz');
    expect(parseEnv({ SITE_OWNER: 'Marta Ruiz', SITE_AUTHOR: 'Equipo de Ofertas' }).site.author).toBe('Equipo de Ofertas');
  });
});
