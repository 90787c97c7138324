import { z } from 'zod';
import { isSafeText, safeString } from './safe';
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
  EDITOR_LABELS,
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

/**
 * Literal path segments the site routes where an article's slug would go: /blog/new (the editor),
 * /api/blog/new, /api/blog/session, /api/blog/{slug}/source. An article with one of these slugs would be listed
 * but could not be opened, so writes refuse them (tests check the route table and the API's routes against it).
 */
export const RESERVED_BLOG_SLUGS = ['new', 'session', 'source'] as const;

export function isReservedBlogSlug(slug: string): boolean {
  return (RESERVED_BLOG_SLUGS as readonly string[]).includes(slug.trim());
}

/** 100000 → '100.000', as a Spanish reader writes it. */
const count = (n: number) => n.toLocaleString('es-ES');

/** Spanish adjectives agree with the field's noun: 'Título es obligatorio', 'Categoría es obligatoria'. */
export function requiredMessage(label: string, feminine: boolean): string {
  return `${label} es ${feminine ? 'obligatoria' : 'obligatorio'}`;
}

/**
 * The Spanish reasons of every blog-write check. The editor shows them under its fields before sending, and the
 * server's 400 answers carry the same texts (each names its field), so whatever is refused reads in Spanish.
 * 'key Search' and 'Password' take the gender of their Spanish nouns (clave de búsqueda, contraseña).
 */
export const BLOG_FIELD_MESSAGES = {
  required: {
    title: requiredMessage(EDITOR_LABELS.title, false),
    slug: requiredMessage(EDITOR_LABELS.slug, false),
    category: requiredMessage(EDITOR_LABELS.category, true),
    keySearch: requiredMessage(EDITOR_LABELS.keySearch, true),
    password: requiredMessage(EDITOR_LABELS.password, true),
  },
  tooLong: (label: string, max: number) => `${label}: máximo ${count(max)} caracteres`,
  notText: (label: string) => `${label}: debe ser un texto`,
  unsafeText: (label: string) => `${label}: contiene caracteres no admitidos`,
  notBoolean: (label: string) => `${label}: debe ser verdadero o falso`,
  url: (label: string) => `${label}: debe ser una dirección http(s):// o una ruta que empiece por /`,
  cover: `${EDITOR_LABELS.image}: debe ser una dirección http(s)://, una ruta que empiece por / o una imagen elegida del disco`,
  coverTooLarge: `${EDITOR_LABELS.image}: la imagen no puede superar 2 MB`,
  slugPattern: 'El slug solo admite minúsculas sin acentos, números y guiones (ej. mi-articulo)',
  slugReserved: `El slug no puede ser ${RESERVED_BLOG_SLUGS.map((s) => `«${s}»`).join(', ')}: son direcciones del sitio`,
  sections: `Como máximo ${count(BLOG_LIMITS.sections)} secciones`,
  tags: `Como máximo ${count(BLOG_LIMITS.tags)} etiquetas`,
  tag: `Cada etiqueta admite como máximo ${count(BLOG_LIMITS.tag)} caracteres`,
  tagEmpty: 'Las etiquetas no pueden estar vacías',
  notList: (label: string) => `${label}: debe ser una lista`,
  id: 'El identificador del artículo no es válido',
  version: 'La versión del artículo no es válida',
  body: 'El artículo enviado no es válido',
  section: 'Una de las secciones enviadas no es válida',
} as const;

/** Field names of the checks above (the editor's own labels where SPEC gives none). */
export const BLOG_FIELD_LABELS = {
  ...EDITOR_LABELS,
  sections: 'Secciones de contenido',
  sectionHeading: 'Encabezado de la sección',
  sectionText: 'Texto de la sección',
  sectionProductUrl: 'URL del producto',
  sectionImageUrl: 'URL de la imagen del producto',
  sectionProductCard: 'Texto de búsqueda de la ficha de producto',
  showProduct: 'Mostrar imagen del producto',
  showProductUrl: 'Mostrar botón «Ir a la oferta»',
  showProductCard: 'Mostrar ficha de producto',
  tags: 'Etiquetas',
} as const;

const M = BLOG_FIELD_MESSAGES;
const F = BLOG_FIELD_LABELS;

/** contracts' safeString() with Spanish reasons: the same checks, named for the author. */
function text(label: string): z.ZodString {
  return z.string({ error: M.notText(label) }).refine(isSafeText, M.unsafeText(label));
}

const flag = (label: string) => z.boolean({ error: M.notBoolean(label) }).default(false);

const optionalUrl = (label: string) =>
  text(label)
    .max(BLOG_LIMITS.url, M.tooLong(label, BLOG_LIMITS.url))
    .regex(/^(|https?:\/\/\S+|\/\S*)$/, M.url(label))
    .default('');

