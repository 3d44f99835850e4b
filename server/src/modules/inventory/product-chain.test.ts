import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { requisitioner } from '../../seed/demo-people.ts';
import { type ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { ledgerViolations, noViolations } from './testing/ledger-invariants.ts';
import { assertLedger, balancesOf, costOf, KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * The whole product chain of one month through the API, asserting after each step the ledger
 * (balances, the item's cost row, the invariants), the product stock screen, its detail and the
 * stock ledger, to the unit: put in two batches at two prices → a requisition reserving the batch
 * that expires first → collected → out at the average and returned → transfer to the second
 * finished-goods warehouse → count with a gain and a loss → merge two batches and trace the new one
 * → close October on the product book.
 *
 * Values are in 元 × 1e6 on the wire. The expected values follow DESIGN §5: an issue takes
 * value × issued ÷ quantity before, rounded half-up once; a gain comes in at value ÷ quantity.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
let blue: number;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  blue = f.ids.blue;
}, 60_000);
afterAll(() => t.close());

const A = 'CP2610-A';
const B = 'CP2610-B';
let requisitionId: number;
let outId: number;
let mergedBatch: string;

type Row = Record<string, unknown>;
async function report(url: string, filters: Row, client: ApiClient = f.finance): Promise<Row[]> {
  const res = await client.post<{ requestList: Row[] }>(url, {
    page: { pageIndex: 1, pageSize: 100 },
    queryParameterVo: filters,
  });
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result.requestList;
}

async function version(url: string, id: number) {
  return (await f.admin.get<{ version: number }>(url, { id: String(id) })).result.version;
}

async function act(prefix: string, name: string, id: number, action: string, client = f.store, extra = {}) {
  return client.post(`${prefix}/change${name}State`, {
    id,
    version: await version(`${prefix}/query${name}Detail`, id),
    action,
    ...extra,
  });
}

const kgOf = (v: unknown) => Number(v) / KG;

/**
 * What every screen and book says of the blue paste: the ledger's balances and cost row, the
 * stock screen (warehouse, on hand, reserved, available, value), its detail (batch, warehouse,
 * slot, on hand, reserved, value) and the stock ledger over all time (warehouse, in, out, closing).
 */
async function books() {
  const stock = await report('/productStock/queryProductStockList', { productId: blue });
  const detail = await report('/productStock/queryProductStockDetailList', { productId: blue });
  const ledger = await report('/finance/queryProductStockLedgerList', { productId: blue });
  await assertLedger(t, blue, 'PRODUCT');
  expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  return {
    balances: await balancesOf(t, blue, 'PRODUCT'),
    cost: await costOf(t, blue, 'PRODUCT'),
    stock: stock.map((r) => [
      r.warehouseId,
      kgOf(r.onHand),
      kgOf(r.reserved),
      kgOf(r.available),
      Number(r.value),
    ]),
    detail: detail.map((r) => [
      r.batchNo,
      r.warehouseId,
      r.allocationId,
      kgOf(r.onHand),
      kgOf(r.reserved),
      Number(r.value),
    ]),
    ledger: ledger.map((r) => [r.warehouseId, kgOf(r.inQty), kgOf(r.outQty), kgOf(r.closingQty)]),
  };
}

/** The batch ledger's rows of the blue paste: document title, batch, in, out, running balance. */
async function batchLedger() {
  const rows = await report('/finance/queryProductBatchNoLedgerList', { productId: blue });
  return rows.map((r) => [r.docTitle, r.batchNo, kgOf(r.inQty), kgOf(r.outQty), kgOf(r.balanceQty)]);
}

describe('product chain in October 2026', () => {
  it('1. puts two batches in at 40 and 46 元/kg, with expiry: 147 kg worth 6162 元', async () => {
    const wrongWarehouse = await f.store.post('/productWarehouse/addOrUpdateProductIn', {
      inDate: '20261005',
      warehouseId: f.ids.raw,
      items: [{ productId: blue, batchNo: A, qty: 1 * KG, price: 40 * YUAN }],
    });
    expect(wrongWarehouse.result).toBe('「原料仓」不是成品仓，不能做产品入库');

    // Prices are warehouse amounts the store does not see: finance keys the costed receipt
    // (productInEdit), the store puts it in.
    const saved = await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
      inDate: '20261005',
      warehouseId: f.ids.product,
      department: '色浆车间',
      items: [
        {
          productId: blue,
          batchNo: A,
          allocationId: f.ids.cpSlot1,
          qty: 100 * KG,
          price: 40 * YUAN,
          productionDate: '20261001',
          expiryDate: '20270401',
        },
        {
          productId: blue,
          batchNo: B,
          allocationId: f.ids.cpSlot2,
          qty: 47 * KG,
          price: 46 * YUAN,
          productionDate: '20261003',
          expiryDate: '20270301',
        },
      ],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    // Nothing moves until it is put in.
    expect(await balancesOf(t, blue, 'PRODUCT')).toEqual({});
    const posted = await act('/productWarehouse', 'ProductIn', saved.result.id, 'WAREHOUSE-IN');
    expect(posted.result).toEqual({ id: saved.result.id, status: 'IN_PUT_WAREHOUSE' });
    const cp = f.ids.product;
    expect(await books()).toEqual({
      balances: { [`${A}@${cp}/${f.ids.cpSlot1}`]: [100, 0], [`${B}@${cp}/${f.ids.cpSlot2}`]: [47, 0] },
      cost: [147, 6162],
      stock: [[cp, 147, 0, 147, 6162 * YUAN]],
      // Each key's share of 6162 元: 100/147 and 47/147, largest remainder.
      detail: [
        [A, cp, f.ids.cpSlot1, 100, 0, 4_191_836_735],
        [B, cp, f.ids.cpSlot2, 47, 0, 1_970_163_265],
      ],
      ledger: [[cp, 147, 0, 147]],
    });
    expect(await batchLedger()).toEqual([
      ['产品入库', A, 100, 0, 100],
      ['产品入库', B, 47, 0, 147],
    ]);
    const [batch] = await queryRows<{ expiry_date: string; production_date: string; first_in_date: string }>(
      t.database.db,
      sql`select expiry_date, production_date, first_in_date from stock_batches
          where item_kind = 'PRODUCT' and item_id = ${blue} and batch_no = ${B}`,
    );
    expect(batch).toEqual({
      expiry_date: '20270301',
      production_date: '20261003',
      first_in_date: '20261005',
    });
  });

  it('2. a requisition reserves the batch that expires first; the stock screen shows it reserved', async () => {
    const saved = await f.store.post<{ id: number }>('/productApply/addOrUpdateProductRequisition', {
      applyDate: '20261008',
      warehouseId: f.ids.product,
      ...(await requisitioner(t.database.db)),
      usage: '客户样品',
      items: [{ productId: blue, qty: 30 * KG }],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    requisitionId = saved.result.id;
    const detail = await f.store.get<{ items: { pickedBatches: string }[] }>(
      '/productApply/queryProductRequisitionDetail',
      { id: String(requisitionId) },
    );
    expect(detail.result.items[0].pickedBatches).toBe(`${B} 30`);
    const cp = f.ids.product;
    expect(await books()).toEqual({
      balances: { [`${A}@${cp}/${f.ids.cpSlot1}`]: [100, 0], [`${B}@${cp}/${f.ids.cpSlot2}`]: [47, 30] },
      cost: [147, 6162],
      stock: [[cp, 147, 30, 117, 6162 * YUAN]],
      detail: [
        [A, cp, f.ids.cpSlot1, 100, 0, 4_191_836_735],
        [B, cp, f.ids.cpSlot2, 47, 30, 1_970_163_265],
      ],
      ledger: [[cp, 147, 0, 147]],
    });

    // Asking for more than is free is refused in words, and reserves nothing.
    const greedy = await f.store.post('/productApply/addOrUpdateProductRequisition', {
      applyDate: '20261008',
      warehouseId: f.ids.product,
      ...(await requisitioner(t.database.db)),
      items: [{ productId: blue, qty: 120 * KG }],
    });
    expect(greedy.result).toBe('可用库存不足：SJ-B15-01 酞菁蓝水性色浆 B15:3 可用 117，需 120，缺 3');
    expect((await balancesOf(t, blue, 'PRODUCT'))[`${A}@${cp}/${f.ids.cpSlot1}`]).toEqual([100, 0]);
  });

  it('3. collects the requisition: exactly the reserved batch goes, at the average cost', async () => {
    const collected = await act(
      '/productApply',
      'ProductRequisition',
      requisitionId,
      'WAREHOUSE-REQUISITION',
    );
    expect(collected.result).toEqual({ id: requisitionId, status: 'OUT_PUT_WAREHOUSE' });
    const cp = f.ids.product;
    // 6162 × 30 / 147 = 1257.551020408… → 1257.551020 元 out; 4904.448980 元 left for 117 kg.
    expect(await books()).toEqual({
      balances: { [`${A}@${cp}/${f.ids.cpSlot1}`]: [100, 0], [`${B}@${cp}/${f.ids.cpSlot2}`]: [17, 0] },
      cost: [117, 4904.44898],
      stock: [[cp, 117, 0, 117, 4_904_448_980]],
      detail: [
        [A, cp, f.ids.cpSlot1, 100, 0, 4_191_836_735],
        [B, cp, f.ids.cpSlot2, 17, 0, 712_612_245],
      ],
      ledger: [[cp, 147, 30, 117]],
    });
    expect((await batchLedger()).at(-1)).toEqual(['产品领料', B, 0, 30, 117]);
  });

  it('4. a warehouse-out is reviewed, goes out at the average cost, and comes back on 退回', async () => {
    const saved = await f.store.post<{ id: number }>('/productStockOutList/addOrUpdateProductOut', {
      outDate: '20261012',
      warehouseId: f.ids.product,
      outType: 'SALE',
      receiver: '立邦涂料（中国）有限公司',
      items: [{ productId: blue, batchNo: A, allocationId: f.ids.cpSlot1, qty: 20 * KG }],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    outId = saved.result.id;
    // Not reviewed: nothing to issue yet.
    const early = await act('/productStockOutList', 'ProductOut', outId, 'WAREHOUSE-OUT');
    expect(early.resultCode).not.toBe('0');
    const reviewed = await act('/productStockOutList', 'ProductOut', outId, 'AUDIT', f.storemaster, {
      status: 'APPROVAL_APPROVED',
    });
    expect(reviewed.result).toEqual({ id: outId, status: 'OUT_PUT_WAREHOUSE_PENDING' });
    const out = await act('/productStockOutList', 'ProductOut', outId, 'WAREHOUSE-OUT');
    expect(out.result).toEqual({ id: outId, status: 'OUT_PUT_WAREHOUSE' });
    const detail = await f.admin.get<{ items: { price: number; amount: number }[] }>(
      '/productStockOutList/queryProductOutDetail',
      { id: String(outId) },
    );
    // 4904.448980 × 20 / 117 = 838.367347… → 838.367347 元, written on the line.
    expect(detail.result.items[0]).toMatchObject({ amount: 838_367_347, price: 41_918_367 });
    const cp = f.ids.product;
    expect(await books()).toEqual({
      balances: { [`${A}@${cp}/${f.ids.cpSlot1}`]: [80, 0], [`${B}@${cp}/${f.ids.cpSlot2}`]: [17, 0] },
      cost: [97, 4066.081633],
      stock: [[cp, 97, 0, 97, 4_066_081_633]],
      detail: [
        [A, cp, f.ids.cpSlot1, 80, 0, 3_353_469_388],
        [B, cp, f.ids.cpSlot2, 17, 0, 712_612_245],
      ],
      ledger: [[cp, 147, 50, 97]],
    });

    const returned = await act('/productStockOutList', 'ProductOut', outId, 'RETURN');
    expect(returned.result).toEqual({ id: outId, status: 'RETURNED' });
    // The return brings back exactly what went out: 838.367347 元.
    expect(await books()).toEqual({
      balances: { [`${A}@${cp}/${f.ids.cpSlot1}`]: [100, 0], [`${B}@${cp}/${f.ids.cpSlot2}`]: [17, 0] },
      cost: [117, 4904.44898],
      stock: [[cp, 117, 0, 117, 4_904_448_980]],
      detail: [
        [A, cp, f.ids.cpSlot1, 100, 0, 4_191_836_735],
        [B, cp, f.ids.cpSlot2, 17, 0, 712_612_245],
      ],
      ledger: [[cp, 167, 50, 117]],
    });
  });

  it('5. transfers 30 kg to the second finished-goods warehouse at the same value', async () => {
    const saved = await f.store.post<{ id: number }>('/inventory/addOrUpdateProductShifting', {
      transferDate: '20261015',
      fromWarehouseId: f.ids.product,
      toWarehouseId: f.ids.product2,
      items: [
        {
          productId: blue,
          batchNo: A,
          fromAllocationId: f.ids.cpSlot1,
          toAllocationId: f.ids.wzSlot1,
          qty: 30 * KG,
        },
      ],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const done = await act('/inventory', 'ProductShifting', saved.result.id, 'WAREHOUSE-TRANSFER');
    expect(done.result).toEqual({ id: saved.result.id, status: 'CONFIRMED' });
    const [cp, wz] = [f.ids.product, f.ids.product2];
    expect(await books()).toEqual({
      balances: {
        [`${A}@${cp}/${f.ids.cpSlot1}`]: [70, 0],
        [`${B}@${cp}/${f.ids.cpSlot2}`]: [17, 0],
        [`${A}@${wz}/${f.ids.wzSlot1}`]: [30, 0],
      },
      cost: [117, 4904.44898],
      // A warehouse's value is the sum of its keys' shares.
      stock: [
        [cp, 87, 0, 87, 3_646_897_960],
        [wz, 30, 0, 30, 1_257_551_020],
      ],
      detail: [
        [A, cp, f.ids.cpSlot1, 70, 0, 2_934_285_715],
        [A, wz, f.ids.wzSlot1, 30, 0, 1_257_551_020],
        [B, cp, f.ids.cpSlot2, 17, 0, 712_612_245],
      ],
      ledger: [
        [cp, 167, 80, 87],
        [wz, 30, 0, 30],
      ],
    });
    // In date order: the return of step 4 is dated the day it was made (today), so it comes last.
    expect(await batchLedger()).toEqual([
      ['产品入库', A, 100, 0, 100],
      ['产品入库', B, 47, 0, 147],
      ['产品领料', B, 0, 30, 117],
      ['产品出库', A, 0, 20, 97],
      ['调拨', A, 0, 30, 67],
      ['调拨', A, 30, 0, 97],
      ['出库退回', A, 20, 0, 117],
    ]);
  });

  it('6. counts 2 kg short on one batch and 1 kg over on the other', async () => {
    const saved = await f.store.post<{ id: number }>('/productClearing/addOrUpdateProductClearing', {
      takeDate: '20261020',
      warehouseId: f.ids.product,
      counter: '赵仓管',
      items: [],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const detail = await f.store.get<{ version: number; items: Row[] }>(
      '/productClearing/queryProductClearingDetail',
      { id: String(saved.result.id) },
    );
    expect(detail.result.items.map((l) => [l.batchNo, kgOf(l.bookQty), kgOf(l.countedQty)])).toEqual([
      [A, 70, 70],
      [B, 17, 17],
    ]);
    const counted = await f.store.post('/productClearing/addOrUpdateProductClearing', {
      id: saved.result.id,
      version: detail.result.version,
      takeDate: '20261020',
      warehouseId: f.ids.product,
      items: detail.result.items.map((l) => ({
        id: l.id,
        productId: l.productId,
        batchNo: l.batchNo,
        allocationId: l.allocationId,
        countedQty: l.batchNo === A ? 68 * KG : 18 * KG,
      })),
    });
    expect(counted.resultCode, JSON.stringify(counted)).toBe('0');
    // Confirmed by another keeper than the one who counted (maker ≠ checker).
    const confirmed = await act(
      '/productClearing',
      'ProductClearing',
      saved.result.id,
      'WAREHOUSE-INVENTORY',
      f.storemaster,
    );
    expect(confirmed.result).toEqual({ id: saved.result.id, status: 'CONFIRMED' });
    const [cp, wz] = [f.ids.product, f.ids.product2];
    // Loss: 4904.448980 × 2 / 117 = 83.836734.7… → 83.836735 元 out (4820.612245 for 115 kg);
    // gain: 4820.612245 / 115 = 41.918367.3… → 41.918367 元 in: 116 kg worth 4862.530612 元.
    expect(await books()).toEqual({
      balances: {
        [`${A}@${cp}/${f.ids.cpSlot1}`]: [68, 0],
        [`${B}@${cp}/${f.ids.cpSlot2}`]: [18, 0],
        [`${A}@${wz}/${f.ids.wzSlot1}`]: [30, 0],
      },
      cost: [116, 4862.530612],
      stock: [
        [cp, 86, 0, 86, 3_604_979_592],
        [wz, 30, 0, 30, 1_257_551_020],
      ],
      detail: [
        [A, cp, f.ids.cpSlot1, 68, 0, 2_850_448_980],
        [A, wz, f.ids.wzSlot1, 30, 0, 1_257_551_020],
        [B, cp, f.ids.cpSlot2, 18, 0, 754_530_612],
      ],
      ledger: [
        [cp, 168, 82, 86],
        [wz, 30, 0, 30],
      ],
    });
    expect((await batchLedger()).slice(-3)).toEqual([
      ['盘亏', A, 0, 2, 95],
      ['盘盈', B, 1, 0, 96],
      ['出库退回', A, 20, 0, 116],
    ]);
  });

  it('7. merges the two batches left in CP01 into one: quantity and value unchanged, traced to both', async () => {
    const saved = await f.store.post<{ id: number }>('/productMergeStock/addOrUpdateProductMergeStock', {
      mergeDate: '20261025',
      warehouseId: f.ids.product,
      productId: blue,
      newAllocationId: f.ids.cpSlot3,
      items: [
        { batchNo: A, allocationId: f.ids.cpSlot1 },
        { batchNo: B, allocationId: f.ids.cpSlot2 },
      ],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const done = await act('/productMergeStock', 'ProductMergeStock', saved.result.id, 'WAREHOUSE-MERGE');
    expect(done.resultCode, JSON.stringify(done)).toBe('0');
    mergedBatch = (
      await f.store.get<{ newBatchNo: string }>('/productMergeStock/queryProductMergeStockDetail', {
        id: String(saved.result.id),
      })
    ).result.newBatchNo;
    expect(mergedBatch).toMatch(/^HB\d{11}$/);
    const [cp, wz] = [f.ids.product, f.ids.product2];
    expect(await books()).toEqual({
      balances: {
        [`${mergedBatch}@${cp}/${f.ids.cpSlot3}`]: [86, 0],
        [`${A}@${wz}/${f.ids.wzSlot1}`]: [30, 0],
      },
      cost: [116, 4862.530612],
      stock: [
        [cp, 86, 0, 86, 3_604_979_592],
        [wz, 30, 0, 30, 1_257_551_020],
      ],
      detail: [
        [A, wz, f.ids.wzSlot1, 30, 0, 1_257_551_020],
        [mergedBatch, cp, f.ids.cpSlot3, 86, 0, 3_604_979_592],
      ],
      ledger: [
        [cp, 254, 168, 86],
        [wz, 30, 0, 30],
      ],
    });
    const trace = await f.store.get<{ batchNo: string; qty: number }[]>(
      '/productMergeStock/queryBatchSources',
      {
        productId: String(blue),
        batchNo: mergedBatch,
      },
    );
    expect(trace.result.map((n) => [n.batchNo, kgOf(n.qty)])).toEqual([
      [A, 68],
      [B, 18],
    ]);
    // The mixture is as old as its oldest part and keeps as long as its first part to expire.
    const [batch] = await queryRows<{ expiry_date: string; production_date: string; first_in_date: string }>(
      t.database.db,
      sql`select expiry_date, production_date, first_in_date from stock_batches
          where item_kind = 'PRODUCT' and item_id = ${blue} and batch_no = ${mergedBatch}`,
    );
    expect(batch).toEqual({
      expiry_date: '20270301',
      production_date: '20261001',
      first_in_date: '20261005',
    });
  });

  it('8. red-flushes another product warehouse-in: the opposite moves take it all back', async () => {
    const red = f.ids.redPaste;
    const saved = await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
      inDate: '20261026',
      warehouseId: f.ids.product,
      items: [
        { productId: red, batchNo: 'R2610', allocationId: f.ids.cpSlot2, qty: 10 * KG, price: 17 * YUAN },
      ],
    });
    await act('/productWarehouse', 'ProductIn', saved.result.id, 'WAREHOUSE-IN');
    expect(await costOf(t, red, 'PRODUCT')).toEqual([10, 170]);
    // A red flush is the store's or finance's (productRedFlush), not quality's.
    const denied = await act('/productWarehouse', 'ProductIn', saved.result.id, 'RED-FLUSH', f.quality);
    expect(denied).toEqual({ resultCode: '10000003', result: '您没有执行此操作的权限' });
    const flushed = await act('/productWarehouse', 'ProductIn', saved.result.id, 'RED-FLUSH');
    expect(flushed.result).toEqual({ id: saved.result.id, status: 'DISCARDED' });
    expect(await balancesOf(t, red, 'PRODUCT')).toEqual({});
    expect(await costOf(t, red, 'PRODUCT')).toEqual([0, 0]);
    const moves = await queryRows<{ qty: number; value: number; reverses: number | null }>(
      t.database.db,
      sql`select qty, value, reverses_move_id as reverses from stock_moves
          where doc_key = 'product-warehouse-in' and doc_id = ${saved.result.id} order by id`,
    );
    expect(moves.map((m) => [kgOf(m.qty), Number(m.value) / YUAN, m.reverses !== null])).toEqual([
      [10, 170, false],
      [-10, -170, true],
    ]);
    await assertLedger(t, red, 'PRODUCT');
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  });

  it('9. adds the moves up on the product summaries: in, requisitioned and out, net of 退回 and 红冲', async () => {
    const rows = async (url: string, filters: Row = {}) =>
      (await report(url, { code: 'SJ-', ...filters })).map((r) => [
        r.code,
        r.period || undefined,
        r.warehouseId,
        kgOf(r.qty),
        Number(r.value),
        r.docCount,
      ]);
    const cp = f.ids.product;
    expect(await rows('/productWarehouse/queryProductInGatherList')).toEqual([
      ['SJ-B15-01', undefined, cp, 147, 6162 * YUAN, 1],
      // Put in and red-flushed: nothing is left of it, the document still counts.
      ['SJ-R101-01', undefined, cp, 0, 0, 1],
    ]);
    expect(
      await rows('/productWarehouse/queryProductInMonthGatherList', { businessDateEnd: '20261031' }),
    ).toEqual([
      ['SJ-B15-01', '2026-10', cp, 147, 6162 * YUAN, 1],
      ['SJ-R101-01', '2026-10', cp, 10, 170 * YUAN, 1],
    ]);
    expect(await rows('/productApply/queryProductRequisitionGatherList')).toEqual([
      ['SJ-B15-01', undefined, cp, 30, 1_257_551_020, 1],
    ]);
    expect(await rows('/productApply/queryProductRequisitionMonthGatherList')).toEqual([
      ['SJ-B15-01', '2026-10', cp, 30, 1_257_551_020, 1],
    ]);
    // Out on 12 October, back on 退回 (dated the day it was made): net nothing.
    expect(await rows('/productStockOutList/queryProductOutGatherList')).toEqual([
      ['SJ-B15-01', undefined, cp, 0, 0, 1],
    ]);
    expect(
      await rows('/productStockOutList/queryProductOutMonthGatherList', { businessDateEnd: '20261031' }),
    ).toEqual([['SJ-B15-01', '2026-10', cp, 20, 838_367_347, 1]]);
    // The store reads the same quantities without the amounts (SPEC §6).
    const [kept] = await report('/productApply/queryProductRequisitionGatherList', { code: 'SJ-' }, f.store);
    expect(kept.qty).toBe(30 * KG);
    expect(kept).not.toHaveProperty('value');
  });

  it('9b. tells the value from opening to closing on the product finance ledger, flow by flow', async () => {
    const rows = await report('/finance/queryProductStockFinanceLedgerNewList', { code: 'SJ-' });
    const flows = [
      'productionInValue',
      'redFlushValue',
      'requisitionValue',
      'outValue',
      'transferValue',
      'stocktakingValue',
      'mergeValue',
      'packagingValue',
      'otherValue',
    ];
    // Every row adds up: opening + each flow = closing.
    for (const r of rows)
      expect(Number(r.openingValue) + flows.reduce((s, k) => s + Number(r[k]), 0)).toBe(
        Number(r.closingValue),
      );
    const byCode = Object.fromEntries(rows.map((r) => [r.code, r]));
    const stockValue = (await report('/productStock/queryProductStockList', { productId: blue })).reduce(
      (s, r) => s + Number(r.value),
      0,
    );
    expect(byCode['SJ-B15-01']).toMatchObject({
      openingValue: 0,
      productionInValue: 6162 * YUAN,
      redFlushValue: 0,
      requisitionValue: -1_257_551_020,
      // Out and back (退回): net nothing; a transfer and a merge move value, never make it.
      outValue: 0,
      transferValue: 0,
      mergeValue: 0,
      otherValue: 0,
      closingValue: stockValue,
    });
    expect(Number(byCode['SJ-B15-01'].stocktakingValue)).toBeLessThan(0);
    expect(byCode['SJ-R101-01']).toMatchObject({
      productionInValue: 170 * YUAN,
      redFlushValue: -170 * YUAN,
      closingValue: 0,
    });
  });

  it('10. closes October on the product book: last check consistent, the month frozen', async () => {
    const check = await f.finance.post<{ blockers: string[] }>('/prodStockAcc/firstCheck', {
      period: '202610',
    });
    expect(check.result.blockers).toEqual([]);
    const closed = await f.finance.post('/prodStockAcc/account', { period: '202610' });
    expect(closed.result).toEqual({ period: '202610', status: 'CLOSED' });
    const last = await f.finance.post<{ consistent: boolean; summary: Record<string, number> }>(
      '/prodStockAcc/lastCheck',
      { period: '202610' },
    );
    expect(last.result.consistent).toBe(true);
    const before = await books();
    const late = await f.store.post('/productWarehouse/addOrUpdateProductIn', {
      inDate: '20261020',
      warehouseId: f.ids.product,
      items: [{ productId: blue, batchNo: 'LATE', qty: 1 * KG, price: 1 * YUAN }],
    });
    expect(late.result).toBe('2026年10月产品库存已结账，不能在该月新建或修改单据（业务日期 2026-10-20）');
    // The material book is another: its October stays open.
    expect((await f.store.get('/inventory/queryClosedPeriodList', { kind: 'PRODUCT' })).result).toEqual([
      '202610',
    ]);
    expect((await f.store.get('/inventory/queryClosedPeriodList', { kind: 'MATERIAL' })).result).toEqual([]);
    // Every screen reads the same from the snapshot as it did from the moves.
    expect(await books()).toEqual(before);
  });
});
