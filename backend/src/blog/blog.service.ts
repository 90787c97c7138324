import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  BLOG_MESSAGES,
  BlogListAnswerSchema,
  type BlogArticle,
  type BlogArticleSummary,
  type BlogArticleSource,
  type BlogCreateRequest,
  type BlogUpdateRequest,
} from '@ofertas/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { toArticle, toSource, toStoredValues } from './blog-article-mapper';
import { encodeList, type EncodedList } from './blog-list-cache';
import { toSummary } from './blog-summary';
import type { BlogArticleRow } from './blog-rows';
import { BlogRepository } from './blog.repository';

export const DUPLICATE_SLUG = 'Ya existe un artículo con ese slug';
export const INLINE_COVER = 'image: la portada debe ser una URL o una ruta /api/images/… (no una imagen en línea)';
export const STALE_VERSION = 'El artículo ha cambiado desde que lo abriste: recárgalo antes de guardar';

/** Today as YYYY-MM-DD in Spain (SPEC §3: the date is set on creation). */
export function spanishDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * Answers carry the cover as a URL (500 articles must stay light): an uploaded data URL has to be stored as an
 * image first (the editor's upload) and the article given its /api/images/… path.
 */
function refuseInlineCover(input: BlogCreateRequest): void {
  if (input.image.startsWith('data:')) throw new BadRequestException(INLINE_COVER);
}

@Injectable()
export class BlogService {
  private readonly repo: BlogRepository;
  private cached: EncodedList | null = null;
  private building: { stamp: string; pending: Promise<EncodedList> } | null = null;

  constructor(private readonly db: DataSource) {
    this.repo = new BlogRepository(db);
  }

  async isEmpty(): Promise<boolean> {
    return (await this.repo.count()) === 0;
  }

  /** Full articles, newest first (sample seeding, tests); readers get `summaries()`. */
  async list(): Promise<BlogArticle[]> {
    return (await this.repo.list()).map(toArticle);
  }

  /** The list answer: every article without sections, checked against the contract (once per change). */
  async summaries(): Promise<BlogArticleSummary[]> {
    return BlogListAnswerSchema.parse((await this.repo.summaries()).map(toSummary));
  }

  /** Slug and last change of every article (the articles sitemap), without reading the articles. */
  async published(): Promise<Array<{ slug: string; updatedAt: string }>> {
    return (await this.repo.published()).map((r) => ({ slug: r.slug, updatedAt: r.updated_at }));
  }

  /**
   * The list answer, encoded. One cheap stamp query per request keeps it right when another instance (or the
   * editor on another process) wrote; the articles themselves are read and serialised only after a change.
   */
  async encodedList(): Promise<EncodedList> {
    const stamp = await this.repo.stamp();
    if (this.cached?.stamp === stamp) return this.cached;
    // Concurrent readers of the same stamp share one build; a newer stamp never waits on an older build.
    if (this.building?.stamp !== stamp) {
      const pending = this.summaries().then((list) => encodeList(stamp, list));
      const entry = { stamp, pending };
      this.building = entry;
      void pending.then(
        (built) => {
          if (this.building === entry) this.building = null;
          this.cached = built;
        },
        () => {
          if (this.building === entry) this.building = null;
        },
      );
    }
    return this.building.pending;
  }

  async bySlug(slug: string): Promise<BlogArticle> {
    return toArticle(await this.found(this.repo.bySlug(slug)));
  }

  async sourceBySlug(slug: string): Promise<BlogArticleSource> {
    return toSource(await this.found(this.repo.bySlug(slug)));
  }

  /**
   * Stores a new article (Markdown in, sanitised HTML rendered here). 409 when the slug or id is taken.
   * `manager`: run inside the caller's transaction (the editor stores the cover image in the same one).
   */
  async create(
    input: BlogCreateRequest,
    opts: { author?: string | null; date?: string; createdAt?: Date; manager?: EntityManager } = {},
  ): Promise<BlogArticle> {
    refuseInlineCover(input);
    const repo = new BlogRepository(opts.manager ?? this.db);
    const row = await repo.insert({
      ...toStoredValues(input, opts.author ?? null),
      id: input.id ?? randomUUID(),
      date: opts.date ?? spanishDate(),
      ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    });
    if (!row) throw new ConflictException(DUPLICATE_SLUG);
    this.cached = null;
    return toArticle(row);
  }

  /**
   * Replaces an article that is still at `baseVersion`: 404 missing, 409 stale version or slug taken. The
   * previous version is kept in blog_article_revision in the same transaction.
   */
  async update(
    input: Omit<BlogUpdateRequest, 'version'>,
    baseVersion: number,
    opts: { author?: string | null; manager?: EntityManager } = {},
  ): Promise<BlogArticle> {
    refuseInlineCover(input);
    const article = await this.inTransaction(opts.manager, async (manager) => {
      const repo = new BlogRepository(manager);
      if (await repo.slugTaken(input.slug, input.id)) throw new ConflictException(DUPLICATE_SLUG);
      await this.lockForChange(repo, input.id, baseVersion, 'update');
      // The check above cannot see a slug another transaction takes right now: the unique index can.
      const row = await repo.update(input.id, baseVersion, toStoredValues(input, opts.author ?? null)).catch((e: unknown) => {
        throw isUniqueViolation(e) ? new ConflictException(DUPLICATE_SLUG) : e;
      });
      if (!row) throw new ConflictException(STALE_VERSION);
      return toArticle(row);
    });
    this.cached = null;
    return article;
  }

  /**
   * Deletes (only at `version` when given): 404 missing, 409 stale. Returns the deleted article; the article
   * is kept in blog_article_revision in the same transaction.
   */
  async remove(id: string, version?: number, opts: { manager?: EntityManager } = {}): Promise<BlogArticle> {
    const article = await this.inTransaction(opts.manager, async (manager) => {
      const repo = new BlogRepository(manager);
      await this.lockForChange(repo, id, version, 'delete');
      const row = await repo.delete(id, version);
      if (!row) throw new ConflictException(STALE_VERSION);
      return toArticle(row);
    });
    this.cached = null;
    return article;
  }

  /** Every kept previous version of an article, oldest first. */
  revisions(articleId: string): ReturnType<BlogRepository['revisions']> {
    return this.repo.revisions(articleId);
  }

  /** Keeps the revision and locks the row, or throws 409 (moved on) / 404 (no such article). */
  private async lockForChange(repo: BlogRepository, id: string, version: number | undefined, action: 'update' | 'delete'): Promise<void> {
    if (await repo.keepRevision(id, version, action)) return;
    if (await repo.byId(id)) throw new ConflictException(STALE_VERSION);
    throw new NotFoundException(BLOG_MESSAGES.articleFetchError);
  }

  private inTransaction<T>(manager: EntityManager | undefined, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return manager ? work(manager) : this.db.transaction(work);
  }

  private async found(pending: Promise<BlogArticleRow | null>): Promise<BlogArticleRow> {
    const row = await pending;
    if (!row) throw new NotFoundException(BLOG_MESSAGES.articleFetchError);
    return row;
  }
}
