// What a daily refresh's write would cost if a product's offer (price, list price, discount, the listing's
// sort and filter keys, its line hash, updated_at) lived in a narrow table of its own, `product_offer`, with
// the listing's B-tree indexes, and `product` kept the descriptive columns with its primary key and the search
// index. A price change then rewrites a narrow row and its five B-tree entries instead of a 1.1 KB row and all
// seven of product's index entries (GIN included), and leaves `product` alone.
//
// A measurement for deciding the schema, not the schema: on clones of refresh-profile.mjs's template (run it
// once with --keep-rows yes) it writes the same staged refresh rows (the sample feed's 10 % price changes and
// 1 % new products) in batches: with the import's own refresh statement (writeRows) over today's schema
// (`now`); with an equivalent statement over the split schema (`split`); and with the description's change
// told by a hash kept in the offer row, so that a price change reads and writes the narrow row alone
// (`hashed`); and (`mirror`) with product left whole but relieved of the listing's five B-trees, which a narrow
// `product_offer` copy of the offer columns carries instead, and product at fillfactor 85: a price change then
// touches none of product's indexed columns and can be a HOT update there (no GIN or primary-key entry),
// while searches could still read product alone (its copies of the filter and sort columns). It prints the
// server backend's CPU per staged row of each, interleaved, staging left out, and product's HOT updates.
//   node bench/offer-split.mjs [--rows 100000] [--batch 2000] [--runs 3] [--kinds now,split,hashed,mirror]
import { arg, clonePostgres, connectTo, dist, dropPostgres, processCpu as pidCpu } from './lib.mjs';

const rows = Number(arg('rows', '100000'));
const batch = Number(arg('batch', '2000'));
const runs = Number(arg('runs', '3'));
const kinds = arg('kinds', 'now,split,hashed,mirror').split(',');
const template = `ofertas_refresh_template_${rows}`;
const { applyBatchSettings, writeRows, prepareStaging } = dist('catalog-import/product-writer.js');
const { searchVectorSql, SEARCH_VECTOR_SOURCES } = dist('database/search-vector.js');
const STAGE = 'id, title, merchant, merchant_id, price, rrp_price, store_price, deep_link, merchant_deep_link, image_url, images, description, category, category_id, category_label, brand, brand_id, delivery_cost, delivery_time, rating, currency, in_stock, ean, raw_hash';
const OFFER = ['price', 'rrp_price', 'category', 'brand'];
/** product's columns after the split that a feed line gives (all staged columns but id, the offer's own and the hash). */
const DESCRIBED = STAGE.split(', ').filter((c) => c !== 'id' && c !== 'raw_hash' && c !== 'price' && c !== 'rrp_price');
const IMAGES = `string_to_array(s.images, E'\\x1f')`;
const staged = (c) => (c === 'images' ? IMAGES : `s.${c}`);

/**
 * `product_offer` made from product's rows (`withHash`: with the line hash too) and the listing's five B-trees
 * moved from product to it; then `product` reshaped by `reshape` (SQL), and both tables repacked and analysed.
 */
const offerTableDdl = (withHash, reshape) => {
  const copied = ['id', 'active', 'category', 'brand', 'price', 'rrp_price', 'updated_at', ...(withHash ? ['raw_hash'] : [])].join(', ');
  return `
CREATE TABLE product_offer (
  id text PRIMARY KEY REFERENCES product (id) ON DELETE CASCADE,
  active boolean NOT NULL,
  category text NOT NULL,
  brand text NOT NULL,
  price numeric(12,2) NOT NULL,
  rrp_price numeric(12,2),
  discount numeric(6,2) GENERATED ALWAYS AS (CASE WHEN rrp_price > price AND rrp_price > 0 THEN round((1 - price / rrp_price) * 100, 2) ELSE 0 END) STORED,
  updated_at timestamptz NOT NULL${withHash ? ',\n  raw_hash text' : ''}
);
INSERT INTO product_offer (${copied})
  SELECT ${copied} FROM product ORDER BY category, brand, id;
DROP INDEX product_deals_idx, product_category_idx, product_brand_idx, product_price_idx, product_live_idx;
CREATE INDEX product_offer_deals_idx ON product_offer (discount DESC, id) WHERE active;
CREATE INDEX product_offer_category_idx ON product_offer (category, discount DESC, id) WHERE active;
CREATE INDEX product_offer_brand_idx ON product_offer (brand) WHERE active;
CREATE INDEX product_offer_price_idx ON product_offer (price) WHERE active;
CREATE INDEX product_offer_live_idx ON product_offer (id) INCLUDE (updated_at) WHERE active;
${reshape};
VACUUM FULL product;
VACUUM ANALYZE product_offer;
ANALYZE product`;
};

