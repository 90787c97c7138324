import { Injectable } from '@nestjs/common';
import { findStore, type Voucher } from '@ofertas/contracts';
import { VouchersService } from './vouchers.service';

/** A store that has active coupons in a region, as /cupones/{tienda} names it. */
export interface ActiveStore {
  id: number;
  /** Display name (no trailing 'ES', hyphens for spaces): the {tienda} segment. */
  name: string;
  /** Active coupons of joined advertisers: the ones its page lists. */
  shown: number;
  updatedAt: Date;
}

/** Store pages for heads and sitemaps: which stores exist, and the coupons a store page lists. */
@Injectable()
export class StorePagesService {
  constructor(private readonly vouchers: VouchersService) {}

  /** Stores with active coupons in `region`, namesakes merged (as the coupons page merges them), by name. */
  async activeStores(region = 'ES'): Promise<ActiveStore[]> {
    const rows = await this.vouchers.activeStores(region);
    return rows.filter((r) => r.name.trim() !== '').map((r) => ({ id: r.id, name: r.name, shown: r.shown, updatedAt: new Date(r.updated_at) }));
  }

  /** The store a /cupones/{tienda} segment names, with the coupons its page lists first (type 'all'); null = unknown. */
  async storePage(tienda: string, region = 'ES'): Promise<{ store: ActiveStore; coupons: Voucher[] } | null> {
    const store = findStore(await this.activeStores(region), tienda);
    if (!store) return null;
    const answer = await this.vouchers.list({
      filters: { advertiserIds: [store.id], exclusiveOnly: false, membership: 'joined', regionCodes: [region], status: 'active', type: 'all' },
      pagination: { page: 1, pageSize: 200 },
    });
    return { store, coupons: answer.data };
  }
}
