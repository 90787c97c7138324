export * from './catalog';
export * from './rules/categories';
