import { remoteVersionOf, storedVersionUrl } from './release-beacon';
import { ReleaseBeaconSchema } from './releases';

test('the registry version of a stored remote’s URL, and none for a URL without one', () => {
  expect(remoteVersionOf(storedVersionUrl('coupons', '0.1.0-3f9a0c1d2e4b'))).toBe('0.1.0-3f9a0c1d2e4b');
  expect(remoteVersionOf('https://cdn.example/mfe/blog/v/0.2.0+rc.1-abcdefabcdef/mf-manifest.json')).toBe('0.2.0+rc.1-abcdefabcdef');
  expect(remoteVersionOf('/mfe/coupons/mf-manifest.json')).toBeNull();
  expect(remoteVersionOf('/mfe/coupons/v/a b/mf-manifest.json')).toBeNull();
});

test('a beacon is a remote, a version id or null, and one of three kinds', () => {
  expect(ReleaseBeaconSchema.safeParse({ remote: 'offers', version: null, kind: 'render-error' }).success).toBe(true);
  expect(ReleaseBeaconSchema.safeParse({ remote: 'offers', version: 'x/y', kind: 'view' }).success).toBe(false);
  expect(ReleaseBeaconSchema.safeParse({ remote: 'shell', version: null, kind: 'view' }).success).toBe(false);
  expect(ReleaseBeaconSchema.safeParse({ remote: 'offers', version: null, kind: 'click' }).success).toBe(false);
});
