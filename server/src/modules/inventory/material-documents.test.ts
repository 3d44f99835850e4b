import { addDays, companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { requisitioner } from '../../seed/demo-people.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { assertLedger, balancesOf, costOf, KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/** The rules of each material document beyond the chain: red flush, transfer, release, refusals. */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
}, 60_000);
afterAll(() => t.close());

async function receive(
  itemId: number,
  batchNo: string,
  qty: number,
  price: number,
  date = '20261105',
  expiryDate?: string,
) {
  const saved = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
    inDate: date,
    warehouseId: f.ids.raw,
    items: [
      {
        materielId: itemId,
        batchNo,
        allocationId: f.ids.slot1,
        qty: qty * KG,
        price: price * YUAN,
        expiryDate,
      },
    ],
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  const posted = await f.store.post('/warehouse/changeMaterialInState', {
    id: saved.result.id,
    version: 1,
    action: 'WAREHOUSE-IN',
  });
  expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
  return saved.result.id;
}

async function requisition(itemId: number, qty: number) {
  const saved = await f.store.post<{ id: number }>('/apply/addOrUpdateRequisition', {
    applyDate: '20261110',
    warehouseId: f.ids.raw,
    ...(await requisitioner(t.database.db, 'researcher')),
    items: [{ materielId: itemId, qty: qty * KG }],
  });
  return saved;
}

