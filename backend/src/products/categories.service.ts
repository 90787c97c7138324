import { Injectable } from '@nestjs/common';
import type { CategoriesAnswer } from '@ofertas/contracts';
import { DataSource } from 'typeorm';

interface CategoryRow {
  id: number;
  value: string;
  valueurl: string;
  title: string;
  description: string;
  image: string;
}

export interface CategoryRecord {
  value: string;
  valueurl: string;
  title: string;
  description: string;
  image: string;
}

/** Editorial category records shown on the home page and in the footer. */
@Injectable()
export class CategoriesService {
  constructor(private readonly db: DataSource) {}

  async all(): Promise<CategoriesAnswer> {
    const rows = (await this.db.query(
      `SELECT id, value, valueurl, title, description, image FROM category ORDER BY position, id`,
    )) as CategoryRow[];
    return rows.map((r) => ({
      _id: String(r.id),
      id: String(r.id),
      title: r.title,
      value: r.value,
      valueurl: r.valueurl,
      valueUrl: r.valueurl,
      url: r.valueurl,
      image: r.image,
      imageUrl: r.image,
      description: r.description,
    }));
  }

  /** Inserts or updates categories by their English name, in one transaction, keeping the given order. */
  async upsert(records: readonly CategoryRecord[]): Promise<void> {
    await this.db.transaction(async (m) => {
      for (const [position, r] of records.entries()) {
        await m.query(
          `INSERT INTO category (value, valueurl, title, description, image, position) VALUES ($1,$2,$3,$4,$5,$6)
           ON CONFLICT (value) DO UPDATE SET valueurl = EXCLUDED.valueurl, title = EXCLUDED.title,
             description = EXCLUDED.description, image = EXCLUDED.image, position = EXCLUDED.position`,
          [r.value, r.valueurl, r.title, r.description, r.image, position],
        );
      }
    });
  }
}
