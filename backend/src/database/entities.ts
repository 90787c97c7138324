import { PageViewEntity } from '../analytics/page-view.entity';

/** Every TypeORM entity, listed explicitly (same list from src and dist). Tables come from migrations only. */
export const ENTITIES = [PageViewEntity];
