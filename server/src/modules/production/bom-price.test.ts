import { addDays, bomPriceRange, companyToday, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * BOM 价格 (issue 30 item 1) against figures worked out by hand. Recipe TBP-P (per hundred, 1,000
 * kg) uses half-stuff TBP-H1 (per batch, 200 kg), which uses half-stuff TBP-H2 (per hundred):
 *
 *   TBP-P 1000 kg: TBP-H1 40 %, A 20 %, D 10 %, B 30 %
 *   TBP-H1 200 kg: TBP-H2 100 kg, B 100 kg        TBP-H2: A 50 %, C 50 %
 *
 * so 1,000 kg of TBP-P is 400 kg of TBP-H1 → 200 kg TBP-H2 (A 100, C 100) + B 200; with A 200,
 * D 100, B 300: A 300, B 500, C 100, D 100 kg. Receipts (the last month runs from `from1`):
 *   A: 100 kg at 10.00 and 300 kg at 12.00 this month (11.50), 1,000 kg at 50.00 ten days before;
 *   B: 200 kg at 8.00 twenty days before the month, nothing since;
 *   C: 50 kg at 30.00, and 50 kg at 20.00 red-flushed (real warehouse-ins, today);
 *   D: never.
 */
const KG = 1_000_000n;
const P = 1_000_000;
const Y = 1_000_000; // 元 ×1e6

let t: TestApp;
const users: Record<string, ApiClient> = {};
const mat: Record<string, number> = {};
const recipes: Record<string, number> = {};
const today = companyToday();
const from1 = bomPriceRange(1, today).from;

interface Page {
  requestList: Record<string, unknown>[];
  totalRec: number;
  totals: Record<string, number>;
}
const query = async (who: string, url: string, filters: Record<string, unknown>) => {
  const r = await users[who].post<Page>(url, {
    page: { pageIndex: 1, pageSize: 50 },
    queryParameterVo: filters,
  });
  return r;
};
const page = async (who: string, url: string, filters: Record<string, unknown>) => {
  const r = await query(who, url, filters);
  expect(r.resultCode, JSON.stringify(r)).toBe('0');
  return r.result;
};

async function receipt(material: string, date: string, kg: number, price: number, doc: number) {
  // A posted receipt as the ledger holds it (the warehouse-in's move): the price read knows nothing else.
  await t.database.db.execute(sql`insert into stock_moves
      (item_kind, item_id, warehouse_id, qty, unit_cost, value, doc_key, doc_id, business_date)
    values ('MATERIAL', ${mat[material]}, 1, ${BigInt(kg) * KG}, ${price * Y}, ${BigInt(kg) * BigInt(price * Y)},
      'material-warehouse-in', ${doc}, ${date})`);
}

async function recipe(code: string, body: Record<string, unknown>) {
  const r = await users.researcher.post<{ id: number }>('/formula/addOrUpdateRecipe', {
    code,
    name: `BOM测试${code}`,
    scale: 'PILOT',
    purpose: 'RESEARCH',
    effectiveDate: '20260101',
    ...body,
  });
  expect(r.resultCode, JSON.stringify(r)).toBe('0');
  const id = r.result.id;
  const approved = await users.researchderictor.post('/formula/changeRecipeState', {
    id,
    version: 1,
    action: 'AUDIT',
    status: 'APPROVAL_APPROVED',
  });
  expect(approved.resultCode, JSON.stringify(approved)).toBe('0');
  recipes[code] = id;
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  for (const name of ['admin', 'researcher', 'researchderictor', 'productplan', 'saler', 'store']) {
    users[name] = new ApiClient(t.app);
    const password = name === 'admin' ? 'admin123' : 'demo1234';
    expect((await users[name].login(name, password)).resultCode).toBe('0');
  }
  const [ref] = await queryRows<{ type: number; unit: number; wh: number; slot: number }>(
    t.database.db,
    sql`select m.materiel_type_id as type, m.unit_id as unit,
          (select id from md_warehouses where code = 'YL01') as wh,
          (select id from md_allocations where code = 'YL-A-01') as slot
        from md_materiels m where m.code = 'YL-PB153'`,
  );
  for (const code of ['A', 'B', 'C', 'D']) {
    const r = await users.admin.post<{ id: number }>('/base/addOrUpdateMateriel', {
      code: `BPT-${code}`,
      name: `BOM测试料${code}`,
      materielTypeId: ref.type,
      unitId: ref.unit,
    });
    expect(r.resultCode, JSON.stringify(r)).toBe('0');
    mat[code] = r.result.id;
  }
  await receipt('A', from1, 100, 10, 900001);
  await receipt('A', today, 300, 12, 900002);
  await receipt('A', addDays(from1, -10), 1000, 50, 900003);
  await receipt('B', addDays(from1, -20), 200, 8, 900004);
  // C through real warehouse-ins: one posted, one posted and red-flushed (netted out).
  const warehouseIn = async (price: number) => {
    const saved = await users.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: today,
      warehouseId: ref.wh,
      supplierId: null,
      items: [
        { materielId: mat.C, batchNo: `BPT-${price}`, allocationId: ref.slot, qty: 50 * P, price: price * Y },
      ],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const posted = await users.store.post('/warehouse/changeMaterialInState', {
      id: saved.result.id,
      version: 1,
      action: 'WAREHOUSE-IN',
    });
    expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
    return saved.result.id;
  };
  await warehouseIn(30);
  const flushed = await warehouseIn(20);
  const red = await users.admin.post('/warehouse/changeMaterialInState', {
    id: flushed,
    version: 2,
    action: 'RED-FLUSH',
  });
  expect(red.resultCode, JSON.stringify(red)).toBe('0');

  await recipe('TBP-H2', {
    recipeType: 'HALFSTUFF',
    batchSize: 100 * P,
    basis: 'PERCENT',
    items: [
      { materielId: mat.A, parts: 50 * P },
      { materielId: mat.C, parts: 50 * P },
    ],
  });
  await recipe('TBP-H1', {
    recipeType: 'HALFSTUFF',
    batchSize: 200 * P,
    basis: 'BATCH',
    items: [
      { halfstuffId: recipes['TBP-H2'], parts: 100 * P },
      { materielId: mat.B, parts: 100 * P },
    ],
  });
  await recipe('TBP-P', {
    recipeType: 'PRODUCTION',
    batchSize: 1000 * P,
    basis: 'PERCENT',
    items: [
      { halfstuffId: recipes['TBP-H1'], parts: 40 * P },
      { materielId: mat.A, parts: 20 * P },
      { materielId: mat.D, parts: 10 * P },
      { materielId: mat.B, parts: 30 * P },
    ],
  });
});
afterAll(async () => {
  await t?.close();
});

