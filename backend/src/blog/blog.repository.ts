import type { DataSource, EntityManager } from 'typeorm';
import type { BlogArticleRow, BlogArticleValues, BlogSummaryRow, NewBlogArticle } from './blog-rows';
import { SUMMARY_HTML_PREFIX } from './blog-summary';
import { BLOG_SUMMARY_LIMITS } from '@ofertas/contracts';

/** ISO 8601 in UTC with milliseconds, made by the database so both drivers answer the same text. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const COLUMNS = `id, slug, title, category, image, description_source, description_html, content, tags, key_search,
  author, to_char(date, 'YYYY-MM-DD') AS date, version, ${iso('created_at')} AS created_at, ${iso('updated_at')} AS updated_at`;

/** Newest first; the id breaks ties so the order is total. */
const ORDER = `ORDER BY date DESC, created_at DESC, id DESC`;

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** Every SQL statement of the blog_article table (the blog feature owns it; others go through BlogService). */
export class BlogRepository {
  constructor(private readonly db: Queryable) {}

  /** Changes whenever any article is created, updated or deleted (for caches shared by several instances). */
  async stamp(): Promise<string> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS n, coalesce(sum(version), 0)::bigint::text AS v, coalesce(${iso('max(updated_at)')}, '') AS u FROM blog_article`,
    )) as Array<{ n: number; v: string; u: string }>;
    return row ? `${row.n}.${row.v}.${row.u}` : '';
  }

  async count(): Promise<number> {
    const [row] = (await this.db.query(`SELECT count(*)::int AS n FROM blog_article`)) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  list(): Promise<BlogArticleRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM blog_article ${ORDER}`) as Promise<BlogArticleRow[]>;
  }

  /**
   * Every article without its sections, newest first (the list answer). A long description is cut here, so a
   * 100 KB description costs the list its first few KB only.
   */
  summaries(): Promise<BlogSummaryRow[]> {
    const bound = BLOG_SUMMARY_LIMITS.descriptionHtml;
    return this.db.query(
      `SELECT id, slug, title, category, image, tags, key_search, author, to_char(date, 'YYYY-MM-DD') AS date, ${iso('updated_at')} AS updated_at,
         length(description_html) <= ${bound} AS description_complete,
         CASE WHEN length(description_html) <= ${bound} THEN description_html ELSE left(description_html, ${SUMMARY_HTML_PREFIX}) END AS description_html
       FROM blog_article ${ORDER}`,
    ) as Promise<BlogSummaryRow[]>;
  }

  /** Slug and last change of every article, newest first (the articles sitemap). */
  published(): Promise<Array<{ slug: string; updated_at: string }>> {
    return this.db.query(`SELECT slug, ${iso('updated_at')} AS updated_at FROM blog_article ${ORDER}`) as Promise<Array<{ slug: string; updated_at: string }>>;
  }

  async bySlug(slug: string): Promise<BlogArticleRow | null> {
    const rows = (await this.db.query(`SELECT ${COLUMNS} FROM blog_article WHERE slug = $1`, [slug])) as BlogArticleRow[];
    return rows[0] ?? null;
  }

  async byId(id: string): Promise<BlogArticleRow | null> {
    const rows = (await this.db.query(`SELECT ${COLUMNS} FROM blog_article WHERE id = $1`, [id])) as BlogArticleRow[];
    return rows[0] ?? null;
  }

  async slugs(): Promise<string[]> {
    const rows = (await this.db.query(`SELECT slug FROM blog_article`)) as Array<{ slug: string }>;
    return rows.map((r) => r.slug);
  }

  /** Inserts; null when the slug (or id) is already taken, so callers answer 409 without catching driver errors. */
  async insert(a: NewBlogArticle): Promise<BlogArticleRow | null> {
    const rows = (await this.db.query(
      `INSERT INTO blog_article (id, slug, title, category, image, description_source, description_html, content, tags,
         key_search, author, date, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12::date, coalesce($13::timestamptz, now()), coalesce($13::timestamptz, now()))
       ON CONFLICT DO NOTHING
       RETURNING ${COLUMNS}`,
      [a.id, a.slug, a.title, a.category, a.image, a.descriptionSource, a.descriptionHtml, JSON.stringify(a.content), JSON.stringify(a.tags),
        a.keySearch, a.author, a.date, a.createdAt?.toISOString() ?? null],
    )) as BlogArticleRow[];
    return rows[0] ?? null;
  }

  /**
   * Copies the article as it is now into blog_article_revision if it is at `version` (any version when
   * undefined), locking the row until the transaction ends. False when there is no such row. Run it in the
   * transaction of the update/delete that follows, so the revision exists exactly when the change does.
   */
  async keepRevision(id: string, version: number | undefined, action: 'update' | 'delete'): Promise<boolean> {
    const locked = (await this.db.query(
      `SELECT version FROM blog_article WHERE id = $1 AND ($2::int IS NULL OR version = $2::int) FOR UPDATE`,
      [id, version ?? null],
    )) as Array<{ version: number }>;
    if (locked.length === 0) return false;
    await this.db.query(
      `INSERT INTO blog_article_revision (article_id, version, action, article)
       SELECT id, version, $2, to_jsonb(a) FROM blog_article a WHERE id = $1`,
      [id, action],
    );
    return true;
  }

  /** The kept revisions of an article, oldest first (what the author could restore). */
  revisions(articleId: string): Promise<Array<{ version: number; action: 'update' | 'delete'; article: Record<string, unknown> }>> {
    return this.db.query(
      `SELECT version, action, article FROM blog_article_revision WHERE article_id = $1 ORDER BY id`,
      [articleId],
    ) as Promise<Array<{ version: number; action: 'update' | 'delete'; article: Record<string, unknown> }>>;
  }

  /**
   * Replaces an article's fields if it is still at `baseVersion`, bumping the version. Null when the id is
   * missing or the version moved on (the caller tells the two apart with byId).
   */
  async update(id: string, baseVersion: number, v: BlogArticleValues): Promise<BlogArticleRow | null> {
    const rows = (await this.db.query(
      `UPDATE blog_article SET slug = $3, title = $4, category = $5, image = $6, description_source = $7, description_html = $8,
         content = $9::jsonb, tags = $10::jsonb, key_search = $11, author = $12, version = version + 1, updated_at = now()
       WHERE id = $1 AND version = $2
       RETURNING ${COLUMNS}`,
      [id, baseVersion, v.slug, v.title, v.category, v.image, v.descriptionSource, v.descriptionHtml, JSON.stringify(v.content),
        JSON.stringify(v.tags), v.keySearch, v.author],
    )) as [BlogArticleRow[], number] | BlogArticleRow[];
    return firstReturned(rows);
  }

  /** Deletes (only at `version` when given); the deleted row, or null. */
  async delete(id: string, version?: number): Promise<BlogArticleRow | null> {
    const rows = (await this.db.query(
      `DELETE FROM blog_article WHERE id = $1 AND ($2::int IS NULL OR version = $2::int) RETURNING ${COLUMNS}`,
      [id, version ?? null],
    )) as [BlogArticleRow[], number] | BlogArticleRow[];
    return firstReturned(rows);
  }

  async slugTaken(slug: string, exceptId: string): Promise<boolean> {
    const rows = (await this.db.query(`SELECT 1 FROM blog_article WHERE slug = $1 AND id <> $2`, [slug, exceptId])) as unknown[];
    return rows.length > 0;
  }
}

/** TypeORM's postgres driver answers UPDATE/DELETE … RETURNING as [rows, affected]; INSERT/SELECT as rows. */
function firstReturned(result: [BlogArticleRow[], number] | BlogArticleRow[]): BlogArticleRow | null {
  const rows = Array.isArray(result[0]) ? (result[0] as BlogArticleRow[]) : (result as BlogArticleRow[]);
  return rows[0] ?? null;
}
