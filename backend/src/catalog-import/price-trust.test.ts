import { databaseKinds } from '../test-support/databases';
import { freshDatabaseForTests } from '../test-support/fresh-database';
import { agePriceRecords, pricedFeed, trustColumns } from '../test-support/price-trust-feeds';
import { importFeed } from './import-feed';

// 601: an honest discount to be; 602: an inflated 'antes' (100 never charged); 603: no discount at first.
const FIRST = [
  { id: 601, price: 100, rrp: 100 },
  { id: 602, price: 95, rrp: 100 },
  { id: 603, price: 100, rrp: 100 },
];

describe.each(databaseKinds())('the verified discount follows the imports on %s', (kind) => {
  const db = freshDatabaseForTests(kind);

  it('a load, a refresh that lowers prices, one that raises them, and the window moving on', async () => {
    const ds = db.dataSource;
    await importFeed(ds, { source: pricedFeed(FIRST) });
    // Right after the first load nothing is verified: the struck price was never seen charged.
    expect(await trustColumns(ds, 601)).toEqual({ low: 100, high: 100, kind: null, verified: 0 });
    expect(await trustColumns(ds, 602)).toEqual({ low: 95, high: 95, kind: 'shop', verified: 0 });

    await agePriceRecords(ds, 10);
    const lowered = await importFeed(ds, { source: pricedFeed([{ id: 601, price: 90, rrp: 100 }, { id: 602, price: 90, rrp: 100 }, FIRST[2]!]) });
    expect(lowered).toMatchObject({ updated: 2, unchanged: 1 });
    expect(await trustColumns(ds, 601)).toEqual({ low: 90, high: 100, kind: 'seen', verified: 10 });
    expect(await trustColumns(ds, 602)).toEqual({ low: 90, high: 95, kind: 'shop', verified: 0 });
    expect(await trustColumns(ds, 603)).toEqual({ low: 100, high: 100, kind: null, verified: 0 });

    await agePriceRecords(ds, 5);
    await importFeed(ds, { source: pricedFeed([{ id: 601, price: 100, rrp: 100 }, { id: 602, price: 90, rrp: 100 }, { id: 603, price: 80, rrp: 100 }]) });
    // 601 is back at 100 (no struck price); 603 dropped from a price charged minutes ago.
    expect(await trustColumns(ds, 601)).toEqual({ low: 90, high: 100, kind: null, verified: 0 });
    expect(await trustColumns(ds, 603)).toEqual({ low: 80, high: 100, kind: 'seen', verified: 20 });

    // 40 days on, a refresh of the same feed writes no row, yet 603's 100 € has left the window.
    await agePriceRecords(ds, 40);
    expect(await importFeed(ds, { source: pricedFeed([{ id: 601, price: 100, rrp: 100 }, { id: 602, price: 90, rrp: 100 }, { id: 603, price: 80, rrp: 100 }]) })).toMatchObject({
      updated: 0,
      unchanged: 3,
    });
    expect(await trustColumns(ds, 603)).toEqual({ low: 80, high: 80, kind: 'shop', verified: 0 });
    expect(await trustColumns(ds, 601)).toEqual({ low: 100, high: 100, kind: null, verified: 0 });
  });
});
