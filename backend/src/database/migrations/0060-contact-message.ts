import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages from the contact page (contact module, backend/src/contact/contact.service.ts). */
export class ContactMessage1764288000000 implements MigrationInterface {
  name = 'ContactMessage1764288000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_message (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    await q.query(`CREATE INDEX contact_message_created_idx ON contact_message (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS contact_message`);
  }
}
