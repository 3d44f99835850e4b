import {
  manufactureFeeding,
  manufacturePackaging,
  manufactureProcess,
  manufactureRecord,
  toYmd,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { seedActor } from './seed-actor.ts';

/**
 * The demo's batches after feeding (issue 30 item 3): the workshop records each saved batch (two
 * grinding passes, a colour adjustment, a little scrap) and its head audits it; cost accounting
 * keys the process cost (and an outside processor's fee for the first) and finance audits them;
 * the first batch is packed into stock in two package sizes and completed, the second waits with a
 * packing to audit — so 生产记录, 研磨记录, 调整记录, 生产费用, 生产包装 and 生产成本 read like a
 * working factory on first start.
 */
const KG = 1_000_000n;
const YUAN = 1_000_000;

export async function seedDemoProduction(app: FastifyInstance, db: DbOrTx, todayDate: Date): Promise<void> {
  const today = toYmd(todayDate);
  await feedSmallBatches(app, db, today);
  const batches = await queryRows<{ id: number; batch_size: string }>(
    db,
    sql`select id, batch_size::text as batch_size from prd_feedings where status = 'SAVED' order by id limit 2`,
  );
  if (batches.length === 0) return;
  const [procedures, [supplier], specs, [warehouse]] = await Promise.all([
    queryRows<{ id: number }>(db, sql`select id from md_procedures order by id limit 2`),
    queryRows<{ id: number }>(db, sql`select id from md_suppliers order by id limit 1`),
    queryRows<{ id: number; code: string }>(
      db,
      sql`select id, code from md_package_specs where code in ('T25', 'P1')`,
    ),
    queryRows<{ id: number }>(
      db,
      sql`select id from md_warehouses where kind = 'PRODUCT' order by id limit 1`,
    ),
  ]);
  const spec = Object.fromEntries(specs.map((s) => [s.code, s.id]));
  const [operator, manager, cost, finance] = await Promise.all(
    ['operator', 'workshopmanager', 'costaccounting', 'finacemanager'].map((u) => seedActor(app, db, u)),
  );
  const audit = async (actor: typeof manager, key: string, id: number) => {
    const { version } = await actor.detail(key, id);
    await actor.transition(key, { id, version: Number(version), action: 'AUDIT' });
  };
  for (const [n, b] of batches.entries()) {
    const size = BigInt(b.batch_size);
    const output = (size * 96n) / 100n;
    const record = await operator.save(manufactureRecord.key, {
      feedingId: b.id,
      recordDate: today,
      outputQty: Number(output),
      scrapQty: Number(size / 100n),
      scrapReason: '过滤残渣及管道残留',
      operator: '王建国',
      items: [
        {
          kind: 'GRIND',
          equipment: '卧式砂磨机 SM-01',
          startTime: '08:30',
          endTime: '10:40',
          temperature: 38,
          fineness: 20,
        },
        {
          kind: 'GRIND',
          equipment: '卧式砂磨机 SM-01',
          startTime: '10:50',
          endTime: '12:20',
          temperature: 43,
          fineness: 10,
        },
        { kind: 'ADJUST', remark: '色相偏黄，调整研磨时间后复测合格' },
      ],
    });
    await audit(manager, manufactureRecord.key, record.id);
    const costs = [
      {
        kind: 'PROCESS',
        items: procedures.map((p, i) => ({
          procedureId: p.id,
          hours: Number(3n * KG),
          amount: (80 + 45.5 * i) * YUAN,
        })),
      },
      ...(n === 0 && supplier
        ? [
            {
              kind: 'OEM',
              supplierId: supplier.id,
              items: [{ procedureId: procedures[0].id, amount: 120 * YUAN }],
            },
          ]
        : []),
    ];
    for (const c of costs) {
      const saved = await cost.save(manufactureProcess.key, { feedingId: b.id, costDate: today, ...c });
      await audit(finance, manufactureProcess.key, saved.id);
    }
    if (!warehouse) continue;
    const drums = (output * 6n) / 10n / (25n * KG);
    const rest = output - drums * 25n * KG;
    const packing = await operator.save(manufacturePackaging.key, {
      feedingId: b.id,
      packDate: today,
      warehouseId: warehouse.id,
      packer: '李秀英',
      complete: n === 0,
      items: [
        ...(drums > 0n
          ? [{ packageSpecId: spec.T25, packages: Number(drums), qty: Number(drums * 25n * KG) }]
          : []),
        { packageSpecId: spec.P1, packages: Number((rest + KG - 1n) / KG), qty: Number(rest) },
      ],
    });
    // The first batch is packed and completed; the second's packing waits for the workshop head.
    if (n === 0) await audit(manager, manufacturePackaging.key, packing.id);
  }
  app.log.debug(
    { feeding: manufactureFeeding.key, batches: batches.length },
    'demo seed: production recorded',
  );
}

/**
 * Made to stock: a fifth of a batch of each manufacture recipe in force (the colour paste on its
 * half-stuff grind base, the CNT dispersion), fed where the demo's stock allows — the ordered
 * batches are sized for the orders, larger than the demo's shelves hold.
 */
async function feedSmallBatches(app: FastifyInstance, db: DbOrTx, today: string): Promise<void> {
  const recipes = await queryRows<{ id: number; product_id: number; batch_size: string }>(
    db,
    sql`select distinct on (r.code) r.id, r.product_id, r.batch_size::text as batch_size from prd_recipes r
        where r.purpose = 'MANUFACTURE' and r.status = 'APPROVED' and r.product_id is not null
          and r.effective_date <= ${today}
        order by r.code, r.version_no desc`,
  );
  const [warehouse] = await queryRows<{ id: number }>(
    db,
    sql`select id from md_warehouses where kind = 'MATERIAL' order by id limit 1`,
  );
  if (!warehouse) return;
  const operator = await seedActor(app, db, 'operator');
  for (const r of recipes) {
    try {
      const made = await operator.save(manufactureFeeding.key, {
        feedDate: today,
        productId: r.product_id,
        recipeId: r.id,
        batchSize: Number(BigInt(r.batch_size) / 5n),
        warehouseId: warehouse.id,
        remark: '备货生产',
        items: [],
      });
      await operator.transition(manufactureFeeding.key, { id: made.id, version: 1, action: 'SAVE' });
    } catch (err) {
      app.log.debug({ err, recipe: r.id }, 'demo seed: small batch not fed');
    }
  }
}