/** Cover image: a URL, a same-origin path (/api/images/…) or an inline image data URL from the editor. */
const coverImage = text(F.image)
  .max(BLOG_LIMITS.image, M.coverTooLarge)
  .regex(/^(|https?:\/\/\S+|\/\S*|data:image\/[\w.+-]+;base64,[A-Za-z0-9+/=\s]+)$/, M.cover)
  .default('');

/** Slugs of stored articles (answers, lookups): the pattern only, so an article saved before a rule still reads. */
export const BlogStoredSlugSchema = text(F.slug)
  .trim()
  .min(1, M.required.slug)
  .max(BLOG_LIMITS.slug, M.tooLong(F.slug, BLOG_LIMITS.slug))
  .regex(BLOG_SLUG_PATTERN, M.slugPattern);

/** The slug an article is written with: also not one of the site's own path segments. */
export const BlogSlugSchema = BlogStoredSlugSchema.refine((slug) => !isReservedBlogSlug(slug), M.slugReserved);

export const BlogIdSchema = text('Identificador').trim().min(1, M.id).max(64, M.id).regex(/^[\w-]+$/, M.id);

export const ContentSectionSchema = z.object(
  {
    section: text(F.sectionHeading).max(BLOG_LIMITS.sectionHeading, M.tooLong(F.sectionHeading, BLOG_LIMITS.sectionHeading)).default(''),
    text: text(F.sectionText).max(BLOG_LIMITS.html, M.tooLong(F.sectionText, BLOG_LIMITS.html)).default(''),
    showProduct: flag(F.showProduct),
    showProductUrl: flag(F.showProductUrl),
    showProductCard: flag(F.showProductCard),
    productUrl: optionalUrl(F.sectionProductUrl),
    urlImage: optionalUrl(F.sectionImageUrl),
    /** Search text of the product card shown in this section. */
    productCard: text(F.sectionProductCard).max(BLOG_LIMITS.keySearch, M.tooLong(F.sectionProductCard, BLOG_LIMITS.keySearch)).default(''),
  },
  { error: M.section },
);
export type ContentSection = z.output<typeof ContentSectionSchema>;

const requiredText = (label: string, max: number, message: string) => text(label).trim().min(1, message).max(max, M.tooLong(label, max));

const articleFields = {
  title: requiredText(F.title, BLOG_LIMITS.title, M.required.title),
  slug: BlogSlugSchema,
  description: text(F.description).max(BLOG_LIMITS.html, M.tooLong(F.description, BLOG_LIMITS.html)).default(''),
  category: requiredText(F.category, BLOG_LIMITS.category, M.required.category),
  image: coverImage,
  content: z.array(ContentSectionSchema, { error: M.notList(F.sections) }).max(BLOG_LIMITS.sections, M.sections).default([]),
  tags: z
    .array(text(F.tags).trim().min(1, M.tagEmpty).max(BLOG_LIMITS.tag, M.tag), { error: M.notList(F.tags) })
    .max(BLOG_LIMITS.tags, M.tags)
    .default([]),
  keySearch: requiredText(F.keySearch, BLOG_LIMITS.keySearch, M.required.keySearch),
};

const storedFields = {
  id: BlogIdSchema,
  ...articleFields,
  slug: BlogStoredSlugSchema,
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
 * Bounds of an article summary (500 articles answer in ≤ 300 KB). A description may hold up to
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
  slug: BlogStoredSlugSchema,
  title: articleFields.title,
  description: z.string().max(BLOG_SUMMARY_LIMITS.descriptionHtml),
  descriptionShortened: z.literal(true).optional(),
  category: articleFields.category,
  image: safeString().max(BLOG_LIMITS.url).regex(/^(|https?:\/\/\S+|\/\S*)$/, M.url(F.image)),
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
export const BlogSlugParamSchema = z.object({ slug: BlogStoredSlugSchema });
/** DELETE /api/blog/{id} */
export const BlogIdParamSchema = z.object({ id: BlogIdSchema });

/** POST /api/blog/new. The date is set by the server on creation; the editor may propose an id. */
export const BlogCreateRequestSchema = z.object({ id: BlogIdSchema.optional(), ...articleFields }, { error: M.body });
export type BlogCreateRequest = z.output<typeof BlogCreateRequestSchema>;
export type BlogCreateRequestInput = z.input<typeof BlogCreateRequestSchema>;

/**
 * PUT /api/blog/ : same body, the id says which article and `version` the version the author loaded
 * (a stale one → 409: no silent overwrite of someone else's edit).
 */
export const BlogUpdateRequestSchema = z.object(
  {
    id: BlogIdSchema,
    ...articleFields,
    version: z.number({ error: M.version }).int(M.version).positive(M.version).max(2_147_483_647, M.version),
  },
  { error: M.body },
);
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
