import type { DataSource } from 'typeorm';
import { settlePriceTrust } from '../database/price-trust';

/**
 * The sample catalogue's price history before its import, so that a new user sees the three kinds of
 * struck price (docs/product.md, "Descuento comprobado"): of the discounted products, by a hash of the id,
 * a third charged the struck price until 9 days ago (an honest discount, verified), a third never charged it
 * (an inflated 'antes': their price only moved from slightly higher 60 days ago), and a third has no earlier
 * history. Only products with no history before their creation get one, so seeding again changes nothing.
 */
const SAMPLE_HISTORY = `
WITH picked AS (
  SELECT p.id, p.price, greatest(p.rrp_price, p.store_price) AS reference, abs(hashtext(p.id)) % 3 AS kind, p.created_at
  FROM product p
  WHERE greatest(p.rrp_price, p.store_price) > p.price
    AND NOT EXISTS (SELECT 1 FROM price_history h WHERE h.product_id = p.id AND h.recorded_at < p.created_at)
)
INSERT INTO price_history (product_id, recorded_at, price, rrp_price)
SELECT id, created_at - interval '45 days', reference, reference FROM picked WHERE kind = 0
UNION ALL SELECT id, created_at - interval '9 days', price, reference FROM picked WHERE kind = 0
UNION ALL SELECT id, created_at - interval '60 days', round(price * 1.08, 2), reference FROM picked WHERE kind = 1
UNION ALL SELECT id, created_at - interval '40 days', price, reference FROM picked WHERE kind = 1
ON CONFLICT DO NOTHING`;

/** Writes the sample's earlier history and computes every product's verified discount from it. */
export async function addSampleHistory(db: DataSource): Promise<void> {
  await db.transaction(async (m) => {
    await m.query(SAMPLE_HISTORY);
    await settlePriceTrust(m, 'all');
  });
}
