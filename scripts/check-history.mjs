#!/usr/bin/env node
// `node scripts/check-history.mjs`: code, comments and docs say why, never which past work item, session or
// commit brought them, and never point outside the repository. Prints file:line of each offending line.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RULES = [
  { pattern: /session [0-9]+|issue [0-9]+/i, why: 'names a past session or issue' },
  { pattern: /\bcommit [0-9a-f]{7,40}\b/i, why: 'names a commit' },
  { pattern: /\.\.\/shared\/|\/work\/shared\b/, why: 'points outside the repository' },
];

const NEVER_CHECKED = [/(^|\/)node_modules\//, /(^|\/)package-lock\.json$/];

/** The offending lines of one file's text, as { line, text, why } (line counts from 1). */
export function findHistory(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    const rule = RULES.find(({ pattern }) => pattern.test(line));
    if (rule) found.push({ line: index + 1, text: line.trim(), why: rule.why });
  });
  return found;
}

function checkedFiles(root) {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return [...new Set(out.split('\0'))].filter((file) => file && !NEVER_CHECKED.some((re) => re.test(file)));
}

/** Every offending line of the repository at `root`, as 'file:line: text (why)'. */
export function checkRepository(root) {
  const problems = [];
  for (const file of checkedFiles(root)) {
    const path = `${root}/${file}`;
    if (!existsSync(path) || !statSync(path).isFile()) continue;
    const bytes = readFileSync(path);
    if (bytes.includes(0)) continue; // binary
    for (const { line, text, why } of findHistory(bytes.toString('utf8'))) problems.push(`${file}:${line}: ${text} (${why})`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const problems = checkRepository(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} line(s) tell history instead of why: say why in a line or two; a measured figure goes in docs/decisions/.`);
    process.exit(1);
  }
}