/** The split: the offer's columns leave product. */
const SPLIT_DDL = offerTableDdl(true, 'ALTER TABLE product DROP COLUMN discount, DROP COLUMN price, DROP COLUMN rrp_price, DROP COLUMN raw_hash, DROP COLUMN updated_at');
/** The mirror: product keeps every column (see the top), with room on its pages for a HOT update. */
const MIRROR_DDL = offerTableDdl(false, 'ALTER TABLE product SET (fillfactor = 85)');
const OFFER_COPY = ['active', 'category', 'brand', 'price', 'rrp_price', 'updated_at'];
/** After the import's own write of a batch: its products' offer columns copied into product_offer (changed or new rows only). */
const MIRROR_SYNC = `
WITH src AS MATERIALIZED (SELECT p.id, ${OFFER_COPY.map((c) => `p.${c}`).join(', ')} FROM import_stage s JOIN product p ON p.id = s.id),
upd AS (
  UPDATE product_offer o SET ${OFFER_COPY.map((c) => `${c} = src.${c}`).join(', ')} FROM src
  WHERE o.id = src.id AND (${OFFER_COPY.map((c) => `o.${c}`).join(', ')}) IS DISTINCT FROM (${OFFER_COPY.map((c) => `src.${c}`).join(', ')})
  RETURNING o.id
), ins AS (
  INSERT INTO product_offer (id, ${OFFER_COPY.join(', ')}) SELECT src.id, ${OFFER_COPY.map((c) => `src.${c}`).join(', ')} FROM src
  WHERE NOT EXISTS (SELECT 1 FROM product_offer o WHERE o.id = src.id)
  RETURNING id
)
SELECT (SELECT count(*) FROM upd)::int AS updated, (SELECT count(*) FROM ins)::int AS inserted`;

const textChanged = `(${SEARCH_VECTOR_SOURCES.map((c) => `p.${c}`).join(', ')}) IS DISTINCT FROM (${SEARCH_VECTOR_SOURCES.map((c) => `s.${c}`).join(', ')})`;
/** An MD5 of a product's descriptive columns (alias `a`; `staged`: the staging table's spelling of them). */
const describedHash = (a, isStaged) => `md5(ROW(${DESCRIBED.map((c) => (isStaged ? staged(c) : `${a}.${c}`)).join(', ')})::text)`;
/**
 * The split schema's refresh statement: the import's, with the offer written apart from the description.
 * `hashed`: whether the description changed is told by a hash of it kept in the offer row (`described`), so
 * `old` reads the narrow row alone, instead of comparing with the product row column by column.
 */
const splitRefresh = (hashed) => `
WITH old AS MATERIALIZED (
  SELECT s.id, o.price, o.active, o.priced, o.changed FROM (SELECT * FROM import_stage ORDER BY id) s
  JOIN LATERAL (
    SELECT f.price, f.active,
      (${OFFER.map((c) => `f.${c}`).join(', ')}) IS DISTINCT FROM (${OFFER.map((c) => `s.${c}`).join(', ')}) AS priced,
      ${hashed ? `f.described IS DISTINCT FROM ${describedHash('s', true)}` : `(${DESCRIBED.map((c) => `p.${c}`).join(', ')}) IS DISTINCT FROM (${DESCRIBED.map(staged).join(', ')})`} AS changed
    FROM product_offer f ${hashed ? '' : 'JOIN product p ON p.id = f.id'} WHERE f.id = s.id FOR NO KEY UPDATE OF f OFFSET 0
  ) o ON true
), updo AS (
  UPDATE product_offer f SET ${OFFER.map((c) => `${c} = s.${c}`).join(', ')}, raw_hash = s.raw_hash, active = true,${hashed ? `\n    described = CASE WHEN o.changed THEN ${describedHash('s', true)} ELSE f.described END,` : ''}
    updated_at = CASE WHEN o.priced OR o.changed OR NOT f.active THEN now() ELSE f.updated_at END
  FROM old o JOIN import_stage s ON s.id = o.id
  WHERE f.id = o.id AND (o.priced OR o.changed OR NOT f.active OR f.raw_hash IS DISTINCT FROM s.raw_hash)
  RETURNING f.id
), updp AS (
  UPDATE product p SET ${DESCRIBED.map((c) => `${c} = ${staged(c)}`).join(', ')}, active = true,
    search_vector = CASE WHEN ${textChanged} THEN ${searchVectorSql('s')} ELSE p.search_vector END
  FROM old o JOIN import_stage s ON s.id = o.id
  WHERE p.id = o.id AND (o.changed OR NOT o.active)
  RETURNING p.id
), ins AS (
  INSERT INTO product AS p (id, ${DESCRIBED.join(', ')}, search_vector)
  SELECT s.id, ${DESCRIBED.map(staged).join(', ')}, ${searchVectorSql('s')} FROM import_stage s
  WHERE NOT EXISTS (SELECT 1 FROM old o WHERE o.id = s.id) ORDER BY s.id
  ON CONFLICT (id) DO NOTHING
  RETURNING p.id
), inso AS (
  INSERT INTO product_offer (id, active, ${OFFER.join(', ')}, updated_at, raw_hash${hashed ? ', described' : ''})
  SELECT s.id, true, ${OFFER.map((c) => `s.${c}`).join(', ')}, now(), s.raw_hash${hashed ? `, ${describedHash('s', true)}` : ''} FROM import_stage s JOIN ins i ON i.id = s.id
  RETURNING id
), hist AS (
  INSERT INTO price_history (product_id, price, rrp_price)
  SELECT s.id, s.price, s.rrp_price FROM import_stage s LEFT JOIN old o ON o.id = s.id
  WHERE o.id IS NULL OR o.price <> s.price
  ON CONFLICT DO NOTHING
)
SELECT (SELECT count(*) FROM updo)::int AS updated, (SELECT count(*) FROM inso)::int AS inserted, (SELECT count(*) FROM updp)::int AS described`;