const LIST = '/formula/queryBomPriceList';
const LINES = '/formula/queryBomPriceLineList';
const COMPARE = '/formula/queryBomPriceCompareList';
const byCode = (rows: Record<string, unknown>[]) => Object.fromEntries(rows.map((r) => [r.code, r]));

describe('BOM价格', () => {
  it('costs each recipe in force through two levels of half-stuff at the last month’s weighted prices', async () => {
    const list = await page('researchderictor', LIST, { code: 'TBP-', period: '1' });
    expect(list.totalRec).toBe(3);
    const rows = byCode(list.requestList);
    // TBP-P: A 300 × 11.50 + B 500 × 8.00 (latest earlier) + C 100 × 30.00, D unpriced = 10,450.00.
    expect(rows['TBP-P']).toMatchObject({
      versionNo: 1,
      materials: 4,
      costPerBatch: 10_450 * Y,
      costPerKg: 10.45 * Y,
      fallback: 1,
      unpriced: 1,
      period: '1',
    });
    // TBP-H1 (200 kg): A 50 × 11.50 + C 50 × 30.00 + B 100 × 8.00 = 2,875.00, 14.375 元/kg.
    expect(rows['TBP-H1']).toMatchObject({ materials: 3, costPerBatch: 2875 * Y, costPerKg: 14.375 * Y });
    // TBP-H2 (100 kg): A 50 × 11.50 + C 50 × 30.00 = 2,075.00.
    expect(rows['TBP-H2']).toMatchObject({ materials: 2, costPerBatch: 2075 * Y, costPerKg: 20.75 * Y });
  });

  it('drills into the exploded lines: quantities, prices, amounts and shares that add up', async () => {
    const lines = await page('researchderictor', LINES, { recipeId: recipes['TBP-P'], period: '1' });
    const rows = byCode(lines.requestList);
    expect(lines.requestList.map((r) => r.code)).toEqual(['BPT-B', 'BPT-A', 'BPT-C', 'BPT-D']); // by qty desc
    expect(rows['BPT-A']).toMatchObject({
      qty: 300 * P,
      qtyShare: 3000,
      price: 11.5 * Y,
      amount: 3450 * Y,
      perKg: 3.45 * Y,
      // 3,450 / 10,450 = 33.0143 %: the shares are split by largest remainders to add up to 100 %.
      amountShare: 3301,
      priceNote: '',
      priceDate: today,
    });
    expect(rows['BPT-B']).toMatchObject({
      qty: 500 * P,
      price: 8 * Y,
      amount: 4000 * Y,
      amountShare: 3828,
      priceNote: '无本期入库，取最近入库价',
      priceDate: addDays(from1, -20),
    });
    expect(rows['BPT-C']).toMatchObject({ qty: 100 * P, price: 30 * Y, amount: 3000 * Y, amountShare: 2871 });
    expect(rows['BPT-D']).toMatchObject({ qty: 100 * P, price: null, amount: null, priceNote: '无价格' });
    expect(lines.totals).toEqual({
      qty: 1000 * P,
      qtyShare: 10_000,
      amount: 10_450 * Y,
      perKg: 10.45 * Y,
      amountShare: 10_000,
    });
  });

  it('the period switch: three months take the earlier receipts too', async () => {
    const rows = byCode((await page('researchderictor', LIST, { code: 'TBP-P', period: '3' })).requestList);
    // A: (1,000 + 3,600 + 50,000) / 1,400 kg = 39.00; B 8.00 now in the period; C 30.00.
    // 300 × 39 + 500 × 8 + 100 × 30 = 18,700.00.
    expect(rows['TBP-P']).toMatchObject({
      costPerBatch: 18_700 * Y,
      costPerKg: 18.7 * Y,
      fallback: 0,
      unpriced: 1,
    });
    // No period chosen: the last three months.
    const byDefault = byCode((await page('researchderictor', LIST, { code: 'TBP-P' })).requestList);
    expect(byDefault['TBP-P']).toMatchObject({ costPerBatch: 18_700 * Y, period: '3' });
  });

  it('compares two recipes material by material, B − A, with totals per batch and per kg', async () => {
    const r = await page('researchderictor', COMPARE, {
      leftId: recipes['TBP-H1'],
      rightId: recipes['TBP-P'],
      period: '1',
    });
    const rows = byCode(r.requestList);
    expect(rows['BPT-A']).toMatchObject({
      price: 11.5 * Y,
      leftQty: 50 * P,
      leftAmount: 575 * Y,
      rightQty: 300 * P,
      rightAmount: 3450 * Y,
      qtyDiff: 250 * P,
      amountDiff: 2875 * Y,
    });
    expect(rows['BPT-D']).toMatchObject({
      leftQty: null,
      rightQty: 100 * P,
      qtyDiff: 100 * P,
      priceNote: '无价格',
    });
    expect(r.totals).toMatchObject({
      leftQty: 200 * P,
      leftAmount: 2875 * Y,
      leftPerKg: 14.375 * Y,
      rightQty: 1000 * P,
      rightAmount: 10_450 * Y,
      rightPerKg: 10.45 * Y,
      amountDiff: 7575 * Y,
      perKgDiff: -3_925_000, // 10.45 − 14.375 元/kg
    });
    // B not chosen yet: A's lines alone.
    const alone = await page('researchderictor', COMPARE, { leftId: recipes['TBP-H1'], period: '1' });
    expect(byCode(alone.requestList)['BPT-B']).toMatchObject({
      leftQty: 100 * P,
      rightQty: null,
      qtyDiff: -100 * P,
    });
    expect(alone.totals).toMatchObject({ leftAmount: 2875 * Y, rightAmount: 0 });
  });

  it('a chosen version is costed whether in force or not; an unknown one is refused', async () => {
    const one = await page('researchderictor', LIST, { recipeId: recipes['TBP-H1'], period: '1' });
    expect(one.requestList.map((r) => r.code)).toEqual(['TBP-H1']);
    const missing = await query('researchderictor', LINES, { recipeId: 99_999_999 });
    expect(missing.resultCode).toBe(ResultCode.NOT_FOUND);
    const none = await query('researchderictor', LINES, {});
    expect(none.result).toBe('请选择配方版本');
  });
});

