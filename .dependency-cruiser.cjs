/**
 * Layering, checked by `npm run lint` (`depcruise`). Paths are from the repository root.
 *
 * Backend layers:
 * - Shared layers (config, common, http, database, limits) serve every feature and import none: a feature may
 *   change without the ground under the others moving. Two seams are by design: config parses each feature's own
 *   settings declaration (`<feature>/<feature>.env.ts`) at start, and database/entities.ts lists every
 *   feature's entities for the data source.
 * - Features (every other folder of backend/src) use one another through what Nest wires: a module, its services
 *   and entities, a settings declaration, and types (`import type`). The few other modules a feature offers to
 *   the rest are listed in FEATURE_PUBLIC_MODULES, each with why.
 * - Composition roots wire everything and may import anything: app.module.ts, create-app.ts, main.ts, cli/,
 *   test-support/ and the tests (a test sets up what it needs from any feature).
 *
 * Front ends: a remote never imports another remote's or the shell's source (the shell finds remotes through
 * /remotes.json at run time, remotes share code through web-kit and contracts), the shell imports no remote's
 * source, and no browser code (front ends, web-kit, contracts) imports backend/.
 */
const SHARED_LAYERS = '(config|common|http|database|limits|metrics)';
const COMPOSITION_ROOTS = [
  '^backend/src/(app\\.module|create-app|main|compile-cache)\\.ts$',
  '^backend/src/(cli|test-support)/',
  '\\.test\\.tsx?$',
  '\\.test\\.mjs$',
];

/** Modules a feature offers to other features besides its module, services, entities and settings. */
const FEATURE_PUBLIC_MODULES = [
  // The catalogue's change notices: a provider ProductsModule exports, read by the caches of seo and the importer.
  '^backend/src/products/catalog-events\\.ts$',
  // What an uploaded cover may be: the editor refuses a too large one with 413 before its body is parsed.
  '^backend/src/images/cover-upload\\.ts$',
  // A served page's head and its HTML: the front-end server writes it into the shell's index.html.
  '^backend/src/seo/page-head\\.ts$',
  // The canary bucket cookie: the front-end server sets it on a first HTML answer and reads it for /remotes.json.
  '^backend/src/releases/bucket-cookie\\.ts$',
  // Each feature's sample rows, seeded on boot beside the sample catalogue.
  '^backend/src/blog/sample/seed-articles\\.ts$',
  '^backend/src/vouchers/sample-vouchers\\.ts$',
  // The sample generators' entry (seeded random numbers, catalogue rows, SVGs) that every feature's samples draw on.
  '^backend/src/sample/index\\.ts$',
];

const REMOTES = ['mfe-offers', 'mfe-coupons', 'mfe-blog', 'mfe-editor'];
const BROWSER_CODE = '^(shell|web-kit|contracts|mfe-[a-z]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of imports has no bottom: none of its modules can be understood, tested or loaded alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-layer-imports-no-feature',
      comment: 'config, common, http, database, limits and metrics serve every feature and import none of them.',
      severity: 'error',
      from: {
        path: `^backend/src/${SHARED_LAYERS}/`,
        pathNot: ['^backend/src/config/config\\.ts$', '^backend/src/database/entities\\.ts$', ...COMPOSITION_ROOTS],
      },
      to: { path: '^backend/src/[^/]+/', pathNot: `^backend/src/${SHARED_LAYERS}/` },
    },
    {
      name: 'config-reads-only-settings-declarations',
      comment: "config parses each feature's settings declaration (<feature>/<name>.env.ts) and nothing else of it.",
      severity: 'error',
      from: { path: '^backend/src/config/config\\.ts$' },
      to: { path: '^backend/src/[^/]+/', pathNot: [`^backend/src/${SHARED_LAYERS}/`, '\\.env\\.ts$'] },
    },
    {
      name: 'entity-list-reads-only-entities',
      comment: "database/entities.ts names each feature's entities for the data source, and nothing else of it.",
      severity: 'error',
      from: { path: '^backend/src/database/entities\\.ts$' },
      to: { path: '^backend/src/[^/]+/', pathNot: [`^backend/src/${SHARED_LAYERS}/`, '\\.entity\\.ts$'] },
    },
    {
      name: 'settings-declarations-stand-alone',
      comment: 'A settings declaration imports only config/env-values (besides zod and contracts), so config can read it.',
      severity: 'error',
      from: { path: '^backend/src/[^/]+/[^/]+\\.env\\.ts$' },
      to: { path: '^backend/src/', pathNot: '^backend/src/config/env-values\\.ts$' },
    },
    {
      name: 'feature-through-its-public-modules',
      comment:
        "A feature uses another through its module, services, entities, settings or types (import type), or a module listed in FEATURE_PUBLIC_MODULES.",
      severity: 'error',
      from: { path: '^backend/src/([^/]+)/', pathNot: [`^backend/src/${SHARED_LAYERS}/`, ...COMPOSITION_ROOTS] },
      to: {
        path: '^backend/src/[^/]+/',
        pathNot: [
          '^backend/src/$1/',
          `^backend/src/${SHARED_LAYERS}/`,
          '\\.(module|service|entity|env)\\.ts$',
          ...FEATURE_PUBLIC_MODULES,
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    ...REMOTES.map((remote) => ({
      name: `${remote}-imports-no-other-front-end`,
      comment: "A remote shares code through web-kit and contracts; the shell finds it through /remotes.json.",
      severity: 'error',
      from: { path: `^${remote}/` },
      to: { path: `^(shell|${REMOTES.filter((r) => r !== remote).join('|')})/` },
    })),
    {
      name: 'shell-imports-no-remote',
      comment: 'The shell knows the remotes only through /remotes.json and Module Federation at run time.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^mfe-[a-z]+/' },
    },
    {
      name: 'kits-import-no-front-end',
      comment: 'web-kit and contracts are below every front end: they import none.',
      severity: 'error',
      from: { path: '^(web-kit|contracts)/' },
      to: { path: '^(shell|mfe-[a-z]+)/' },
    },
    {
      name: 'browser-code-imports-no-backend',
      comment: 'Front ends, web-kit and contracts run in the browser; the backend is reached over HTTP only.',
      severity: 'error',
      // A test may compare with the server's own rule (the editor's preview against its HTML renderer).
      from: { path: BROWSER_CODE, pathNot: '\\.test\\.tsx?$' },
      to: { path: '^backend/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-[^/]+|coverage|\\.e2e-builds|\\.tools|out)/' },
    // `import type` counts: a type-only circle still ties the modules together for a reader.
    tsPreCompilationDeps: true,
    // The front ends' path mapping (@ofertas/contracts/* → contracts/src/*) resolves every workspace's imports
    // of contracts and web-kit to their sources, so circles through them show.
    tsConfig: { fileName: 'shell/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
