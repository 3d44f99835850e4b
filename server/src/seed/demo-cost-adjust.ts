import { toYmd } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { seedActor } from './seed-actor.ts';

const YUAN = 1_000_000;

/**
 * The demo's 成本调整, in the open current month, after every other stock document: 酞菁蓝's late
 * freight (120.00 元) keyed by the cost accountant and approved by the finance manager (maker and
 * checker are two people) — its stock value and average move, its quantity does not — and a
 * 产品成本调整单 of the first product in stock waiting for 审核.
 */
export async function seedDemoCostAdjust(app: FastifyInstance, db: DbOrTx, today: Date): Promise<void> {
  const now = toYmd(today);
  const [finance, costAccounting] = await Promise.all(
    ['finacemanager', 'costaccounting'].map((u) => seedActor(app, db, u)),
  );
  const [pigment] = await queryRows<{ id: number }>(
    db,
    sql`select m.id from md_materiels m join item_costs c on c.item_kind = 'MATERIAL' and c.item_id = m.id
        where m.code = 'YL-PB153' and c.qty > 0`,
  );
  if (pigment) {
    const saved = await costAccounting.save('material-cost-adjust', {
      adjustDate: now,
      remark: '双乐颜料运费发票后到',
      items: [{ materielId: pigment.id, adjustAmount: 120 * YUAN, reason: '采购运费分摊' }],
    });
    await finance.transition('material-cost-adjust', {
      id: saved.id,
      version: 1,
      action: 'AUDIT',
      status: 'APPROVAL_APPROVED',
    });
  }
  const [product] = await queryRows<{ item_id: number }>(
    db,
    sql`select item_id from item_costs where item_kind = 'PRODUCT' and qty > 0 order by item_id limit 1`,
  );
  if (product)
    await costAccounting.save('product-cost-adjust', {
      adjustDate: now,
      remark: '包装材料涨价补差',
      items: [{ productId: product.item_id, adjustAmount: 50 * YUAN, reason: '包装桶单价调整' }],
    });
}
