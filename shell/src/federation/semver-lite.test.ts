// The shell's production build replaces runtime-core's semver (tools/webpack/runtime/semver-lite.js): within the
// grammar our builds use, it must answer exactly as runtime-core's `satisfy` does.
import { satisfy as coreSatisfy } from '@module-federation/runtime-core';
import { isSupportedRange as supported, satisfy as lite } from '../../../tools/webpack/runtime/semver-lite.js';

const VERSIONS = [
  '0.0.0', '0.0.1', '0.0.2', '0.1.0', '0.1.5', '0.2.0', '1.0.0', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-beta',
  '1.0.0-rc.1', '1.2.3', '1.2.4', '1.3.0', '1.10.0', '2.0.0', '2.0.0-0', '2.0.0-rc.1', '3.0.1', '8.5.1',
  '19.0.0-rc-1', '0.2.0-rc.1', '0.0.2-rc', '1.3.0-beta', '2.0.0-alpha', '20.0.0-0', '19.3.1', '19.3.2', '19.4.0', '20.0.0', '20.0.0-canary.3', '1.2.3+build.5', '0.0.0-0',
];
const BASES = ['0.0.0', '0.0.1', '0.1.0', '0.1.5', '1.0.0', '1.0.0-alpha', '1.2.3', '1.3.0', '2.0.0', '2.0.0-rc.1', '3.0.1', '8.5.1', '19.3.1', '19.0.0-rc-1'];
const OPS = ['', '=', '^', '~', '>', '>=', '<', '<='];
const RANGES = [
  ...OPS.flatMap((op) => BASES.map((b) => op + b)),
  '*', 'x', '', '>=1.0.0 <2.0.0', '^1.2.3 || ^19.3.1', '~1.2.3 || 2.0.0', '>1.0.0 <=1.3.0', '>=0.0.0', '^0.0.0', '^8.5.1 >=8.5.1',
];

test('answers as runtime-core’s satisfy for every version × range of the supported grammar', () => {
  const differ: string[] = [];
  for (const range of RANGES) {
    expect(supported(range)).toBe(true);
    for (const version of VERSIONS) if (lite(version, range) !== coreSatisfy(version, range)) differ.push(`${version} ${JSON.stringify(range)}`);
  }
  expect(differ).toEqual([]);
});

test('versionLt’s question (a <= b) is answered the same, and ranges outside the grammar are refused at build time', () => {
  for (const a of VERSIONS) for (const b of BASES) expect([a, b, lite(a, `<=${b}`)]).toEqual([a, b, coreSatisfy(a, `<=${b}`)]);
  for (const range of ['1.x', '1.2', '1.2.3 - 2.0.0', '>= 1.2.3', 'latest', 'workspace:*', 'npm:react@19']) expect(supported(range)).toBe(false);
  expect(lite('', '*')).toBe(false);
  expect(lite('not-a-version', '*')).toBe(false);
});