describe('BOM价格 permissions (SPEC §6 查看BOM价格合计)', () => {
  it('production planning sees quantities and shares, never a price, amount or cost', async () => {
    const list = await page('productplan', LIST, { code: 'TBP-P', period: '1' });
    expect(list.requestList[0]).toMatchObject({ code: 'TBP-P', materials: 4 });
    for (const key of ['costPerKg', 'costPerBatch', 'fallback', 'unpriced'])
      expect(list.requestList[0]).not.toHaveProperty(key);
    const lines = await page('productplan', LINES, { recipeId: recipes['TBP-P'], period: '1' });
    expect(byCode(lines.requestList)['BPT-A']).toEqual({
      code: 'BPT-A',
      name: 'BOM测试料A',
      qty: 300 * P,
      qtyShare: 3000,
    });
    expect(lines.totals).toEqual({ qty: 1000 * P, qtyShare: 10_000 });
    const compare = await page('productplan', COMPARE, {
      leftId: recipes['TBP-H1'],
      rightId: recipes['TBP-P'],
    });
    expect(Object.keys(compare.requestList[0]).sort()).toEqual([
      'code',
      'leftQty',
      'name',
      'qtyDiff',
      'rightQty',
    ]);
  });

  it('a role without the menu is refused', async () => {
    for (const url of [LIST, LINES, COMPARE])
      expect((await query('saler', url, { recipeId: recipes['TBP-P'] })).resultCode).toBe(
        ResultCode.FORBIDDEN,
      );
  });
});
