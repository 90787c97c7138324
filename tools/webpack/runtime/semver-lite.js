// @ts-check
/**
 * Shell (host), production: stands in for `@module-federation/runtime-core/dist/utils/semver/index.js` (`satisfy`),
 * whose range parser (hyphen ranges, x-ranges, partial versions, loose spacing) is ~4 KB minified of the shell's
 * main chunk (issue 14). The runtime asks two things of it: does a shared module's version satisfy a consumer's
 * `requiredVersion` (from the consumer's package.json), and `versionLt` (`satisfy(a, '<=' + b)`) to pick the
 * highest of several provided versions. Our builds' ranges are `[op]M.m.p[-pre]` comparators with op one of
 * ^ ~ = < <= > >= or none, joined by spaces or `||`, or `*` — tools/webpack/federation.js fails the build on any
 * other requiredVersion. Those forms are expanded as runtime-core's parser expands them, and compared with its
 * comparison code, copied unchanged (including its loose ordering of non-numeric pre-release identifiers), so
 * answers are the same (shell/src/federation/semver-lite.test.ts compares both over a grid). A form outside
 * that grammar is not satisfied (runtime-core's answer for a range it cannot parse).
 */

const FULL = /^(\^|~|=|<=?|>=?)?v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

/** @param {string} operator @param {string} major @param {string} minor @param {string} patch @param {string} [pre] */
function atom(operator, major, minor, patch, pre) {
  return { operator, version: `${major}.${minor}.${patch}${pre ? `-${pre}` : ''}`, major, minor, patch, preRelease: pre?.split('.') };
}

/** One comparator token → the comparators runtime-core's parser makes of it (null: not in our grammar). */
function expand(token) {
  if (isStar(token)) return [];
  const m = FULL.exec(token);
  if (!m) return null;
  const [, op = '', major, minor, patch, pre] = m;
  if (op !== '^' && op !== '~') return [atom(op, major, minor, patch, pre)];
  const lower = atom('>=', major, minor, patch, pre);
  if (op === '~') return [lower, atom('<', major, String(Number(minor) + 1), '0', '0')];
  if (major !== '0') return [lower, atom('<', String(Number(major) + 1), '0', '0', '0')];
  if (minor !== '0') return [lower, atom('<', '0', String(Number(minor) + 1), '0', '0')];
  return [lower, atom('<', '0', '0', String(Number(patch) + 1), '0')];
}

// ---- runtime-core 2.9.2 utils/semver/compare.js, unchanged ----
function compareAtom(rangeAtom, versionAtom) {
  rangeAtom = Number(rangeAtom) || rangeAtom;
  versionAtom = Number(versionAtom) || versionAtom;
  if (rangeAtom > versionAtom) return 1;
  if (rangeAtom === versionAtom) return 0;
  return -1;
}
function comparePreRelease(rangeAtom, versionAtom) {
  const { preRelease: rangePreRelease } = rangeAtom;
  const { preRelease: versionPreRelease } = versionAtom;
  if (rangePreRelease === void 0 && Boolean(versionPreRelease)) return 1;
  if (Boolean(rangePreRelease) && versionPreRelease === void 0) return -1;
  if (rangePreRelease === void 0 && versionPreRelease === void 0) return 0;
  for (let i = 0, n = rangePreRelease.length; i <= n; i++) {
    const rangeElement = rangePreRelease[i];
    const versionElement = versionPreRelease[i];
    if (rangeElement === versionElement) continue;
    if (rangeElement === void 0 && versionElement === void 0) return 0;
    if (!rangeElement) return 1;
    if (!versionElement) return -1;
    return compareAtom(rangeElement, versionElement);
  }
  return 0;
}
function compareVersion(rangeAtom, versionAtom) {
  return (
    compareAtom(rangeAtom.major, versionAtom.major) ||
    compareAtom(rangeAtom.minor, versionAtom.minor) ||
    compareAtom(rangeAtom.patch, versionAtom.patch) ||
    comparePreRelease(rangeAtom, versionAtom)
  );
}
function compare(rangeAtom, versionAtom) {
  const eq = rangeAtom.version === versionAtom.version;
  switch (rangeAtom.operator) {
    case '':
    case '=':
      return eq;
    case '>':
      return compareVersion(rangeAtom, versionAtom) < 0;
    case '>=':
      return eq || compareVersion(rangeAtom, versionAtom) < 0;
    case '<':
      return compareVersion(rangeAtom, versionAtom) > 0;
    case '<=':
      return eq || compareVersion(rangeAtom, versionAtom) > 0;
    default:
      return false;
  }
}
// ---- end of the copy ----

const isStar = (t) => t === '*' || t === 'x' || t === 'X';

/** @param {string} version @param {string} range */
export function satisfy(version, range) {
  const v = version ? FULL.exec(version) : null;
  if (!v || v[1]) return false;
  const versionAtom = atom('', v[2], v[3], v[4], v[5]);
  for (const alternative of range.split('||')) {
    const tokens = alternative.trim().split(/\s+/).filter(Boolean);
    if (tokens.every(isStar)) return true;
    const expanded = tokens.map(expand);
    if (expanded.some((c) => c === null)) continue;
    // runtime-core drops `>=0.0.0` comparators, and an alternative left with none is not satisfied
    const comparators = /** @type {ReturnType<typeof atom>[][]} */ (expanded)
      .flat()
      .filter((c) => !(c.operator === '>=' && c.version === '0.0.0'));
    if (comparators.length && comparators.every((c) => compare(c, versionAtom))) return true;
  }
  return false;
}

/** tools/webpack/federation.js: a requiredVersion this stand-in reads as runtime-core would. */
export function isSupportedRange(range) {
  return range.split('||').every((alt) => alt.trim().split(/\s+/).filter(Boolean).every((t) => expand(t) !== null));
}
