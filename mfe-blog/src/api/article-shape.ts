import type { BlogArticle, BlogArticleSummary, ContentSection } from '@ofertas/contracts/blog';

/**
 * Run-time check of a blog answer without zod in the shopper's bundle (the server validated it on write):
 * every field the pages read has the contract's type, so a broken answer is an error state, not a crash.
 */
function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
const str = (v: unknown): v is string => typeof v === 'string';
const bool = (v: unknown): v is boolean => typeof v === 'boolean';

function isSection(v: unknown): v is ContentSection {
  return (
    isRecord(v) &&
    str(v.section) &&
    str(v.text) &&
    bool(v.showProduct) &&
    bool(v.showProductUrl) &&
    bool(v.showProductCard) &&
    str(v.productUrl) &&
    str(v.urlImage) &&
    str(v.productCard)
  );
}

/** The fields a summary and a full article share (what the list page and the article's head read). */
function hasSummaryFields(v: Record<string, unknown>): boolean {
  return (
    [v.id, v.title, v.slug, v.description, v.category, v.image, v.keySearch, v.date].every(str) &&
    /^\d{4}-\d{2}-\d{2}$/.test(v.date as string) &&
    (v.author === undefined || v.author === null || str(v.author)) &&
    (v.updatedAt === undefined || str(v.updatedAt)) &&
    Array.isArray(v.tags) &&
    v.tags.every(str)
  );
}

/** One entry of GET /api/blog (no sections). */
export function isBlogArticleSummary(v: unknown): v is BlogArticleSummary {
  return isRecord(v) && hasSummaryFields(v) && (v.descriptionShortened === undefined || v.descriptionShortened === true);
}

/** GET /api/blog/{slug}: the whole article, sections included. */
export function isBlogArticle(v: unknown): v is BlogArticle {
  return isRecord(v) && hasSummaryFields(v) && Array.isArray(v.content) && v.content.every(isSection);
}
