import * as fs from 'node:fs';
import * as path from 'node:path';
import { BuildInfoSchema } from '@ofertas/contracts';
import { REPO_ROOT } from '../config/env-values';
import type { ShellFacts } from './gate';
import { GATED_SINGLETONS } from './gate';

/** The shared ranges of a package.json's dependencies ('react/jsx-runtime' follows 'react'). */
function rangesOf(deps: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of GATED_SINGLETONS) {
    const range = deps[name.split('/')[0] ?? name];
    if (range) out[name] = range;
  }
  return out;
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
}

/**
 * What the served shell was built with: its build-info.json (written by the front-end build beside index.html),
 * or, without a shell build, the repository's shell/package.json and contracts/package.json.
 */
export function shellFacts(shellDist: string): ShellFacts {
  const built = path.join(shellDist, 'build-info.json');
  if (fs.existsSync(built)) {
    const info = BuildInfoSchema.parse(readJson(built));
    return { shared: rangesOf(info.shared), contractsVersion: info.contractsVersion };
  }
  const pkg = readJson(path.join(REPO_ROOT, 'shell', 'package.json')) as { dependencies?: Record<string, string> };
  const contracts = readJson(path.join(REPO_ROOT, 'contracts', 'package.json')) as { version: string };
  return { shared: rangesOf(pkg.dependencies ?? {}), contractsVersion: contracts.version };
}
