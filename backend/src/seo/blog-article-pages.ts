import { Injectable, NotFoundException } from '@nestjs/common';
import { BlogService } from '../blog/blog.service';
import type { ArticleHead, ArticlePages } from './article-pages';

/** The blog feature's articles as page heads and the articles sitemap need them (through BlogService only). */
@Injectable()
export class BlogArticlePages implements ArticlePages {
  constructor(private readonly blog: BlogService) {}

  async bySlug(slug: string): Promise<ArticleHead | null> {
    try {
      const a = await this.blog.bySlug(slug);
      return {
        slug: a.slug,
        title: a.title,
        description: a.description,
        image: a.image,
        author: a.author ?? '',
        date: a.date,
        updatedAt: a.updatedAt,
        category: a.category,
        tags: a.tags,
      };
    } catch (err) {
      if (err instanceof NotFoundException) return null;
      throw err;
    }
  }

  async published(): Promise<Array<{ slug: string; updatedAt: string }>> {
    return this.blog.published();
  }
}
