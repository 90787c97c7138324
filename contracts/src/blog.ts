import { z } from 'zod';
import { safeString } from './safe';
import {
  ARTICLE_CREATED,
  ARTICLE_CREATE_ERROR,
  ARTICLE_DELETED,
  ARTICLE_DELETE_ERROR,
  ARTICLE_FETCH_ERROR,
  ARTICLES_FETCH_ERROR,
  ARTICLE_UPDATED,
  ARTICLE_UPDATE_ERROR,
  BLOG_FOUND_PREFIX,
  BLOG_NOT_FOUND,
  CONFIRM_DELETE,
  NO_ARTICLES,
  WRONG_PASSWORD,
} from './messages';
import { BLOG_SLUG_PATTERN } from './rules/slug';

export const BLOG_LIMITS = {
  title: 200,
  slug: 120,
  category: 100,
  keySearch: 200,
  sections: 50,
  sectionHeading: 200,
  tags: 30,
  tag: 50,
  /** Rich-text HTML of the description or one section. */
  html: 100_000,
  url: 2048,
  /** A 2 MB image as a base64 data URL is ~2.8 M characters (4/3 expansion plus the prefix). */
  image: 2_800_000,
} as const;

// Defined with the other slug rules (no zod there, so a shopper's bundle can test slugs without the schemas).
export { BLOG_SLUG_PATTERN };

const optionalUrl = safeString()
  .max(BLOG_LIMITS.url)
  .regex(/^(|https?:\/\/\S+|\/\S*)$/, 'must be an http(s) URL or a path')
  .default('');

/** Cover image: a URL, a same-origin path (/api/images/…) or an inline image data URL from the editor. */
const coverImage = safeString()
  .max(BLOG_LIMITS.image, 'image must be at most 2 MB')
  .regex(/^(|https?:\/\/\S+|\/\S*|data:image\/[\w.+-]+;base64,[A-Za-z0-9+/=\s]+)$/, 'must be an image URL or data URL')
  .default('');

export const BlogSlugSchema = safeString()
  .trim()
  .min(1)
  .max(BLOG_LIMITS.slug)
  .regex(BLOG_SLUG_PATTERN, 'slug must be lower-case words joined by hyphens');

export const BlogIdSchema = safeString().trim().min(1).max(64).regex(/^[\w-]+$/, 'id has invalid characters');

export const ContentSectionSchema = z.object({
  section: safeString().max(BLOG_LIMITS.sectionHeading).default(''),
  text: safeString().max(BLOG_LIMITS.html).default(''),
  showProduct: z.boolean().default(false),
  showProductUrl: z.boolean().default(false),
  showProductCard: z.boolean().default(false),
  productUrl: optionalUrl,
  urlImage: optionalUrl,
  /** Search text of the product card shown in this section. */
  productCard: safeString().max(BLOG_LIMITS.keySearch).default(''),
});
export type ContentSection = z.output<typeof ContentSectionSchema>;

const articleFields = {
  title: safeString().trim().min(1).max(BLOG_LIMITS.title),
  slug: BlogSlugSchema,
  description: safeString().max(BLOG_LIMITS.html).default(''),
  category: safeString().trim().min(1).max(BLOG_LIMITS.category),
  image: coverImage,
  content: z.array(ContentSectionSchema).max(BLOG_LIMITS.sections).default([]),
  tags: z.array(safeString().trim().min(1).max(BLOG_LIMITS.tag)).max(BLOG_LIMITS.tags).default([]),
  keySearch: safeString().trim().min(1).max(BLOG_LIMITS.keySearch),
};

