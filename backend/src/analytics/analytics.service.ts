import { Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import type { PageView } from '@ofertas/contracts';
import { PageViewEntity } from './page-view.entity';

const MAX = 2048;

@Injectable()
export class AnalyticsService {
  private readonly repo: Repository<PageViewEntity>;

  constructor(dataSource: DataSource) {
    this.repo = dataSource.getRepository(PageViewEntity);
  }

  async record(view: PageView): Promise<void> {
    await this.repo.insert({
      path: view.path.slice(0, MAX),
      query: (view.query ?? '').replace(/^\?/, '').slice(0, MAX),
      referrer: view.referrer ? view.referrer.slice(0, MAX) : null,
    });
  }

  /** Views per path, most viewed first (used by tests and operators; not exposed over HTTP). */
  async countByPath(limit = 50): Promise<Array<{ path: string; views: number }>> {
    const rows = await this.repo
      .createQueryBuilder('v')
      .select('v.path', 'path')
      .addSelect('count(*)::int', 'views')
      .groupBy('v.path')
      .orderBy('views', 'DESC')
      .limit(limit)
      .getRawMany<{ path: string; views: number }>();
    return rows;
  }
}
