import { PageViewEntity } from '../analytics/page-view.entity';
import { BlogArticleEntity } from '../blog/blog-article.entity';

/** Every TypeORM entity, listed explicitly (same list from src and dist). Tables come from migrations only. */
export const ENTITIES = [PageViewEntity, BlogArticleEntity];