const storedFields = {
  id: BlogIdSchema,
  ...articleFields,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
  author: z.string().max(120).optional(),
  /** Bumped on every write; an update names the version it was based on (lost-update check). */
  version: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/**
 * An article as readers get it: `description` and `content[].text` are sanitised HTML rendered by the server
 * from the author's Markdown; `image` is always a URL or a same-origin path in answers (never a data URL).
 */
export const BlogArticleSchema = z.object(storedFields);
export type BlogArticle = z.output<typeof BlogArticleSchema>;

/**
 * GET /api/blog/{slug}/source: the editable article. Same fields as BlogArticle, but `description` and
 * `content[].text` are the author's Markdown exactly as stored (what the editor loads back into its fields).
 */
export const BlogArticleSourceSchema = z.object(storedFields);
export type BlogArticleSource = z.output<typeof BlogArticleSourceSchema>;

/**
 * Bounds of an article summary (issue 9: 500 articles answer in ≤ 300 KB). A description may hold up to
 * BLOG_LIMITS.html characters; the summary carries it whole only up to `descriptionHtml`, otherwise the first
 * `descriptionText` characters of its text (what the featured card shows) as one paragraph.
 */
export const BLOG_SUMMARY_LIMITS = { descriptionHtml: 600, descriptionText: 240 } as const;

/**
 * One entry of GET /api/blog: what the list page and the head of an article need, no sections. `description`
 * is sanitised HTML: the whole description, or, marked `descriptionShortened: true` (absent otherwise: 500
 * articles do not repeat the key), a shortened `<p>…</p>` of its text (the article by slug has the whole one). `image` is a URL or a same-origin path, never a data URL.
 */
export const BlogArticleSummarySchema = z.object({
  id: BlogIdSchema,
  slug: BlogSlugSchema,
  title: articleFields.title,
  description: z.string().max(BLOG_SUMMARY_LIMITS.descriptionHtml),
  descriptionShortened: z.literal(true).optional(),
  category: articleFields.category,
  image: safeString().max(BLOG_LIMITS.url).regex(/^(|https?:\/\/\S+|\/\S*)$/, 'must be an image URL or path'),
  tags: z.array(z.string()).max(BLOG_LIMITS.tags),
  keySearch: articleFields.keySearch,
  date: storedFields.date,
  author: storedFields.author,
  /** Last change (ISO): the head's modified time, and whether a full article kept by the reader is current. */
  updatedAt: storedFields.updatedAt,
});
export type BlogArticleSummary = z.output<typeof BlogArticleSummarySchema>;

/** GET /api/blog: summaries, newest first. */
export const BlogListAnswerSchema = z.array(BlogArticleSummarySchema);
export type BlogListAnswer = z.output<typeof BlogListAnswerSchema>;

/** GET /api/blog/{slug} */
export const BlogSlugParamSchema = z.object({ slug: BlogSlugSchema });
/** DELETE /api/blog/{id} */
export const BlogIdParamSchema = z.object({ id: BlogIdSchema });

/** POST /api/blog/new. The date is set by the server on creation; the editor may propose an id. */
export const BlogCreateRequestSchema = z.object({ id: BlogIdSchema.optional(), ...articleFields });
export type BlogCreateRequest = z.output<typeof BlogCreateRequestSchema>;
export type BlogCreateRequestInput = z.input<typeof BlogCreateRequestSchema>;

/**
 * PUT /api/blog/ : same body, the id says which article and `version` the version the author loaded
 * (a stale one → 409: no silent overwrite of someone else's edit).
 */
export const BlogUpdateRequestSchema = z.object({
  id: BlogIdSchema,
  ...articleFields,
  version: z.number().int().positive().max(2_147_483_647),
});
export type BlogUpdateRequest = z.output<typeof BlogUpdateRequestSchema>;
export type BlogUpdateRequestInput = z.input<typeof BlogUpdateRequestSchema>;

/** SPEC §2/§8 messages of the blog and the editor, grouped for the two remotes that use them. */
export const BLOG_MESSAGES = {
  empty: NO_ARTICLES,
  articleFetchError: ARTICLE_FETCH_ERROR,
  listFetchError: ARTICLES_FETCH_ERROR,
  created: ARTICLE_CREATED,
  createError: ARTICLE_CREATE_ERROR,
  updated: ARTICLE_UPDATED,
  updateError: ARTICLE_UPDATE_ERROR,
  deleted: ARTICLE_DELETED,
  deleteError: ARTICLE_DELETE_ERROR,
  wrongPassword: WRONG_PASSWORD,
  confirmDelete: CONFIRM_DELETE,
  foundPrefix: BLOG_FOUND_PREFIX,
  notFound: BLOG_NOT_FOUND,
} as const;
