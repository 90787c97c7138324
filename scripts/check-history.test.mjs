import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkRepository, findHistory } from './check-history.mjs';

// Built from parts so this file itself passes the check.
const ISSUE = ['iss', 'ue 12'].join('');
const SESSION = ['Sess', 'ion 31'].join('');
const COMMIT = ['commit', 'aa43d28'].join(' ');
const SHARED = ['..', 'shared', 'SPEC.md'].join('/');

describe('findHistory', () => {
  test.each([
    [`// Above the banner, not on it (${ISSUE} #6).`],
    [`* ${SESSION}: the listing got faster.`],
    [`// Reverted in ${COMMIT}.`],
    [`See ${SHARED} for the rule.`],
  ])('flags %s', (line) => {
    expect(findHistory(`const a = 1;\n${line}\n`)).toEqual([expect.objectContaining({ line: 2, text: line.trim() })]);
  });

  test('passes a line that says why', () => {
    expect(findHistory('// Above the banner, not on it: on a phone the tag covered the banner text.\nconst sessionId = 12;\n')).toEqual([]);
  });
});

describe('checkRepository', () => {
  let root;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'check-history-'));
    execFileSync('git', ['init', '-q'], { cwd: root });
    mkdirSync(join(root, 'src'));
    mkdirSync(join(root, 'node_modules'));
    writeFileSync(join(root, 'src/good.ts'), '// Why, in a line.\nexport const a = 1;\n');
    writeFileSync(join(root, 'src/bad.ts'), `export const a = 1;\n\n// Measured in ${SESSION}.\n`);
    writeFileSync(join(root, 'README.md'), `${ISSUE}\n`);
    writeFileSync(join(root, 'package-lock.json'), `"${ISSUE}"\n`);
    writeFileSync(join(root, 'node_modules/x.js'), `// ${ISSUE}\n`);
    writeFileSync(join(root, '.gitignore'), 'node_modules/\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('names file:line of each bad line, and skips the lock file and node_modules', () => {
    expect(checkRepository(root).sort()).toEqual([
      `README.md:1: ${ISSUE} (names a past session or issue)`,
      `src/bad.ts:3: // Measured in ${SESSION}. (names a past session or issue)`,
    ]);
  });
});
