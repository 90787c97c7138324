import { REMOTE_NAMES } from './federation';
import { RemotesManifestSchema, SiteConfigSchema } from './site';

describe('SiteConfigSchema', () => {
  const site = {
    siteName: 'Ofertas Flash',
    owner: 'Propietario',
    contactEmail: 'hola@example.com',
    postalAddress: 'Calle Mayor 1, Madrid',
    social: [{ name: 'X', url: 'https://x.com/ofertas' }],
    ga4Id: null,
    sponsorBanner: null,
  };
  it('accepts a configuration without analytics or sponsor', () => {
    expect(SiteConfigSchema.safeParse(site).success).toBe(true);
  });
  it('rejects a missing owner', () => {
    const { owner: _owner, ...rest } = site;
    expect(SiteConfigSchema.safeParse(rest).success).toBe(false);
  });
});

describe('RemotesManifestSchema', () => {
  it('accepts absolute URLs and same-origin paths, and a partial manifest', () => {
    const manifest = {
      offers: '/mfe/offers/mf-manifest.json',
      coupons: 'https://cdn.example.com/coupons/mf-manifest.json',
    };
    expect(RemotesManifestSchema.parse(manifest)).toEqual(manifest);
  });
  it('rejects unknown remotes and non-URLs', () => {
    expect(RemotesManifestSchema.safeParse({ shop: '/mfe/shop/mf-manifest.json' }).success).toBe(false);
    expect(RemotesManifestSchema.safeParse({ blog: 'mf-manifest.json' }).success).toBe(false);
    expect(RemotesManifestSchema.safeParse({ editor: '' }).success).toBe(false);
  });
  it('knows the four remotes', () => {
    expect(REMOTE_NAMES).toEqual(['offers', 'coupons', 'blog', 'editor']);
  });
});
