import { Catalog1763769600000 } from './0001-catalog';

/** Every migration, in order. Listed explicitly (no glob) so the same list works from src (tests) and dist. */
export const MIGRATIONS = [Catalog1763769600000];
