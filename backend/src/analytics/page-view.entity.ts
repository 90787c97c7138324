import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One page view (SPEC §2). Cookieless: path, query and referrer only; no visitor identifier, no IP. */
@Entity('page_view')
@Index('page_view_created_idx', ['createdAt'])
export class PageViewEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id!: string;

  @Column('text')
  path!: string;

  @Column('text', { default: '' })
  query!: string;

  @Column('text', { nullable: true })
  referrer!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
