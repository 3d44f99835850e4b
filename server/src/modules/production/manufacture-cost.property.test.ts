import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * Cost that adds up (issue 30 item 3), over random batches made through the API: a feeding of a
 * random size, a record with random output, scrap and an adjustment that issues material, process
 * and OEM costs audited before, between or after packings, the output packed in one to three
 * packings (the last one completes the batch, by packing the rest or by 完工). Then for the month,
 * over the run's batches, to the unit (×1e6 元): material value issued to production (the feedings'
 * and records' moves) + audited process + OEM = value packed into product stock (the packings'
 * moves) + recorded scrap and loss. Modest runs: each is a dozen API calls per batch.
 */
let t: TestApp;
const users: Record<string, ApiClient> = {};
const ids: Record<string, number> = {};
const today = companyToday();
const G = 1_000; // a gram ×1e6 kg

const ok = <T>(r: { resultCode: string; result: T }) => {
  expect(r.resultCode, JSON.stringify(r)).toBe('0');
  return r.result;
};
async function act(name: string, id: number, action: string, who: string) {
  const d = ok(
    await users.admin.get<{ version: number }>(`/production/query${name}Detail`, { id: String(id) }),
  );
  return ok(
    await users[who].post<{ status: string }>(`/production/change${name}State`, {
      id,
      version: d.version,
      action,
    }),
  );
}

interface Plan {
  batchKg: number;
  outputPct: number;
  scrapG: number;
  adjustG: number;
  costs: { oem: boolean; fen: number[]; before: number }[];
  packs: number[];
  byComplete: boolean;
}

const plan = fc.record({
  batchKg: fc.integer({ min: 10, max: 40 }),
  outputPct: fc.integer({ min: 60, max: 100 }),
  scrapG: fc.integer({ min: 0, max: 3_000 }),
  adjustG: fc.integer({ min: 0, max: 1_500 }),
  costs: fc.array(
    fc.record({
      oem: fc.boolean(),
      fen: fc.array(fc.integer({ min: 1, max: 50_000 }), { minLength: 1, maxLength: 2 }),
      before: fc.integer({ min: 0, max: 2 }),
    }),
    { maxLength: 2 },
  ),
  // Shares of the output per packing (the last one takes what is left, or stops short with 完工).
  packs: fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 3 }),
  byComplete: fc.boolean(),
});