const PREWARM = (tables) => tables.map((t) => `SELECT pg_prewarm(c.oid) FROM pg_class c WHERE c.relname LIKE '${t}%' AND c.relkind IN ('r', 'i')`);

async function run(kind) {
  const name = `ofertas_offer_split_${process.pid}`;
  await clonePostgres(name, template);
  const c = await connectTo(name);
  try {
    const conn = { query: async (sql, params) => (await c.query(sql, params)).rows, canCopy: true };
    // The staging tables take product's columns as they are before the split.
    await prepareStaging(conn);
    const ddl = { split: SPLIT_DDL, hashed: SPLIT_DDL, mirror: MIRROR_DDL }[kind];
    if (ddl) for (const sql of ddl.split(';').filter((x) => x.trim())) await c.query(sql);
    if (kind === 'hashed') {
      await c.query(`ALTER TABLE product_offer ADD COLUMN described text`);
      await c.query(`UPDATE product_offer f SET described = ${describedHash('p', false)} FROM product p WHERE p.id = f.id`);
      await c.query(`VACUUM FULL product_offer`);
    }
    await c.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    for (const sql of PREWARM(['product', 'price_history'])) await c.query(sql);
    await c.query('CHECKPOINT');
    const pid = (await c.query(`SELECT pg_backend_pid() AS p`)).rows[0].p;
    const [{ n }] = (await c.query(`SELECT count(*)::int AS n FROM refresh_rows`)).rows;
    const hot = async () => (await c.query(`SELECT pg_stat_get_tuples_hot_updated('product'::regclass)::int + pg_stat_get_xact_tuples_hot_updated('product'::regclass)::int AS n`)).rows[0].n;
    const hot0 = await hot();
    const c0 = pidCpu(pid);
    const t0 = performance.now();
    let written = 0;
    // Split: existing products whose description was rewritten too (none in the sample's refresh: prices only).
    let described = 0;
    // Staging a batch (a sort of refresh_rows: 110,000 wide rows at 1,000,000 products) is the bench's, not
    // the write's: its CPU and time are left out of the figures.
    let stagingCpu = 0;
    // Mirror: the CPU of the offer copy's statement, within the total.
    let syncCpu = 0;
    let stagingMs = 0;
    for (let off = 0; off < n; off += batch) {
      const stage = async () => {
        const s0 = pidCpu(pid);
        const st0 = performance.now();
        await c.query(`INSERT INTO import_stage SELECT ${STAGE} FROM refresh_rows ORDER BY ord OFFSET ${off} LIMIT ${batch}`);
        stagingCpu += pidCpu(pid) - s0;
        stagingMs += performance.now() - st0;
      };
      await c.query('BEGIN');
      if (kind === 'now' || kind === 'mirror') {
        const r = await writeRows(conn, { size: Math.min(batch, n - off), stage, wordsOf: () => [] }, 'refresh', { trustKeys: true });
        written += r.inserted + r.updated;
        if (kind === 'mirror') {
          const s0 = pidCpu(pid);
          const [m] = (await c.query(MIRROR_SYNC)).rows;
          syncCpu += pidCpu(pid) - s0;
          described += m.updated + m.inserted;
        }
      } else {
        await stage();
        await applyBatchSettings(conn, 'refresh', true);
        const [r] = (await c.query(splitRefresh(kind === 'hashed'))).rows;
        written += r.inserted + r.updated;
        described += r.described;
      }
      await c.query('COMMIT');
    }
    const cpu = pidCpu(pid) - c0 - stagingCpu;
    const ms = performance.now() - t0 - stagingMs;
    const size = (await c.query(`SELECT pg_size_pretty(pg_total_relation_size('product') + coalesce(pg_total_relation_size(to_regclass('product_offer')), 0)) AS s`)).rows[0].s;
    const hotUpdates = (await hot()) - hot0;
    const note = kind === 'now' ? '' : kind === 'mirror' ? ` (${described} offer rows, their statement ${((syncCpu * 1e6) / n).toFixed(0)} µs per staged row)` : ` (${described} descriptions)`;
    console.log(`${kind.padEnd(6)} ${written} rows written${note} in ${ms.toFixed(0)} ms, server CPU ${cpu.toFixed(2)} s (${((cpu * 1e6) / n).toFixed(0)} µs per staged row), ${hotUpdates} HOT updates of product; catalogue ${size}`);
  } finally {
    await c.end();
    await dropPostgres(name);
  }
}

for (let r = 0; r < runs; r++) for (const kind of kinds) await run(kind);
