import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { assertLedger, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * Production orders and feeding (issue 30 item 2), through the API on the demo company: a sales
 * order → 确认排产 → 投料单 drafts → 保存 with the material ledger asserted to the unit after each
 * step; an alternate; a deviation that needs review and a strict refusal; 作废 reversing exactly;
 * the month held open while a feeding is SAVED; permissions with money hidden. The race on the last
 * kilograms is in manufacture-race.test.ts. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
const KG = 1_000_000;
let t: TestApp;
const users: Record<string, ApiClient> = {};
const m: Record<string, number> = {};
let recipeId = 0;
let productId = 0;
let orderId = 0;
let orderLineId = 0;
let halfstuffRecipe = 0;
let rawWarehouse = 0;

interface Line {
  id: number;
  materielId: number;
  alternateId: number | null;
  theoreticalQty: number;
  qty: number;
  deviationReason: string | null;
  pickedBatches: string | null;
  cost?: number | null;
  unitCost?: number | null;
}
interface Feeding {
  id: number;
  version: number;
  status: string;
  number: string;
  feedDate: string;
  recipeId: number;
  productId: number;
  batchSize: number;
  warehouseId: number;
  salesOrderId: number | null;
  salesOrderLineId: number | null;
  deviationState: string;
  materialCost?: number | null;
  items: Line[];
  [field: string]: unknown;
}

const detail = async (id: number, who = 'operator') => {
  const r = await users[who].get<Feeding>('/production/queryFeedingDetail', { id: String(id) });
  expect(r.resultCode, JSON.stringify(r)).toBe('0');
  return r.result;
};

/** Saves the feeding's lines changed by `change` (the header as stored). */
async function editLines(id: number, change: (lines: Line[]) => Line[], who = 'operator') {
  const d = await detail(id, who);
  const header = Object.fromEntries(
    ['feedDate', 'plannedDate', 'productId', 'recipeId', 'batchSize', 'warehouseId', 'remark'].map((f) => [
      f,
      d[f] ?? null,
    ]),
  );
  const items = change(d.items).map(({ id: lineId, materielId, alternateId, qty, deviationReason }) => ({
    id: lineId,
    materielId,
    alternateId,
    qty,
    deviationReason,
  }));
  return users[who].post<{ id: number }>('/production/addOrUpdateFeeding', {
    ...header,
    items,
    id,
    version: d.version,
  });
}

async function act(id: number, action: string, who = 'operator') {
  const { version } = await detail(id, who);
  return users[who].post<{ status: string }>('/production/changeFeedingState', { id, version, action });
}

/** The item's cost row, exact: [qty ×1e6, value ×1e6]. */
async function cost(itemId: number): Promise<[bigint, bigint]> {
  const [row] = await queryRows<{ qty: string; value: string }>(
    t.database.db,
    sql`select qty::text as qty, value::text as value from item_costs where item_kind = 'MATERIAL' and item_id = ${itemId}`,
  );
  return [BigInt(row?.qty ?? 0), BigInt(row?.value ?? 0)];
}

/** What the feeding's moves took, per material: [qty, value] (positive for an issue). */
async function movesOf(feedingId: number) {
  const rows = await queryRows<{ item_id: number; qty: string; value: string }>(
    t.database.db,
    sql`select item_id, sum(qty)::text as qty, sum(value)::text as value from stock_moves
        where doc_key = 'manufacture-feeding' and doc_id = ${feedingId} group by item_id`,
  );
  return new Map(rows.map((r) => [r.item_id, [-BigInt(r.qty), -BigInt(r.value)] as [bigint, bigint]]));
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  for (const name of [
    'admin',
    'productplan',
    'operator',
    'workshopmanager',
    'qualityinspector',
    'store',
    'saler',
    'researcher',
    'researchderictor',
  ]) {
    users[name] = new ApiClient(t.app);
    const login = await users[name].login(name, name === 'admin' ? 'admin123' : 'demo1234');
    expect(login.resultCode, name).toBe('0');
  }
  for (const r of await queryRows<{ id: number; code: string }>(
    t.database.db,
    sql`select id, code from md_materiels`,
  ))
    m[r.code] = r.id;
  const f = await materialFixture(t);
  const today = companyToday();
  // Stock to feed from, at known prices (两批 YL-PR101: 40 kg at 30, 100 kg at 33).
  const stock: [string, string, number, number][] = [
    ['YL-PR101', 'R1', 40, 30],
    ['YL-PR101', 'R2', 100, 33],
    ['FSJ-190', 'F1', 10, 50],
    ['FSJ-2012', 'G1', 10, 55],
    ['SZ-ACR01', 'S1', 30, 20],
    ['RJ-DIW', 'W1', 100, 1],
    ['YL-PB153', 'B1', 200, 60],
  ];
  for (const [code, batchNo, qty, price] of stock) {
    const saved = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: today,
      warehouseId: f.ids.raw,
      items: [
        { materielId: m[code], batchNo, allocationId: f.ids.slot1, qty: qty * KG, price: price * YUAN },
      ],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const posted = await f.store.post('/warehouse/changeMaterialInState', {
      id: saved.result.id,
      version: 1,
      action: 'WAREHOUSE-IN',
    });
    expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
  }
  const [product] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from md_products where code = 'SJ-R101-01'`,
  );
  productId = product.id;
  const recipe = async (body: Record<string, unknown>, approve: boolean) => {
    const r = await users.researcher.post<{ id: number }>('/formula/addOrUpdateRecipe', {
      scale: 'PILOT',
      purpose: 'MANUFACTURE',
      effectiveDate: today,
      ...body,
    });
    expect(r.resultCode, JSON.stringify(r)).toBe('0');
    if (approve) {
      const a = await users.researchderictor.post('/formula/changeRecipeState', {
        id: r.result.id,
        version: 1,
        action: 'AUDIT',
        status: 'APPROVAL_APPROVED',
      });
      expect(a.resultCode, JSON.stringify(a)).toBe('0');
    }
    return r.result.id;
  };
  // Per batch of 50 kg: YL-PR101 30, FSJ-190 2.5, SZ-ACR01 7.5, RJ-DIW 10.
  recipeId = await recipe(
    {
      code: 'PF-FEED-01',
      name: '投料测试色浆',
      recipeType: 'PRODUCTION',
      productId,
      batchSize: 50 * KG,
      basis: 'BATCH',
      items: [
        { materielId: m['YL-PR101'], parts: 30 * KG },
        { materielId: m['FSJ-190'], parts: 2.5 * KG },
        { materielId: m['SZ-ACR01'], parts: 7.5 * KG },
        { materielId: m['RJ-DIW'], parts: 10 * KG },
      ],
    },
    true,
  );
  const base = await recipe(
    {
      code: 'BL-FEED-GB',
      name: '投料测试研磨基料',
      recipeType: 'HALFSTUFF',
      batchSize: 100 * KG,
      basis: 'PERCENT',
      items: [
        { materielId: m['YL-PB153'], parts: 40 * KG },
        { materielId: m['RJ-DIW'], parts: 60 * KG },
      ],
    },
    true,
  );
  const [blue] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from md_products where code = 'SJ-B15-01'`,
  );
  halfstuffRecipe = await recipe(
    {
      code: 'PF-FEED-02',
      name: '投料测试蓝浆',
      recipeType: 'PRODUCTION',
      productId: blue.id,
      batchSize: 500 * KG,
      basis: 'PERCENT',
      items: [
        { halfstuffId: base, parts: 75 * KG },
        { materielId: m['SZ-ACR01'], parts: 25 * KG },
      ],
    },
    false,
  );
  const alt = await users.researcher.post('/formula/addOrUpdateReplaceableMaterial', {
    materielId: m['FSJ-190'],
    alternateId: m['FSJ-2012'],
    ratio: 11_000,
    scope: 'ALL',
    items: [],
  });
  expect(alt.resultCode, JSON.stringify(alt)).toBe('0');
  rawWarehouse = f.ids.raw;
  // A confirmed order of 120 kg of the paste (keyed as sales confirms it; prices are sales' own).
  const [c] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from md_customers order by id limit 1`,
  );
  const [w] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from md_warehouses where code = 'CP01'`,
  );
  const [o] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into sal_orders (number, order_date, customer_id, warehouse_id, delivery_date, status, version)
        values ('XS-FEED-1', ${companyToday()}, ${c.id}, ${w.id}, '20991231', 'DELIVERY_PENDING', 1) returning id`,
  );
  orderId = o.id;
  const [l] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into sal_orders_items (doc_id, line_no, product_id, qty) values (${orderId}, 1, ${productId}, ${120 * KG})
        returning id`,
  );
  orderLineId = l.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('production orders and feeding', () => {
  let batches: number[] = [];

  it('确认排产 is production planning’s: three batches of the recipe’s 50 kg cover 120 kg, linked to the line', async () => {
    const denied = await users.operator.post('/production/confirmSalesOrder', { ids: [orderId] });
    expect(denied.resultCode).toBe('10000003');
    const r = await users.productplan.post<{ ids: number[] }>('/production/confirmSalesOrder', {
      ids: [orderId],
    });
    expect(r.resultCode, JSON.stringify(r)).toBe('0');
    batches = r.result.ids;
    expect(batches).toHaveLength(3);
    const f = await detail(batches[0]);
    expect(f).toMatchObject({
      status: 'TEMPORARY_SAVED',
      recipeId,
      productId,
      batchSize: 50 * KG,
      salesOrderId: orderId,
      salesOrderLineId: orderLineId,
      deviationState: 'NONE',
    });
    expect(f.number).toMatch(/^SC\d{8}\d{3}$/);
    const lines = Object.fromEntries(f.items.map((l) => [l.materielId, [l.theoreticalQty, l.qty]]));
    expect(lines).toEqual({
      [m['YL-PR101']]: [30 * KG, 30 * KG],
      [m['FSJ-190']]: [2.5 * KG, 2.5 * KG],
      [m['SZ-ACR01']]: [7.5 * KG, 7.5 * KG],
      [m['RJ-DIW']]: [10 * KG, 10 * KG],
    });
    // Scheduled is read from the feedings: a second 确认 finds nothing left to schedule.
    const again = await users.productplan.post('/production/confirmSalesOrder', { ids: [orderId] });
    expect(again.result).toBe(
      '销售订单 XS-FEED-1 没有需要排产的自产产品明细（已全部排产或产品没有生效的生产配方）',
    );
    const report = await users.productplan.post<{ requestList: Record<string, unknown>[] }>(
      '/production/queryManufactureSalesOrderList',
      { page: { pageIndex: 1, pageSize: 25 }, queryParameterVo: { number: 'XS-FEED-1' } },
    );
    expect(report.resultCode, JSON.stringify(report)).toBe('0');
    expect(report.result.requestList[0]).toMatchObject({
      qty: 120 * KG,
      scheduledQty: 150 * KG,
      unscheduledQty: 0,
      batches: 3,
      recipeId,
    });
    // No sales prices on production's screen of the order.
    expect(Object.keys(report.result.requestList[0]).some((k) => /price|amount/i.test(k))).toBe(false);
  });

  it('保存 issues the actual quantities at the moving average, FEFO, kept per line and on the header', async () => {
    const id = batches[0];
    const materials = ['YL-PR101', 'FSJ-190', 'SZ-ACR01', 'RJ-DIW'].map((c) => m[c]);
    const before = new Map(await Promise.all(materials.map(async (x) => [x, await cost(x)] as const)));
    const saved = await act(id, 'SAVE');
    expect(saved.result, JSON.stringify(saved)).toMatchObject({ status: 'SAVED' });
    const moves = await movesOf(id);
    const f = await detail(id, 'admin');
    let total = 0n;
    for (const x of materials) {
      const [q, v] = moves.get(x)!;
      const line = f.items.find((l) => l.materielId === x)!;
      expect(q).toBe(BigInt(line.qty));
      // The issue took value × q / qty of the item (one batch) or the sum of its batches' moves.
      const [qty0, value0] = before.get(x)!;
      expect(await cost(x)).toEqual([qty0 - q, value0 - v]);
      expect(BigInt(line.cost!)).toBe(v);
      expect(line.pickedBatches).toBeTruthy();
      total += v;
      await assertLedger(t, x);
    }
    // FEFO (no expiry: first received, then batch): 30 kg of R1, at 4,500.00 元 × 30 / 140 kg.
    const pigment = f.items.find((l) => l.materielId === m['YL-PR101'])!;
    expect(pigment.pickedBatches).toBe('R1 30');
    expect(pigment.cost).toBe(964_285_714);
    expect(BigInt(f.materialCost!)).toBe(total);
    expect(total > 0n).toBe(true);
    // The moves are the feeding's, dated its feeding date.
    const [{ n }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stock_moves where doc_key = 'manufacture-feeding' and doc_id = ${id}
          and business_date <> ${f.feedDate}`,
    );
    expect(n).toBe(0);
    // Frozen once saved.
    const edit = await editLines(id, (l) => l);
    expect(edit.resultCode).not.toBe('0');
  });

  it('an alternate stands in only as the table allows, its theoretical quantity at the ratio', async () => {
    const id = batches[1];
    const refused = await editLines(id, (lines) =>
      lines.map((l) => (l.materielId === m['YL-PR101'] ? { ...l, alternateId: m['RJ-DIW'] } : l)),
    );
    expect(refused.result).toMatch(
      /^第\d行：RJ-DIW .+ 不是配方「PF-FEED-01 第1版」中 YL-PR101 .+ 的可用替代料$/,
    );
    // FSJ-190 → FSJ-2012 at 1.1 kg/kg (every recipe): 2.5 kg becomes 2.75 kg.
    const ok = await editLines(id, (lines) =>
      lines.map((l) =>
        l.materielId === m['FSJ-190'] ? { ...l, alternateId: m['FSJ-2012'], qty: 2.75 * KG } : l,
      ),
    );
    expect(ok.resultCode, JSON.stringify(ok)).toBe('0');
    const f = await detail(id);
    const line = f.items.find((l) => l.materielId === m['FSJ-190'])!;
    expect(line).toMatchObject({ alternateId: m['FSJ-2012'], theoreticalQty: 2.75 * KG, qty: 2.75 * KG });
    expect(f.deviationState).toBe('NONE');
    const [q0, v0] = await cost(m['FSJ-2012']);
    const [q190] = await cost(m['FSJ-190']);
    expect((await act(id, 'SAVE')).resultCode).toBe('0');
    const [q, v] = (await movesOf(id)).get(m['FSJ-2012'])!;
    expect(q).toBe(BigInt(2.75 * KG));
    expect(await cost(m['FSJ-2012'])).toEqual([q0 - q, v0 - v]);
    // The material it replaced is not touched.
    expect((await cost(m['FSJ-190']))[0]).toBe(q190);
    await assertLedger(t, m['FSJ-2012']);
  });

  it('a deviation under 警告 needs a reason and a reviewer before 保存; 严格 refuses it', async () => {
    const id = batches[2];
    const over = (qty: number, reason: string | null) => (lines: Line[]) =>
      lines.map((l) => (l.materielId === m['YL-PR101'] ? { ...l, qty, deviationReason: reason } : l));
    const noReason = await editLines(id, over(31 * KG, null));
    expect(noReason.result).toMatch(
      /^第\d行：物料 YL-PR101 .+ 理论用量 30 kg，实际 31 kg，超出允许偏差 0%，请填写偏差原因（保存前须经偏差审核）$/,
    );
    expect((await editLines(id, over(31 * KG, '颜料含水偏高'))).resultCode).toBe('0');
    expect((await detail(id)).deviationState).toBe('PENDING');
    expect((await act(id, 'SAVE')).result).toBe('投料单有超出允许偏差的明细，须经偏差审核后才能保存');
    expect((await act(id, 'REVIEW')).resultCode).toBe('10000003');
    const reviewed = await act(id, 'REVIEW', 'workshopmanager');
    expect(reviewed.resultCode, JSON.stringify(reviewed)).toBe('0');
    expect((await detail(id)).deviationState).toBe('APPROVED');
    // 严格, 5 %: beyond it is refused outright, at it passes.
    await t.database.db.execute(
      sql`update prd_recipes set consumption_control = 'STRICT', tolerance = 500 where id = ${recipeId}`,
    );
    try {
      expect((await editLines(id, over(32 * KG, '颜料含水偏高'))).result).toMatch(
        /^第\d行：物料 YL-PR101 .+ 理论用量 30 kg，实际 32 kg，超出允许偏差 5%（严格控制），不能投料$/,
      );
      expect((await editLines(id, over(31.5 * KG, null))).resultCode).toBe('0');
      // The edit took the review back; within tolerance none is needed.
      expect((await detail(id)).deviationState).toBe('NONE');
    } finally {
      await t.database.db.execute(
        sql`update prd_recipes set consumption_control = null, tolerance = null where id = ${recipeId}`,
      );
    }
  });

  it('an unapproved recipe version is refused; a make-to-stock feeding needs no order', async () => {
    const [blue] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select product_id as id from prd_recipes where id = ${halfstuffRecipe}`,
    );
    const body = { productId: blue.id, batchSize: 500 * KG, warehouseId: rawWarehouse, items: [] };
    const refused = await users.operator.post('/production/addOrUpdateFeeding', {
      ...body,
      recipeId: halfstuffRecipe,
    });
    expect(refused.result).toBe('配方「PF-FEED-02 第1版」尚未审核，不能投料');
    const approved = await users.researchderictor.post('/formula/changeRecipeState', {
      id: halfstuffRecipe,
      version: 1,
      action: 'AUDIT',
      status: 'APPROVAL_APPROVED',
    });
    expect(approved.resultCode, JSON.stringify(approved)).toBe('0');
    const made = await users.operator.post<{ id: number }>('/production/addOrUpdateFeeding', {
      ...body,
      recipeId: halfstuffRecipe,
    });
    expect(made.resultCode, JSON.stringify(made)).toBe('0');
    const f = await detail(made.result.id);
    // Half-stuff exploded: 500 kg × 75 % × 40 % of pigment, and its water with none of its own.
    const lines = Object.fromEntries(f.items.map((l) => [l.materielId, l.theoreticalQty]));
    expect(lines).toEqual({
      [m['YL-PB153']]: 150 * KG,
      [m['RJ-DIW']]: 225 * KG,
      [m['SZ-ACR01']]: 125 * KG,
    });
    expect(f.salesOrderId).toBeNull();
    // Weighed to the gram, each rounded half-up once from the exact figure: 1.01 kg → 303 g of
    // pigment, 454.5 g → 455 g of water, 252.5 g → 253 g of resin (a 4th decimal was refused at 保存).
    const small = await users.operator.post<{ id: number }>('/production/addOrUpdateFeeding', {
      ...body,
      batchSize: 1.01 * KG,
      recipeId: halfstuffRecipe,
    });
    expect(small.resultCode, JSON.stringify(small)).toBe('0');
    const grams = await detail(small.result.id);
    expect(Object.fromEntries(grams.items.map((l) => [l.materielId, [l.theoreticalQty, l.qty]]))).toEqual({
      [m['YL-PB153']]: [0.303 * KG, 0.303 * KG],
      [m['RJ-DIW']]: [0.455 * KG, 0.455 * KG],
      [m['SZ-ACR01']]: [0.253 * KG, 0.253 * KG],
    });
    // A new 批量 re-proposes 实际 from the new 理论 (not a deviation on every line).
    const d = await detail(small.result.id);
    const resized = await users.operator.post('/production/addOrUpdateFeeding', {
      ...body,
      recipeId: halfstuffRecipe,
      id: small.result.id,
      version: d.version,
      batchSize: 2 * KG,
      items: d.items.map(({ id: lineId, materielId, alternateId, qty }) => ({
        id: lineId,
        materielId,
        alternateId,
        qty,
      })),
    });
    expect(resized.resultCode, JSON.stringify(resized)).toBe('0');
    const big = await detail(small.result.id);
    expect(Object.fromEntries(big.items.map((l) => [l.materielId, [l.theoreticalQty, l.qty]]))).toEqual({
      [m['YL-PB153']]: [0.6 * KG, 0.6 * KG],
      [m['RJ-DIW']]: [0.9 * KG, 0.9 * KG],
      [m['SZ-ACR01']]: [0.5 * KG, 0.5 * KG],
    });
    expect(big.deviationState).toBe('NONE');
    expect((await act(small.result.id, 'INVALIDATE')).resultCode).toBe('0');
    // Closing the version: a draft made on it can no longer be saved.
    await t.database.db.execute(sql`update prd_recipes set status = 'CLOSED' where id = ${halfstuffRecipe}`);
    expect((await act(made.result.id, 'SAVE')).result).toBe('配方「PF-FEED-02 第1版」已关闭，不能投料');
  });

  it('作废 of a saved feeding gives back exactly what it took; the month stays open while one is SAVED', async () => {
    const id = batches[2];
    expect((await act(id, 'SAVE')).resultCode).toBe('0');
    const period = companyToday().slice(0, 6);
    const check = await users.admin.post<{
      blockers: string[];
      pendingDocuments: { title: string; status: string }[];
    }>('/matStockAcc/firstCheck', { period });
    expect(check.resultCode, JSON.stringify(check)).toBe('0');
    // The three saved batches and the make-to-stock draft keep the month open.
    const feedings = check.result.pendingDocuments.filter((d) => d.title === '投料单').map((d) => d.status);
    expect(feedings.sort()).toEqual(['SAVED', 'SAVED', 'SAVED', 'TEMPORARY_SAVED']);
    const moves = await movesOf(id);
    const before = new Map(
      await Promise.all([...moves.keys()].map(async (x) => [x, await cost(x)] as const)),
    );
    expect((await act(id, 'INVALIDATE')).result).toMatchObject({ status: 'DISCARDED' });
    for (const [x, [q, v]] of moves) {
      const [q0, v0] = before.get(x)!;
      expect(await cost(x)).toEqual([q0 + q, v0 + v]);
      await assertLedger(t, x);
    }
    expect((await movesOf(id)).get(m['YL-PR101'])).toEqual([0n, 0n]);
  });

  it('permissions: the store sees no feeding; production reads it without money; admin reads the cost', async () => {
    const id = batches[0];
    expect((await users.store.get('/production/queryFeedingDetail', { id: String(id) })).resultCode).toBe(
      '10000003',
    );
    expect(
      (await users.store.post('/production/queryFeedingLineList', { page: { pageIndex: 1, pageSize: 25 } }))
        .resultCode,
    ).toBe('10000003');
    for (const who of ['operator', 'qualityinspector']) {
      const f = await detail(id, who);
      expect(f.materialCost, who).toBeUndefined();
      expect(f.items[0].cost, who).toBeUndefined();
      expect(f.items[0].unitCost, who).toBeUndefined();
    }
    const lines = await users.operator.post<{ requestList: Record<string, unknown>[] }>(
      '/production/queryFeedingLineList',
      {
        page: { pageIndex: 1, pageSize: 25 },
        queryParameterVo: {},
      },
    );
    expect(lines.resultCode, JSON.stringify(lines)).toBe('0');
    expect(lines.result.requestList.length).toBeGreaterThan(0);
    expect(lines.result.requestList.every((r) => !('cost' in r))).toBe(true);
    // Quality reads feedings but may not key them.
    expect((await act(batches[1], 'COMPLETE', 'qualityinspector')).resultCode).toBe('10000003');
    expect((await detail(id, 'admin')).materialCost).toBeGreaterThan(0);
    // The researcher reads but does not plan.
    expect(
      (await users.researcher.post('/production/confirmSalesOrder', { ids: [orderId] })).resultCode,
    ).toBe('10000003');
  });
});
