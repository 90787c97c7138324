import { BadRequestException, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { BlogArticle, BlogCreateRequest, BlogUpdateRequest } from '@ofertas/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { BlogService } from '../blog/blog.service';
import { BlogImagesService } from '../images/blog-images.service';
import { CoverRejected, isDataUrl } from '../images/cover-upload';
import { PageHeadsService } from '../seo/page-heads.service';
import { SitemapsService } from '../seo/sitemaps.service';

/**
 * The author's writes: an uploaded cover is stored in the same transaction as the article it belongs to,
 * then every cache that shows articles (page heads, sitemaps, the blog list) is dropped in this process.
 * Other instances follow within their caches' lifetimes (30 s heads, 2 min sitemaps; the list checks a stamp
 * on every request).
 */
@Injectable()
export class EditorWrites {
  constructor(
    private readonly db: DataSource,
    private readonly blog: BlogService,
    private readonly images: BlogImagesService,
    private readonly heads: PageHeadsService,
    private readonly sitemaps: SitemapsService,
  ) {}

  async create(input: BlogCreateRequest): Promise<BlogArticle> {
    return this.written(
      this.db.transaction(async (manager) => this.blog.create({ ...input, image: await this.cover(input.image, manager) }, { manager })),
    );
  }

  async update(input: BlogUpdateRequest): Promise<BlogArticle> {
    const { version, ...fields } = input;
    return this.written(
      this.db.transaction(async (manager) =>
        this.blog.update({ ...fields, image: await this.cover(fields.image, manager) }, version, { manager }),
      ),
    );
  }

  async remove(id: string, version: number | undefined): Promise<BlogArticle> {
    return this.written(this.blog.remove(id, version));
  }

  /** A data URL becomes a stored image's path; a URL or path stays as it is. */
  private async cover(image: string, manager: EntityManager): Promise<string> {
    if (!isDataUrl(image)) return image;
    try {
      return await this.images.storeDataUrl(image, manager);
    } catch (e) {
      if (!(e instanceof CoverRejected)) throw e;
      if (e.status === 413) throw new HttpException(e.message, HttpStatus.PAYLOAD_TOO_LARGE);
      throw new BadRequestException(e.message);
    }
  }

  private async written(pending: Promise<BlogArticle>): Promise<BlogArticle> {
    const article = await pending;
    this.heads.forget();
    this.sitemaps.forget();
    return article;
  }
}
