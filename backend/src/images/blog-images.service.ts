import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { BlogImagesRepository, type StoredImage } from './blog-images.repository';
import { coverPath, decodeCover } from './cover-upload';

/** Names of stored covers: /api/images/blog/{sha256}.{ext}. */
const STORED_NAME = /^blog\/([0-9a-f]{64})\.(png|gif|jpg|bmp|ico|webp)$/;

/**
 * Cover images uploaded by the editor, kept in the database (blog_image) so every backend instance serves
 * them, under an immutable address made of the bytes' SHA-256.
 */
@Injectable()
export class BlogImagesService {
  constructor(private readonly db: DataSource) {}

  /**
   * Stores a data-URL cover and answers its /api/images/… path. Throws CoverRejected (400/413) for anything
   * that is not an accepted raster image. `manager`: the caller's transaction (the article write).
   */
  async storeDataUrl(dataUrl: string, manager?: EntityManager): Promise<string> {
    const cover = decodeCover(dataUrl);
    await new BlogImagesRepository(manager ?? this.db).store(cover);
    return coverPath(cover);
  }

  /** Whether a request path below /api/images/ names a stored cover (the other names are files). */
  isStoredName(requested: string): boolean {
    return STORED_NAME.test(requested);
  }

  async find(requested: string): Promise<StoredImage | null> {
    const m = STORED_NAME.exec(requested);
    if (!m?.[1] || !m[2]) return null;
    return new BlogImagesRepository(this.db).find(m[1], m[2]);
  }
}