/** Makes one batch by the plan; answers its feeding id. */
async function makeBatch(p: Plan): Promise<number> {
  const feeding = ok(
    await users.operator.post<{ id: number }>('/production/addOrUpdateFeeding', {
      feedDate: today,
      productId: ids.product,
      recipeId: ids.recipe,
      batchSize: p.batchKg * KG,
      warehouseId: ids.raw,
      items: [],
    }),
  );
  await act('Feeding', feeding.id, 'SAVE', 'operator');
  const output = Math.floor((p.batchKg * 1000 * p.outputPct) / 100) * G;
  const record = ok(
    await users.operator.post<{ id: number }>('/production/addOrUpdateRecord', {
      feedingId: feeding.id,
      recordDate: today,
      outputQty: output,
      scrapQty: p.scrapG * G,
      scrapReason: p.scrapG ? '报废' : null,
      items: p.adjustG ? [{ kind: 'ADJUST', materielId: ids.adjust, qty: p.adjustG * G }] : [],
    }),
  );
  await act('Record', record.id, 'AUDIT', 'workshopmanager');
  const addCosts = async (at: number) => {
    for (const c of p.costs.filter((x) => x.before === at)) {
      const saved = ok(
        await users.costaccounting.post<{ id: number }>('/production/addOrUpdateProcessCost', {
          feedingId: feeding.id,
          costDate: today,
          kind: c.oem ? 'OEM' : 'PROCESS',
          supplierId: c.oem ? ids.supplier : null,
          items: c.fen.map((fen) => ({ procedureId: ids.procedure, amount: fen * 10_000 })),
        }),
      );
      await act('ProcessCost', saved.id, 'AUDIT', 'finacemanager');
    }
  };
  // Split the output in grams by the shares; 完工 leaves the last share unpacked.
  const total = p.packs.reduce((a, b) => a + b, 0);
  const grams = output / G;
  const parts = p.packs.map((s) => Math.floor((grams * s) / total));
  parts[parts.length - 1] += grams - parts.reduce((a, b) => a + b, 0);
  const packed = p.byComplete && parts.length > 1 ? parts.slice(0, -1) : parts;
  for (const [i, g] of packed.entries()) {
    await addCosts(i);
    const last = i === packed.length - 1;
    if (g === 0 && !last) continue;
    const qty = Math.max(g, 1) * G;
    const pack = ok(
      await users.operator.post<{ id: number }>('/production/addOrUpdatePackaging', {
        feedingId: feeding.id,
        packDate: today,
        warehouseId: ids.productWarehouse,
        complete: last,
        items: [{ packageSpecId: ids.spec, packages: 1, qty: Math.min(qty, output) }],
      }),
    );
    await act('Packaging', pack.id, 'AUDIT', 'workshopmanager');
  }
  return feeding.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  for (const name of [
    'admin',
    'operator',
    'workshopmanager',
    'costaccounting',
    'finacemanager',
    'researcher',
    'researchderictor',
  ]) {
    users[name] = new ApiClient(t.app);
    expect((await users[name].login(name, name === 'admin' ? 'admin123' : 'demo1234')).resultCode).toBe('0');
  }
  const db = t.database.db;
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, q))[0].id;
  const f = await materialFixture(t);
  ids.raw = f.ids.raw;
  ids.productWarehouse = f.ids.product;
  ids.product = f.ids.redPaste;
  ids.spec = await one(sql`select id from md_package_specs where code = 'T25'`);
  ids.procedure = await one(sql`select id from md_procedures order by id limit 1`);
  ids.supplier = await one(sql`select id from md_suppliers order by id limit 1`);
  const material = (code: string) => one(sql`select id from md_materiels where code = ${code}`);
  ids.adjust = await material('FSJ-190');
  // Two receipts of each at different prices: the averages are not round.
  for (const [code, batchNo, qty, price] of [
    ['YL-PR101', 'PP1', 500, 30.37],
    ['YL-PR101', 'PP2', 500, 33.11],
    ['RJ-DIW', 'PQ1', 800, 1.07],
    ['FSJ-190', 'PR1', 40, 51.3],
    ['FSJ-190', 'PR2', 40, 49.9],
  ] as const) {
    const saved = ok(
      await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
        inDate: today,
        warehouseId: f.ids.raw,
        items: [
          {
            materielId: await material(code),
            batchNo,
            allocationId: f.ids.slot1,
            qty: qty * KG,
            price: Math.round(price * YUAN),
          },
        ],
      }),
    );
    ok(
      await f.store.post('/warehouse/changeMaterialInState', {
        id: saved.id,
        version: 1,
        action: 'WAREHOUSE-IN',
      }),
    );
  }
  const recipe = ok(
    await users.researcher.post<{ id: number }>('/formula/addOrUpdateRecipe', {
      scale: 'PILOT',
      purpose: 'MANUFACTURE',
      effectiveDate: today,
      code: 'PF-PROP-01',
      name: '成本性质测试色浆',
      recipeType: 'PRODUCTION',
      productId: ids.product,
      batchSize: 50 * KG,
      basis: 'BATCH',
      items: [
        { materielId: await material('YL-PR101'), parts: 30 * KG },
        { materielId: await material('RJ-DIW'), parts: 20 * KG },
      ],
    }),
  );
  ok(
    await users.researchderictor.post('/formula/changeRecipeState', {
      id: recipe.id,
      version: 1,
      action: 'AUDIT',
      status: 'APPROVAL_APPROVED',
    }),
  );
  ids.recipe = recipe.id;
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe('production cost adds up (property)', () => {
  it('for the month: issued to production + process + OEM = packed into stock + scrap and loss, to the unit', async () => {
    const made: number[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(plan, { minLength: 1, maxLength: 2 }), async (plans) => {
        for (const p of plans) made.push(await makeBatch(p));
        const list = sql.join(
          made.map((id) => sql`${id}`),
          sql`, `,
        );
        const month = today.slice(0, 6);
        const [row] = await queryRows<{
          issued: string;
          costs: string;
          packed: string;
          loss: string;
          open: number;
        }>(
          t.database.db,
          sql`select
              (select -coalesce(sum(value), 0) from stock_moves where business_date like ${`${month}%`} and (
                (doc_key = 'manufacture-feeding' and doc_id in (${list}))
                or (doc_key = 'manufacture-record' and doc_id in (select id from prd_records where feeding_id in (${list})))))::text as issued,
              (select coalesce(sum(total_amount), 0) from prd_process_costs where status = 'APPROVAL_APPROVED'
                and cost_date like ${`${month}%`} and feeding_id in (${list}))::text as costs,
              (select coalesce(sum(value), 0) from stock_moves where doc_key = 'manufacture-packaging'
                and business_date like ${`${month}%`}
                and doc_id in (select id from prd_packagings where feeding_id in (${list})))::text as packed,
              (select coalesce(sum(loss_value), 0) from prd_packagings where status = 'APPROVED'
                and pack_date like ${`${month}%`} and feeding_id in (${list}))::text as loss,
              (select count(*) from prd_feedings where id in (${list}) and status <> 'COMPLETE')::int as open`,
        );
        expect(row.open).toBe(0);
        expect(BigInt(row.issued) + BigInt(row.costs)).toBe(BigInt(row.packed) + BigInt(row.loss));
      }),
      { numRuns: 5, seed: 30_3 },
    );
  }, 300_000);
});
