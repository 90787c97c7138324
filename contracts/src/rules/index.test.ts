import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ts from 'typescript';
import * as rules from './index';

/** Schema libraries that must never reach a shopper's browser through the zod-free entry. */
export const SCHEMA_LIBRARIES = ['zod', 'valibot', 'yup', 'joi', 'ajv', 'superstruct', 'io-ts', 'arktype', '@sinclair/typebox', 'class-validator'];

const isSchemaLibrary = (specifier: string) => SCHEMA_LIBRARIES.some((lib) => specifier === lib || specifier.startsWith(`${lib}/`));

/**
 * The modules a file imports at run time: what remains after TypeScript erases types (`import type`,
 * `export type`, imports used only as types), i.e. exactly what a bundler follows.
 */
function runtimeImports(file: string): string[] {
  const out = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    fileName: file,
  }).outputText;
  const found: string[] = [];
  for (const m of out.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push((m[1] ?? m[2] ?? m[3])!);
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (fs.existsSync(candidate)) return candidate;
  throw new Error(`${path.relative(__dirname, from)}: cannot resolve ${specifier}`);
}

/** Every module reachable at run time from `entry`, with the chain that reached it. */
function runtimeGraph(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of runtimeImports(file)) {
      const chain = [...seen.get(file)!, specifier];
      if (!specifier.startsWith('.')) {
        if (!seen.has(specifier)) seen.set(specifier, chain);
        continue;
      }
      const target = resolveLocal(file, specifier);
      if (!seen.has(target)) {
        seen.set(target, chain);
        queue.push(target);
      }
    }
  }
  return seen;
}

describe('@ofertas/contracts/rules (the browser entry)', () => {
  it('reaches no schema library at run time, however deep', () => {
    const graph = runtimeGraph(path.join(__dirname, 'index.ts'));
    const offending = [...graph].filter(([id]) => isSchemaLibrary(id)).map(([, chain]) => chain.map((c) => path.basename(c)).join(' → '));
    expect(offending).toEqual([]);
    // The walk itself works: the entry's own modules are in the graph.
    expect([...graph.keys()].map((f) => path.basename(f))).toEqual(expect.arrayContaining(['messages.ts', 'routes.ts', 'slug.ts']));
  });

  it('the walk sees through to zod where it is imported (the check can fail)', () => {
    const graph = runtimeGraph(path.join(__dirname, '..', 'index.ts'));
    expect([...graph.keys()].some(isSchemaLibrary)).toBe(true);
  });

  it('the type-only re-exports of schema modules stay type-only', () => {
    expect(runtimeImports(path.join(__dirname, 'index.ts')).filter((s) => /\/(catalog|filters|vouchers|blog|site|ai|price-history|analytics)$/.test(s))).toEqual([]);
  });

  it('offers what the shoppers use', () => {
    expect(typeof rules.formatEuro).toBe('function');
    expect(typeof rules.routeByPattern).toBe('function');
    expect(rules.AI_ERROR_MESSAGE).toBe('Error en la solicitud');
  });
});
