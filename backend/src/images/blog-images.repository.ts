import type { DataSource, EntityManager } from 'typeorm';
import type { DecodedCover } from './cover-upload';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/** Every SQL statement of the blog_image table (the images feature owns it). */
export class BlogImagesRepository {
  constructor(private readonly db: Queryable) {}

  /** Content-addressed: storing the same bytes twice keeps one row. */
  async store(cover: DecodedCover): Promise<void> {
    await this.db.query(
      `INSERT INTO blog_image (sha256, content_type, extension, bytes, size) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (sha256) DO NOTHING`,
      [cover.sha256, cover.contentType, cover.extension, cover.bytes, cover.bytes.length],
    );
  }

  async find(sha256: string, extension: string): Promise<StoredImage | null> {
    const rows = (await this.db.query(
      `SELECT content_type, bytes FROM blog_image WHERE sha256 = $1 AND extension = $2`,
      [sha256, extension],
    )) as Array<{ content_type: string; bytes: Buffer | Uint8Array }>;
    const row = rows[0];
    return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
  }
}
