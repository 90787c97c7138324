import { Catalog1763769600000 } from './0001-catalog';
import { PageView1763770000000 } from './0010-page-view';

/** Every migration, in order. Listed explicitly (no glob) so the same list works from src (tests) and dist. */
export const MIGRATIONS = [Catalog1763769600000, PageView1763770000000];
