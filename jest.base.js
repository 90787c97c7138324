// Shared Jest settings: TypeScript through swc (fast, keeps decorator metadata for Nest).
module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2023',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '^@ofertas/contracts$': '<rootDir>/../contracts/src/index.ts' },
};