describe('material documents', () => {
  it('red-flushes a warehouse-in with opposite moves, restoring the average; only once', async () => {
    await receive(f.ids.red, 'R1', 10, 10);
    const second = await receive(f.ids.red, 'R2', 10, 20);
    expect(await costOf(t, f.ids.red)).toEqual([20, 300]);
    const flushed = await f.store.post('/warehouse/changeMaterialInState', {
      id: second,
      version: 2,
      action: 'RED-FLUSH',
    });
    expect(flushed.result).toEqual({ id: second, status: 'DISCARDED' });
    expect(await costOf(t, f.ids.red)).toEqual([10, 100]);
    const moves = await queryRows<{ qty: number; value: number; reverses_move_id: number | null }>(
      t.database.db,
      sql`select qty, value, reverses_move_id from stock_moves where doc_key = 'material-warehouse-in' and doc_id = ${second} order by id`,
    );
    expect(
      moves.map((m) => [Number(m.qty) / KG, Number(m.value) / YUAN, m.reverses_move_id != null]),
    ).toEqual([
      [10, 200, false],
      [-10, -200, true],
    ]);
    const detail = await f.store.get<{ redFlushDate: string }>('/warehouse/queryMaterialInDetail', {
      id: String(second),
    });
    expect(detail.result.redFlushDate).toMatch(/^\d{8}$/);
    const again = await f.store.post('/warehouse/changeMaterialInState', {
      id: second,
      version: 3,
      action: 'RED-FLUSH',
    });
    expect(again.result).toBe('当前状态不能执行「红冲」');
    // Production staff may not red-flush.
    const operator = new (f.admin.constructor as typeof import('../../test/test-app.ts').ApiClient)(t.app);
    await operator.login('operator', 'demo1234');
    const first = await queryRows<{ id: number; version: number }>(
      t.database.db,
      sql`select id, version from inv_material_ins where status = 'IN_PUT_WAREHOUSE' order by id limit 1`,
    );
    const refused = await operator.post('/warehouse/changeMaterialInState', {
      id: first[0].id,
      version: first[0].version,
      action: 'RED-FLUSH',
    });
    expect(refused).toEqual({ resultCode: '10000003', result: '您没有执行此操作的权限' });
    await assertLedger(t, f.ids.red);
  });

  it('refuses to red-flush goods that have already been issued, naming the shortfall', async () => {
    const id = await receive(f.ids.resin, 'S1', 5, 16);
    const req = await requisition(f.ids.resin, 3);
    await f.store.post('/apply/changeRequisitionState', {
      id: req.result.id,
      version: 1,
      action: 'WAREHOUSE-REQUISITION',
    });
    const refused = await f.store.post('/warehouse/changeMaterialInState', {
      id,
      version: 2,
      action: 'RED-FLUSH',
    });
    expect(refused.result).toBe('库存不足：SZ-ACR01 水性丙烯酸树脂 批号 S1 可用 2，需 5，缺 3');
    expect(await costOf(t, f.ids.resin)).toEqual([2, 32]);
    await assertLedger(t, f.ids.resin);
  });

  it('releases a requisition’s reservation when it is discarded or deleted, and refuses what is not free', async () => {
    const item = f.ids.pigment;
    await receive(item, 'P1', 8, 50);
    const slot = `P1@${f.ids.raw}/${f.ids.slot1}`;
    const one = await requisition(item, 6);
    expect((await balancesOf(t, item))[slot]).toEqual([8, 6]);
    const tooMuch = await requisition(item, 3);
    expect(tooMuch.result).toBe('可用库存不足：YL-PB153 酞菁蓝 PB15:3 可用 2，需 3，缺 1');
    await f.store.post('/apply/changeRequisitionState', {
      id: one.result.id,
      version: 1,
      action: 'INVALIDATE',
    });
    expect((await balancesOf(t, item))[slot]).toEqual([8, 0]);
    const two = await requisition(item, 7);
    expect((await balancesOf(t, item))[slot]).toEqual([8, 7]);
    const holders = await f.store.post<Record<string, unknown>[]>('/inventory/queryReserveList', {
      materielId: item,
    });
    expect(holders.result).toMatchObject([
      { docTitle: '领料单', docId: two.result.id, batchNo: 'P1', qty: 7 * KG },
    ]);
    expect((await f.store.post('/apply/deleteRequisition', { id: two.result.id })).resultCode).toBe('0');
    expect((await balancesOf(t, item))[slot]).toEqual([8, 0]);
    await assertLedger(t, item);
  });

  it('never issues a batch past its expiry date: automatic picks pass it by, the store may not choose it, scrap may take it', async () => {
    const [{ id: item }] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from md_materiels where code = 'YL-PV23'`,
    );
    await receive(item, 'V-OLD', 4, 300, '20261101', '20261108');
    await receive(item, 'V-NEW', 5, 320, '20261102', '20271101');
    // Dated 10 November: V-OLD expired on the 8th, though it expires first.
    const req = await requisition(item, 3);
    expect(req.resultCode, JSON.stringify(req)).toBe('0');
    const picks = await f.store.get<{ lineId: number; batchNo: string; qty: number }[]>(
      '/apply/queryRequisitionPicks',
      { id: String(req.result.id) },
    );
    expect(picks.result.map((p) => [p.batchNo, p.qty / KG])).toEqual([['V-NEW', 3]]);

    const chosen = await f.store.post('/apply/saveItemMultiBatchNo', {
      id: req.result.id,
      version: 1,
      lineId: picks.result[0].lineId,
      picks: [{ batchNo: 'V-OLD', allocationId: f.ids.slot1, qty: 3 * KG }],
    });
    expect(chosen.result).toBe('批号 V-OLD 已于 2026-11-08 过期，不能领用');
    const slot = `${f.ids.raw}/${f.ids.slot1}`;
    expect(await balancesOf(t, item)).toEqual({ [`V-OLD@${slot}`]: [4, 0], [`V-NEW@${slot}`]: [5, 3] });

    const tooMuch = await requisition(item, 4);
    expect(tooMuch.result).toBe(
      '可用库存不足：YL-PV23 永固紫 PV23 可用 2，需 4，缺 2（另有过期批号 4，不能领用）',
    );

    // The expired batch can still leave as scrap.
    const scrap = await f.store.post<{ id: number }>('/inventory/addOrUpdateMaterialOut', {
      outDate: '20261111',
      warehouseId: f.ids.raw,
      outType: 'SCRAP',
      items: [{ materielId: item, batchNo: 'V-OLD', allocationId: f.ids.slot1, qty: 4 * KG }],
    });
    expect(scrap.resultCode, JSON.stringify(scrap)).toBe('0');
    await f.storemaster.post('/inventory/changeMaterialOutState', {
      id: scrap.result.id,
      version: 1,
      action: 'AUDIT',
      status: 'APPROVAL_APPROVED',
    });
    const out = await f.store.post('/inventory/changeMaterialOutState', {
      id: scrap.result.id,
      version: 2,
      action: 'WAREHOUSE-OUT',
    });
    expect(out.resultCode, JSON.stringify(out)).toBe('0');
    expect(await balancesOf(t, item)).toEqual({ [`V-NEW@${slot}`]: [5, 3] });
    await assertLedger(t, item);
  });

  it('tells each batch on the stock detail whether it has expired or expires within 30 days, and filters by it', async () => {
    const [{ id: item }] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from md_materiels where code = 'YL-PY74'`,
    );
    // Days from the company's today: the server flags expiry against companyToday(), not the UTC date.
    const fromToday = (days: number) => addDays(companyToday(), days);
    await receive(item, 'Y-PAST', 1, 88, '20261101', fromToday(-3));
    await receive(item, 'Y-SOON', 1, 88, '20261101', fromToday(10));
    await receive(item, 'Y-LATER', 1, 88, '20261101', fromToday(400));
    await receive(item, 'Y-NONE', 1, 88, '20261101');
    const detail = async (expiryState?: string) => {
      const page = await f.store.post<{ requestList: { batchNo: string; expiryState: string | null }[] }>(
        '/inventory/queryMaterialStockDetailList',
        { pageIndex: 1, pageSize: 20, queryParameterVo: { materielId: item, expiryState } },
      );
      expect(page.resultCode, JSON.stringify(page)).toBe('0');
      return page.result.requestList.map((r) => [r.batchNo, r.expiryState]);
    };
    expect(await detail()).toEqual([
      ['Y-LATER', 'VALID'],
      ['Y-NONE', null],
      ['Y-PAST', 'EXPIRED'],
      ['Y-SOON', 'WITHIN_30D'],
    ]);
    expect(await detail('EXPIRED')).toEqual([['Y-PAST', 'EXPIRED']]);
    expect(await detail('WITHIN_30D')).toEqual([['Y-SOON', 'WITHIN_30D']]);
  });

  it('transfers a batch to another warehouse at the same value: the average does not move', async () => {
    const item = f.ids.pigment;
    const before = await costOf(t, item);
    const saved = await f.store.post<{ id: number }>('/inventory/addOrUpdateMaterialShifting', {
      transferDate: '20261112',
      fromWarehouseId: f.ids.raw,
      toWarehouseId: f.ids.aux,
      items: [
        {
          materielId: item,
          batchNo: 'P1',
          fromAllocationId: f.ids.slot1,
          toAllocationId: f.ids.auxSlot,
          qty: 3 * KG,
        },
      ],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const done = await f.store.post('/inventory/changeMaterialShiftingState', {
      id: saved.result.id,
      version: 1,
      action: 'WAREHOUSE-TRANSFER',
    });
    expect(done.result).toEqual({ id: saved.result.id, status: 'CONFIRMED' });
    const balances = await balancesOf(t, item);
    expect(balances[`P1@${f.ids.raw}/${f.ids.slot1}`]).toEqual([5, 0]);
    expect(balances[`P1@${f.ids.aux}/${f.ids.auxSlot}`]).toEqual([3, 0]);
    expect(await costOf(t, item)).toEqual(before);
    const sameSlot = await f.store.post('/inventory/addOrUpdateMaterialShifting', {
      transferDate: '20261112',
      fromWarehouseId: f.ids.raw,
      toWarehouseId: f.ids.raw,
      items: [
        {
          materielId: item,
          batchNo: 'P1',
          fromAllocationId: f.ids.slot1,
          toAllocationId: f.ids.slot1,
          qty: KG,
        },
      ],
    });
    expect(sameSlot.result).toBe('第1行：调出与调入的仓库和货位相同');
    const wrongSlot = await f.store.post('/inventory/addOrUpdateMaterialShifting', {
      transferDate: '20261112',
      fromWarehouseId: f.ids.raw,
      toWarehouseId: f.ids.aux,
      items: [
        {
          materielId: item,
          batchNo: 'P1',
          fromAllocationId: f.ids.slot1,
          toAllocationId: f.ids.slot2,
          qty: KG,
        },
      ],
    });
    expect(wrongSlot.result).toBe('第1行：调入货位不属于所选仓库');
    await assertLedger(t, item);
  });

  it('brings goods back when a material out is returned, and needs a supplier for a return to supplier', async () => {
    const item = f.ids.pigment;
    const noSupplier = await f.store.post('/inventory/addOrUpdateMaterialOut', {
      outDate: '20261113',
      warehouseId: f.ids.raw,
      outType: 'RETURN_SUPPLIER',
      items: [{ materielId: item, batchNo: 'P1', allocationId: f.ids.slot1, qty: KG }],
    });
    expect(noSupplier.result).toBe('退供应商出库请选择供应商');
    const out = await f.store.post<{ id: number }>('/inventory/addOrUpdateMaterialOut', {
      outDate: '20261113',
      warehouseId: f.ids.raw,
      outType: 'SCRAP',
      items: [{ materielId: item, batchNo: 'P1', allocationId: f.ids.slot1, qty: 2 * KG }],
    });
    const rejected = await f.storemaster.post('/inventory/changeMaterialOutState', {
      id: out.result.id,
      version: 1,
      action: 'AUDIT',
      status: 'APPROVAL_NOT_APPROVED',
      comment: '报废需附照片',
    });
    expect(rejected.result).toEqual({ id: out.result.id, status: 'APPROVAL_NOT_APPROVED' });
    const detail = await f.store.get<{ version: number; approvals: { comment: string }[] }>(
      '/inventory/queryMaterialOutDetail',
      { id: String(out.result.id) },
    );
    expect(detail.result.approvals[0].comment).toBe('报废需附照片');
    const before = await costOf(t, item);
    await f.store.post('/inventory/addOrUpdateMaterialOut', {
      id: out.result.id,
      version: detail.result.version,
      outDate: '20261113',
      warehouseId: f.ids.raw,
      outType: 'SCRAP',
      remark: '已附照片',
      items: [{ materielId: item, batchNo: 'P1', allocationId: f.ids.slot1, qty: 2 * KG }],
    });
    // Fixed and submitted again, approved, issued, then returned: the stock is back as it was.
    const submitted = await f.store.post('/inventory/changeMaterialOutState', {
      id: out.result.id,
      version: detail.result.version + 1,
      action: 'SUBMIT',
    });
    expect(submitted.result).toEqual({ id: out.result.id, status: 'APPROVAL_PENDING' });
    let v = detail.result.version + 2;
    for (const step of [{ action: 'AUDIT', status: 'APPROVAL_APPROVED' }, { action: 'WAREHOUSE-OUT' }]) {
      const r = await f.storemaster.post('/inventory/changeMaterialOutState', {
        id: out.result.id,
        version: v++,
        ...step,
      });
      expect(r.resultCode, JSON.stringify(r)).toBe('0');
    }
    const [qtyOut, valueOut] = await costOf(t, item);
    expect(qtyOut).toBe(before[0] - 2);
    const returned = await f.store.post('/inventory/changeMaterialOutState', {
      id: out.result.id,
      version: v,
      action: 'RETURN',
    });
    expect(returned.result).toEqual({ id: out.result.id, status: 'RETURNED' });
    expect(valueOut).toBeLessThan(before[1]);
    expect(before).toEqual(await costOf(t, item));
    await assertLedger(t, item);
  });

  it('keeps the acceptance’s received quantity out of the form and refuses to un-audit once goods came in', async () => {
    const acc = await f.store.post<{ id: number }>('/acceptanceCheck/addOrUpdateAcceptance', {
      acceptDate: '20261114',
      supplierId: f.ids.supplier,
      warehouseId: f.ids.raw,
      items: [{ materielId: f.ids.red, batchNo: 'AC1', qty: 4 * KG, inQty: 4 * KG }],
    });
    const [line] = await queryRows<{ in_qty: number }>(
      t.database.db,
      sql`select in_qty from inv_material_acceptances_items where doc_id = ${acc.result.id}`,
    );
    expect(Number(line.in_qty)).toBe(0);
    // Not yet accepted: nothing may be received from it.
    const early = await f.admin.post('/warehouse/addOrUpdateMaterialIn', {
      inDate: '20261114',
      warehouseId: f.ids.raw,
      acceptanceId: acc.result.id,
      items: [],
    });
    expect(String(early.result)).toMatch(
      /^验收单 YS\d{11} 未验收合格，只有验收合格或让步接收的物料才能入库$/,
    );
    await f.quality.post('/acceptanceCheck/changeAcceptanceState', {
      id: acc.result.id,
      version: 1,
      action: 'ACCEPT-CONCESSION',
    });
    // Lines come from the acceptance when the form sends none.
    const fromAcceptance = await f.store.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: '20261114',
      warehouseId: f.ids.raw,
      acceptanceId: acc.result.id,
      items: [],
    });
    expect(fromAcceptance.resultCode, JSON.stringify(fromAcceptance)).toBe('0');
    const detail = await f.store.get<{ supplierId: number; items: { batchNo: string; qty: number }[] }>(
      '/warehouse/queryMaterialInDetail',
      { id: String(fromAcceptance.result.id) },
    );
    expect(detail.result.supplierId).toBe(f.ids.supplier);
    expect(detail.result.items.map((l) => [l.batchNo, l.qty / KG])).toEqual([['AC1', 4]]);
    await f.store.post('/warehouse/changeMaterialInState', {
      id: fromAcceptance.result.id,
      version: 1,
      action: 'WAREHOUSE-IN',
    });
    const unaudit = await f.store.post('/acceptanceCheck/changeAcceptanceState', {
      id: acc.result.id,
      version: 2,
      action: 'DISCARD',
    });
    expect(unaudit.result).toBe('验收单已有物料入库，不能反审核');
    await assertLedger(t, f.ids.red);
  });

  it('compares safety limits with the stock of the moment: under, warning, normal, over', async () => {
    const item = f.ids.red; // 10 kg of R1 in YL01 after the red flush, 4 kg of AC1
    const limits = (lower: number, warn: number, upper: number, warehouseId: number | null = f.ids.raw) => ({
      materielId: item,
      warehouseId,
      lowerLimit: lower * KG,
      warnLimit: warn * KG,
      upperLimit: upper * KG,
    });
    const disorder = await f.store.post('/inventory/addOrUpdateMaterialSafeStock', limits(20, 10, 50));
    expect(disorder.result).toBe('应满足：下限 ≤ 预警量 ≤ 上限');
    const saved = await f.store.post<{ id: number }>(
      '/inventory/addOrUpdateMaterialSafeStock',
      limits(20, 30, 50),
    );
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const twice = await f.store.post('/inventory/addOrUpdateMaterialSafeStock', limits(1, 2, 3));
    expect(twice.result).toBe('该物料在此仓库已设置安全库存，请修改原设置');
    const list = async (safetyState?: string) =>
      (
        await f.store.post<{ requestList: Record<string, unknown>[] }>(
          '/inventory/queryMaterialSafeStockPageList',
          {
            page: { pageIndex: 1, pageSize: 25 },
            queryParameterVo: { safetyState },
          },
        )
      ).result.requestList;
    expect((await list())[0]).toMatchObject({ onHand: 14 * KG, safetyState: 'UNDER', suggestedQty: 36 * KG });
    expect(await list('UNDER')).toHaveLength(1);
    expect(await list('OVER')).toHaveLength(0);
    // 请购明细: purchasing sees what to ask for and its worth; the store the quantities only.
    const purchase = async (client: typeof f.store) =>
      (
        await client.post<{ requestList: Record<string, unknown>[]; totals: Record<string, number> }>(
          '/inventory/queryMaterialSafeStockPurchaseApplyList',
          { page: { pageIndex: 1, pageSize: 25 }, queryParameterVo: {} },
        )
      ).result;
    const asked = await purchase(f.admin);
    expect(asked.requestList).toHaveLength(1);
    const unitCost = Number(asked.requestList[0].unitCost);
    expect(unitCost).toBeGreaterThan(0);
    expect(asked.requestList[0]).toMatchObject({ safetyState: 'UNDER', suggestedQty: 36 * KG });
    expect(asked.totals).toEqual({ suggestedQty: 36 * KG, estimatedValue: Math.round(36 * unitCost) });
    const seenByStore = await purchase(f.store);
    expect(seenByStore.requestList[0]).not.toHaveProperty('estimatedValue');
    for (const [lower, warn, upper, expected] of [
      [10, 20, 50, 'WARN'],
      [5, 10, 50, 'NORMAL'],
      [1, 2, 3, 'OVER'],
    ] as const) {
      const [row] = await list();
      const r = await f.store.post('/inventory/addOrUpdateMaterialSafeStock', {
        id: saved.result.id,
        version: row.version,
        ...limits(lower, warn, upper),
      });
      expect(r.resultCode, JSON.stringify(r)).toBe('0');
      expect((await list())[0].safetyState).toBe(expected);
    }
    expect((await purchase(f.admin)).requestList).toEqual([]); // over the upper limit: nothing to buy
  });
});
