import type { MigrationInterface, QueryRunner } from 'typeorm';
import { searchWordsSql, WORD_MAX_LENGTH, WORD_MIN_LENGTH } from '../search-words';

/**
 * Typo-tolerant search corrects the searched words against the catalogue's vocabulary (database/search-words.ts)
 * instead of comparing the search text with every product title by trigrams. The trigram index over titles
 * was the costliest of product's nine indexes to keep: a refresh's price change is not a HOT update, so each
 * one put some fifty title trigrams into it, and a first import built it over all rows. The vocabulary holds
 * one row per distinct word and is filled here from the stored products, then by every import. Figures:
 * docs/decisions/typo-search-vocabulary.md.
 */
export class TypoVocabulary1764720000000 implements MigrationInterface {
  name = 'TypoVocabulary1764720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS search_word (word text PRIMARY KEY)`);
    await q.query(`
      INSERT INTO search_word (word)
      SELECT DISTINCT w FROM product p, ${searchWordsSql(`p.title || ' ' || p.brand`)} AS w
      WHERE length(w) BETWEEN ${WORD_MIN_LENGTH} AND ${WORD_MAX_LENGTH}
      ON CONFLICT DO NOTHING`);
    await q.query(`CREATE INDEX IF NOT EXISTS search_word_trgm_idx ON search_word USING gin (word gin_trgm_ops)`);
    await q.query(`DROP INDEX IF EXISTS product_title_trgm_idx`);
    await q.query(`ALTER TABLE product DROP COLUMN IF EXISTS title_norm`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE product ADD COLUMN IF NOT EXISTS title_norm text GENERATED ALWAYS AS (lower(f_unaccent(title))) STORED`);
    await q.query(`CREATE INDEX IF NOT EXISTS product_title_trgm_idx ON product USING gin (title_norm gin_trgm_ops)`);
    await q.query(`DROP TABLE IF EXISTS search_word`);
  }
}
