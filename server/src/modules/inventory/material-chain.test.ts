import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { requisitioner } from '../../seed/demo-people.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { assertLedger, balancesOf, costOf, KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * The whole material chain of one month, asserting the ledger after each step (ERPNext's way):
 * accept → put in two batches at two prices → requisition taking 1.5 batches → out → stocktake →
 * close the month, then the freeze.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
}, 60_000);
afterAll(() => t.close());

const A = '2609-A';
const B = '2609-B';
let acceptanceId: number;
let inId: number;
let requisitionId: number;

async function version(url: string, id: number) {
  return (await f.admin.get<{ version: number }>(url, { id: String(id) })).result.version;
}

describe('material chain in September 2026', () => {
  it('1. accepts two batches of a pigment as qualified', async () => {
    const saved = await f.store.post<{ id: number }>('/acceptanceCheck/addOrUpdateAcceptance', {
      acceptDate: '20260903',
      supplierId: f.ids.supplier,
      warehouseId: f.ids.raw,
      purchaseOrderNo: 'CG20260901001',
      items: [
        { materielId: f.ids.pigment, batchNo: A, qty: 100 * KG, expiryDate: '20270301', inQty: 999 * KG },
        { materielId: f.ids.pigment, batchNo: B, qty: 50 * KG, expiryDate: '20270901' },
      ],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    acceptanceId = saved.result.id;
    // A store clerk cannot grant a concession: that is quality's call.
    const concession = await f.store.post('/acceptanceCheck/changeAcceptanceState', {
      id: acceptanceId,
      version: 1,
      action: 'ACCEPT-CONCESSION',
    });
    expect(concession).toEqual({ resultCode: '10000003', result: '您没有执行此操作的权限' });
    const qualified = await f.store.post('/acceptanceCheck/changeAcceptanceState', {
      id: acceptanceId,
      version: 1,
      action: 'ACCEPT-QUALIFIED',
    });
    expect(qualified.result).toEqual({ id: acceptanceId, status: 'ACCEPTANCE_QUALIFIED' });
    expect(await balancesOf(t, f.ids.pigment)).toEqual({});
  });

  it('2. puts both batches in from the acceptance at 60 and 72 元/kg: the average is 64', async () => {
    const saved = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: '20260905',
      warehouseId: f.ids.raw,
      acceptanceId,
      items: [
        { materielId: f.ids.pigment, batchNo: A, allocationId: f.ids.slot1, qty: 100 * KG, price: 60 * YUAN },
        { materielId: f.ids.pigment, batchNo: B, allocationId: f.ids.slot1, qty: 50 * KG, price: 72 * YUAN },
      ],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    inId = saved.result.id;
    const posted = await f.store.post('/warehouse/changeMaterialInState', {
      id: inId,
      version: 1,
      action: 'WAREHOUSE-IN',
    });
    expect(posted.result).toEqual({ id: inId, status: 'IN_PUT_WAREHOUSE' });
    const slot = `${f.ids.raw}/${f.ids.slot1}`;
    expect(await balancesOf(t, f.ids.pigment)).toEqual({
      [`${A}@${slot}`]: [100, 0],
      [`${B}@${slot}`]: [50, 0],
    });
    expect(await costOf(t, f.ids.pigment)).toEqual([150, 9600]);
    const [batch] = await queryRows<{ expiry_date: string; first_in_date: string; supplier_id: number }>(
      t.database.db,
      sql`select expiry_date, first_in_date, supplier_id from stock_batches where item_id = ${f.ids.pigment} and batch_no = ${A}`,
    );
    expect(batch).toEqual({
      expiry_date: '20270301',
      first_in_date: '20260905',
      supplier_id: f.ids.supplier,
    });
    const inQty = await queryRows<{ in_qty: number }>(
      t.database.db,
      sql`select in_qty from inv_material_acceptances_items where doc_id = ${acceptanceId} order by line_no`,
    );
    expect(inQty.map((r) => Number(r.in_qty) / KG)).toEqual([100, 50]);
    await assertLedger(t, f.ids.pigment);

    // Nothing is left on the acceptance to put in.
    const again = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: '20260906',
      warehouseId: f.ids.raw,
      acceptanceId,
      items: [{ materielId: f.ids.pigment, batchNo: A, qty: 1 * KG, price: 60 * YUAN }],
    });
    const refused = await f.store.post('/warehouse/changeMaterialInState', {
      id: again.result.id,
      version: 1,
      action: 'WAREHOUSE-IN',
    });
    expect(refused.result).toBe(`第1行：YL-PB153 酞菁蓝 PB15:3 批号 ${A} 超出验收单未入库数量或不在验收单中`);
    await f.store.post('/warehouse/changeMaterialInState', {
      id: again.result.id,
      version: 1,
      action: 'INVALIDATE',
    });
  });

  it('3. reserves 1.5 batches for a requisition (earliest expiry first) and refuses to issue the reserved stock', async () => {
    const saved = await f.store.post<{ id: number }>('/apply/addOrUpdateRequisition', {
      applyDate: '20260910',
      warehouseId: f.ids.raw,
      ...(await requisitioner(t.database.db)),
      usage: '蓝色浆 SB-01 批产',
      items: [{ materielId: f.ids.pigment, qty: 120 * KG }],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    requisitionId = saved.result.id;
    const slot = `${f.ids.raw}/${f.ids.slot1}`;
    expect(await balancesOf(t, f.ids.pigment)).toEqual({
      [`${A}@${slot}`]: [100, 100],
      [`${B}@${slot}`]: [50, 20],
    });
    const detail = await f.store.get<{ items: { pickedBatches: string; id: number }[] }>(
      '/apply/queryRequisitionDetail',
      { id: String(requisitionId) },
    );
    expect(detail.result.items[0].pickedBatches).toBe(`${A} 100；${B} 20`);

    // Another document may not take what is reserved: 30 kg of B are free, not 40.
    const out = await f.store.post<{ id: number }>('/inventory/addOrUpdateMaterialOut', {
      outDate: '20260911',
      warehouseId: f.ids.raw,
      outType: 'SCRAP',
      items: [{ materielId: f.ids.pigment, batchNo: B, allocationId: f.ids.slot1, qty: 40 * KG }],
    });
    const outId = out.result.id;
    await f.storemaster.post('/inventory/changeMaterialOutState', {
      id: outId,
      version: 1,
      action: 'AUDIT',
      status: 'APPROVAL_APPROVED',
    });
    const refused = await f.store.post('/inventory/changeMaterialOutState', {
      id: outId,
      version: 2,
      action: 'WAREHOUSE-OUT',
    });
    expect(refused.result).toBe(`库存不足：YL-PB153 酞菁蓝 PB15:3 批号 ${B} 可用 30，需 40，缺 10`);
    await f.store.post('/inventory/changeMaterialOutState', { id: outId, version: 2, action: 'INVALIDATE' });

    // The store picks 70 of A and 50 of B instead.
    const picked = await f.store.post('/apply/saveItemMultiBatchNo', {
      id: requisitionId,
      version: await version('/apply/queryRequisitionDetail', requisitionId),
      lineId: detail.result.items[0].id,
      picks: [
        { batchNo: A, allocationId: f.ids.slot1, qty: 70 * KG },
        { batchNo: B, allocationId: f.ids.slot1, qty: 50 * KG },
      ],
    });
    expect(picked.resultCode, JSON.stringify(picked)).toBe('0');
    expect(await balancesOf(t, f.ids.pigment)).toEqual({
      [`${A}@${slot}`]: [100, 70],
      [`${B}@${slot}`]: [50, 50],
    });
    const wrongSum = await f.store.post('/apply/saveItemMultiBatchNo', {
      id: requisitionId,
      version: await version('/apply/queryRequisitionDetail', requisitionId),
      lineId: detail.result.items[0].id,
      picks: [{ batchNo: A, allocationId: f.ids.slot1, qty: 100 * KG }],
    });
    expect(wrongSum.result).toBe('批号分配合计 100 与领料数量 120 不一致');
    await assertLedger(t, f.ids.pigment);
  });

  it('4. issues exactly the picked batches when collected, at the average cost', async () => {
    const collected = await f.store.post('/apply/changeRequisitionState', {
      id: requisitionId,
      version: await version('/apply/queryRequisitionDetail', requisitionId),
      action: 'WAREHOUSE-REQUISITION',
    });
    expect(collected.result).toEqual({ id: requisitionId, status: 'OUT_PUT_WAREHOUSE' });
    const slot = `${f.ids.raw}/${f.ids.slot1}`;
    expect(await balancesOf(t, f.ids.pigment)).toEqual({ [`${A}@${slot}`]: [30, 0] });
    // 120 kg × 64 元 = 7680 元 out; 30 kg worth 1920 元 remain.
    expect(await costOf(t, f.ids.pigment)).toEqual([30, 1920]);
    await assertLedger(t, f.ids.pigment);
  });

  it('5. sends 10 kg back to the supplier at the average cost, written on the line', async () => {
    const out = await f.store.post<{ id: number }>('/inventory/addOrUpdateMaterialOut', {
      outDate: '20260915',
      warehouseId: f.ids.raw,
      outType: 'RETURN_SUPPLIER',
      supplierId: f.ids.supplier,
      items: [{ materielId: f.ids.pigment, batchNo: A, allocationId: f.ids.slot1, qty: 10 * KG }],
    });
    expect(out.resultCode, JSON.stringify(out)).toBe('0');
    await f.storemaster.post('/inventory/changeMaterialOutState', {
      id: out.result.id,
      version: 1,
      action: 'AUDIT',
      status: 'APPROVAL_APPROVED',
    });
    const posted = await f.store.post('/inventory/changeMaterialOutState', {
      id: out.result.id,
      version: 2,
      action: 'WAREHOUSE-OUT',
    });
    expect(posted.result).toEqual({ id: out.result.id, status: 'OUT_PUT_WAREHOUSE' });
    const detail = await f.admin.get<{ items: { price: number; amount: number }[] }>(
      '/inventory/queryMaterialOutDetail',
      { id: String(out.result.id) },
    );
    expect(detail.result.items[0]).toMatchObject({ price: 64 * YUAN, amount: 640 * YUAN });
    expect(await costOf(t, f.ids.pigment)).toEqual([20, 1280]);
    await assertLedger(t, f.ids.pigment);
  });

  it('6. counts 19.5 kg where the books say 20: the loss goes out at the average cost', async () => {
    const saved = await f.store.post<{ id: number }>('/inventory/addOrUpdateMaterialClearing', {
      takeDate: '20260930',
      warehouseId: f.ids.raw,
      counter: '李仓管',
      items: [],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const detail = await f.store.get<{ version: number; items: Record<string, unknown>[] }>(
      '/inventory/queryMaterialClearingDetail',
      { id: String(saved.result.id) },
    );
    const line = detail.result.items.find((l) => l.materielId === f.ids.pigment && l.batchNo === A)!;
    expect(line).toMatchObject({ bookQty: 20 * KG, countedQty: 20 * KG, diffQty: 0 });
    const items = detail.result.items.map((l) => ({
      id: l.id,
      materielId: l.materielId,
      batchNo: l.batchNo,
      allocationId: l.allocationId,
      countedQty: l === line ? 19.5 * KG : l.countedQty,
    }));
    const counted = await f.store.post('/inventory/addOrUpdateMaterialClearing', {
      id: saved.result.id,
      version: detail.result.version,
      takeDate: '20260930',
      warehouseId: f.ids.raw,
      items,
    });
    expect(counted.resultCode, JSON.stringify(counted)).toBe('0');
    // Its 盘盈亏 adjust the books: not confirmed by whoever keyed the count (maker ≠ checker).
    const confirm = {
      id: saved.result.id,
      version: detail.result.version + 1,
      action: 'WAREHOUSE-INVENTORY',
    };
    expect(await f.store.post('/inventory/changeMaterialClearingState', confirm)).toEqual({
      resultCode: '10000009',
      result: '制单人不能确认盘点自己的单据（制单与审核须为两人）',
    });
    const confirmed = await f.storemaster.post('/inventory/changeMaterialClearingState', confirm);
    expect(confirmed.result).toEqual({ id: saved.result.id, status: 'CONFIRMED' });
    const slot = `${f.ids.raw}/${f.ids.slot1}`;
    expect((await balancesOf(t, f.ids.pigment))[`${A}@${slot}`]).toEqual([19.5, 0]);
    // 0.5 kg × 64 元 = 32 元 off.
    expect(await costOf(t, f.ids.pigment)).toEqual([19.5, 1248]);
    await assertLedger(t, f.ids.pigment);
  });

  it('7. closes September: a back-dated posting and un-audit are refused; finance alone re-opens it', async () => {
    const check = await f.finance.post<{ blockers: string[] }>('/matStockAcc/firstCheck', {
      period: '202609',
    });
    expect(check.result.blockers).toEqual([]);
    expect((await f.store.post('/matStockAcc/account', { period: '202609' })).resultCode).toBe('10000003');
    const closed = await f.finance.post('/matStockAcc/account', { period: '202609' });
    expect(closed.result).toEqual({ period: '202609', status: 'CLOSED' });
    const last = await f.finance.post<{ consistent: boolean; summary: Record<string, number> }>(
      '/matStockAcc/lastCheck',
      { period: '202609' },
    );
    expect(last.result.consistent).toBe(true);
    expect(last.result.summary.closingValue).toBe(1248 * YUAN);
    // Every form's posting-date picker (the store's too) greys the closed month out.
    const greyed = await f.store.get('/inventory/queryClosedPeriodList', { kind: 'MATERIAL' });
    expect(greyed).toEqual({ resultCode: '0', result: ['202609'] });
    expect((await f.store.get('/inventory/queryClosedPeriodList', { kind: 'PRODUCT' })).result).toEqual([]);
    expect((await f.store.get('/inventory/queryClosedPeriodList', { kind: 'X' })).resultCode).toBe(
      '10000001',
    );

    const backDated = await f.admin.post('/warehouse/addOrUpdateMaterialIn', {
      inDate: '20260920',
      warehouseId: f.ids.raw,
      items: [{ materielId: f.ids.pigment, batchNo: 'LATE', qty: 1 * KG, price: 1 * YUAN }],
    });
    expect(backDated.result).toBe('2026年9月物料库存已结账，不能在该月新建或修改单据（业务日期 2026-09-20）');
    const unaudit = await f.finance.post('/apply/changeRequisitionState', {
      id: requisitionId,
      version: await version('/apply/queryRequisitionDetail', requisitionId),
      action: 'ACCOUNTING-AUDIT',
    });
    expect(unaudit.resultCode).toBe('0');
    const takeBack = await f.finance.post('/apply/changeRequisitionState', {
      id: requisitionId,
      version: await version('/apply/queryRequisitionDetail', requisitionId),
      action: 'ACCOUNTING-UNAUDIT',
    });
    expect(takeBack.result).toBe('2026年9月物料库存已结账，不能在该月反审核（业务日期 2026-09-10）');

    expect((await f.store.post('/matStockAcc/unAccount', { period: '202609' })).resultCode).toBe('10000003');
    const reopened = await f.finance.post('/matStockAcc/unAccount', { period: '202609' });
    expect(reopened.result).toEqual({ period: '202609', status: 'OPEN' });
    expect((await f.store.get('/inventory/queryClosedPeriodList', { kind: 'MATERIAL' })).result).toEqual([]);
    await assertLedger(t, f.ids.pigment);
  });
});
