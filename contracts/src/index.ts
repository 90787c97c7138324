export * from './catalog';
export * from './rules/categories';
export * from './federation';
export * from './analytics';
export * from './site';
