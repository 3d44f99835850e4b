import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { divRound } from '../../platform/documents/amounts.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { assertLedger, KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * A batch from record to product stock (issue 30 item 3), through the API on the demo company: a
 * feeding saved → its record (two grinding passes, an adjustment that issues a material, scrap)
 * audited → a process cost and an OEM fee audited → packed in two package sizes, the product
 * ledger asserted to the unit: Σ packed + scrap and loss = the batch's cost. Over-packing, a closed
 * month, 作废 of a followed feeding refused; the feeding 已完成 after the last packing; yield and
 * its buckets; who may do and see what. PGlite, and PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
const users: Record<string, ApiClient> = {};
const m: Record<string, number> = {};
const ids: Record<string, number> = {};
let feedingId = 0;
let feedingNo = '';
let recordId = 0;
const specs: Record<string, number> = {};
const procedures: number[] = [];

type Doc = Record<string, unknown> & {
  id: number;
  version: number;
  status: string;
  items: Record<string, unknown>[];
};

const ok = <T>(r: { resultCode: string; result: T }) => {
  expect(r.resultCode, JSON.stringify(r)).toBe('0');
  return r.result;
};
const detail = async (name: string, id: number, who = 'operator') =>
  ok(await users[who].get<Doc>(`/production/query${name}Detail`, { id: String(id) }));
async function act(name: string, id: number, action: string, who: string) {
  const { version } = await detail(name, id, 'admin');
  return users[who].post<{ status: string }>(`/production/change${name}State`, { id, version, action });
}
const pageOf = async (name: string, who: string, filters: Record<string, unknown> = {}) =>
  users[who].post<{ requestList: Record<string, unknown>[] }>(`/production/query${name}PageList`, {
    page: { pageIndex: 1, pageSize: 50 },
    queryParameterVo: filters,
  });

/** A feeding of 50 kg of the test recipe, saved (its materials issued). */
async function savedFeeding(): Promise<{ id: number; number: string }> {
  const made = ok(
    await users.operator.post<{ id: number }>('/production/addOrUpdateFeeding', {
      feedDate: companyToday(),
      productId: ids.product,
      recipeId: ids.recipe,
      batchSize: 50 * KG,
      warehouseId: ids.raw,
      items: [],
    }),
  );
  expect((await act('Feeding', made.id, 'SAVE', 'operator')).resultCode).toBe('0');
  const f = await detail('Feeding', made.id);
  return { id: made.id, number: String(f.number) };
}

async function productCost(): Promise<[bigint, bigint]> {
  const [row] = await queryRows<{ qty: string; value: string }>(
    t.database.db,
    sql`select qty::text as qty, value::text as value from item_costs where item_kind = 'PRODUCT' and item_id = ${ids.product}`,
  );
  return [BigInt(row?.qty ?? 0), BigInt(row?.value ?? 0)];
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  for (const name of [
    'admin',
    'operator',
    'workshopmanager',
    'costaccounting',
    'finacemanager',
    'store',
    'qualityinspector',
    'researcher',
    'researchderictor',
  ]) {
    users[name] = new ApiClient(t.app);
    expect((await users[name].login(name, name === 'admin' ? 'admin123' : 'demo1234')).resultCode, name).toBe(
      '0',
    );
  }
  const db = t.database.db;
  for (const r of await queryRows<{ id: number; code: string }>(db, sql`select id, code from md_materiels`))
    m[r.code] = r.id;
  for (const r of await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from md_package_specs`,
  ))
    specs[r.code] = r.id;
  for (const r of await queryRows<{ id: number }>(db, sql`select id from md_procedures order by id limit 2`))
    procedures.push(r.id);
  const [supplier] = await queryRows<{ id: number }>(
    db,
    sql`select id from md_suppliers order by id limit 1`,
  );
  ids.supplier = supplier.id;
  const f = await materialFixture(t);
  ids.raw = f.ids.raw;
  ids.productWarehouse = f.ids.product;
  ids.product = f.ids.redPaste;
  const today = companyToday();
  // Fresh materials at known prices: 30 kg of YL-PR101 at 30 is 900.00, 20 kg of water at 1 is 20.00.
  for (const [code, batchNo, qty, price] of [
    ['YL-PR101', 'PK1', 100, 30],
    ['RJ-DIW', 'PW1', 100, 1],
    ['FSJ-190', 'PF1', 10, 50],
  ] as const) {
    const saved = ok(
      await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
        inDate: today,
        warehouseId: f.ids.raw,
        items: [
          { materielId: m[code], batchNo, allocationId: f.ids.slot1, qty: qty * KG, price: price * YUAN },
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
      code: 'PF-PACK-01',
      name: '包装测试色浆',
      recipeType: 'PRODUCTION',
      productId: ids.product,
      batchSize: 50 * KG,
      basis: 'BATCH',
      items: [
        { materielId: m['YL-PR101'], parts: 30 * KG },
        { materielId: m['RJ-DIW'], parts: 20 * KG },
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
  ({ id: feedingId, number: feedingNo } = await savedFeeding());
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe('record → costs → packaging → product stock at the cost that adds up', () => {
  it('a record of a feeding not saved is refused; one record per batch', async () => {
    const draft = ok(
      await users.operator.post<{ id: number }>('/production/addOrUpdateFeeding', {
        feedDate: companyToday(),
        productId: ids.product,
        recipeId: ids.recipe,
        batchSize: 50 * KG,
        warehouseId: ids.raw,
        items: [],
      }),
    );
    const refused = await users.operator.post('/production/addOrUpdateRecord', {
      feedingId: draft.id,
      recordDate: companyToday(),
      outputQty: 10 * KG,
      items: [],
    });
    expect(refused.result).toMatch(/未保存投料，不能记录$/);
  });

  it('the record with two grinding passes, an adjustment and scrap; its audit issues the adjustment', async () => {
    const saved = ok(
      await users.operator.post<{ id: number }>('/production/addOrUpdateRecord', {
        feedingId,
        recordDate: companyToday(),
        outputQty: 47 * KG,
        scrapQty: 1 * KG,
        scrapReason: '过滤残渣',
        operator: '张师傅',
        items: [
          {
            kind: 'GRIND',
            equipment: '砂磨机1号',
            startTime: '08:30',
            endTime: '10:00',
            temperature: 42,
            fineness: 15,
          },
          {
            kind: 'GRIND',
            equipment: '砂磨机1号',
            startTime: '10:10',
            endTime: '11:30',
            temperature: 45,
            fineness: 8,
          },
          { kind: 'ADJUST', materielId: m['FSJ-190'], qty: 0.5 * KG, remark: '补加分散剂' },
        ],
      }),
    );
    recordId = saved.id;
    const again = await users.operator.post('/production/addOrUpdateRecord', {
      feedingId,
      recordDate: companyToday(),
      outputQty: 1 * KG,
      items: [],
    });
    expect(again.result).toMatch(/已有生产记录 SCJL/);
    // A packing before the record is audited is refused.
    const early = await users.operator.post('/production/addOrUpdatePackaging', {
      feedingId,
      packDate: companyToday(),
      warehouseId: ids.productWarehouse,
      items: [{ packageSpecId: specs.T25, packages: 1, qty: 25 * KG }],
    });
    expect(early.result).toBe(`生产批号 ${feedingNo} 的生产记录尚未审核，不能包装`);
    expect((await act('Record', recordId, 'AUDIT', 'operator')).resultCode).toBe('10000003');
    expect((await act('Record', recordId, 'AUDIT', 'workshopmanager')).resultCode).toBe('0');
    const r = await detail('Record', recordId, 'admin');
    expect(r.adjustmentCost).toBe(25 * YUAN);
    expect(r.batchSize).toBe(50 * KG);
    await assertLedger(t, m['FSJ-190']);
    // Production reads the record without the money.
    const seen = await detail('Record', recordId, 'operator');
    expect(seen.adjustmentCost).toBeUndefined();
    expect(seen.items[2].cost).toBeUndefined();
  });

  it('process cost and OEM fee: cost accounting keys, finance audits; production reads no amount', async () => {
    const body = (kind: string, amounts: number[], supplierId?: number) => ({
      feedingId,
      costDate: companyToday(),
      kind,
      supplierId,
      items: amounts.map((a, i) => ({
        procedureId: procedures[i % procedures.length],
        hours: 2 * KG,
        amount: a,
      })),
    });
    expect(
      (await users.operator.post('/production/addOrUpdateProcessCost', body('PROCESS', [YUAN]))).resultCode,
    ).toBe('10000003');
    const noSupplier = await users.costaccounting.post(
      '/production/addOrUpdateProcessCost',
      body('OEM', [YUAN]),
    );
    expect(noSupplier.result).toBe('委外加工费须填写委外加工商');
    const process = ok(
      await users.costaccounting.post<{ id: number }>(
        '/production/addOrUpdateProcessCost',
        body('PROCESS', [100 * YUAN, 33_330_000]),
      ),
    );
    const oem = ok(
      await users.costaccounting.post<{ id: number }>(
        '/production/addOrUpdateProcessCost',
        body('OEM', [66_670_000], ids.supplier),
      ),
    );
    for (const id of [process.id, oem.id]) {
      expect((await act('ProcessCost', id, 'AUDIT', 'operator')).resultCode).toBe('10000003');
      expect((await act('ProcessCost', id, 'AUDIT', 'finacemanager')).resultCode).toBe('0');
    }
    const seen = await detail('ProcessCost', process.id, 'operator');
    expect(seen.totalHours).toBe(4 * KG);
    expect(seen.totalAmount).toBeUndefined();
    expect((await detail('ProcessCost', process.id, 'costaccounting')).totalAmount).toBe(133_330_000);
    expect(
      (await users.store.get('/production/queryProcessCostDetail', { id: String(process.id) })).resultCode,
    ).toBe('10000003');
  });

  it('packs in two package sizes at the exact cost; over-packing and a closed month refused; the feeding completes', async () => {
    const cost = 920n * 1_000_000n + 25n * 1_000_000n + 133_330_000n + 66_670_000n; // 1,145.00
    const [q0, v0] = await productCost();
    const first = ok(
      await users.operator.post<{ id: number }>('/production/addOrUpdatePackaging', {
        feedingId,
        packDate: companyToday(),
        warehouseId: ids.productWarehouse,
        packer: '李师傅',
        items: [{ packageSpecId: specs.T25, packages: 1, qty: 25 * KG }],
      }),
    );
    expect((await act('Packaging', first.id, 'AUDIT', 'operator')).resultCode).toBe('10000003');
    expect((await act('Packaging', first.id, 'AUDIT', 'workshopmanager')).resultCode).toBe('0');
    const v1 = divRound(cost * 25n, 48n);
    const p1 = await detail('Packaging', first.id, 'admin');
    expect(p1.batchNo).toBe(feedingNo);
    expect(BigInt(Number(p1.packedValue))).toBe(v1);
    expect(await productCost()).toEqual([q0 + 25n * 1_000_000n, v0 + v1]);
    // 47 kg recorded, 25 packed: 23 is one too many.
    const over = await users.operator.post('/production/addOrUpdatePackaging', {
      feedingId,
      packDate: companyToday(),
      warehouseId: ids.productWarehouse,
      items: [{ packageSpecId: specs.P1, packages: 23, qty: 23 * KG }],
    });
    expect(over.result).toBe(
      `生产批号 ${feedingNo} 产出量 47 kg，已包装 25 kg，可包装 22 kg，本单 23 kg，超出产出量`,
    );
    // A closed month of the product book.
    const today = companyToday();
    const lastMonth = `${Number(today.slice(0, 4)) - (today.slice(4, 6) === '01' ? 1 : 0)}${
      today.slice(4, 6) === '01' ? '12' : String(Number(today.slice(4, 6)) - 1).padStart(2, '0')
    }`;
    await t.database.db.execute(
      sql`insert into stock_periods (item_kind, period, status) values ('PRODUCT', ${lastMonth}, 'CLOSED')
          on conflict (item_kind, period) do update set status = 'CLOSED'`,
    );
    const closed = await users.operator.post('/production/addOrUpdatePackaging', {
      feedingId,
      packDate: `${lastMonth}15`,
      warehouseId: ids.productWarehouse,
      items: [{ packageSpecId: specs.P1, packages: 22, qty: 22 * KG }],
    });
    expect(closed.result).toMatch(/产品库存已结账，不能在该月新建或修改单据/);
    await t.database.db.execute(
      sql`delete from stock_periods where item_kind = 'PRODUCT' and period = ${lastMonth}`,
    );
    // The last 22 kg in 1 kg bottles: it completes the batch, the scrap takes the rest.
    const last = ok(
      await users.operator.post<{ id: number }>('/production/addOrUpdatePackaging', {
        feedingId,
        packDate: companyToday(),
        warehouseId: ids.productWarehouse,
        items: [{ packageSpecId: specs.P1, packages: 22, qty: 22 * KG }],
      }),
    );
    expect((await act('Packaging', last.id, 'AUDIT', 'workshopmanager')).resultCode).toBe('0');
    const v2 = divRound((cost - v1) * 22n, 23n);
    const p2 = await detail('Packaging', last.id, 'admin');
    expect(BigInt(Number(p2.packedValue))).toBe(v2);
    expect(p2.complete).toBe(true);
    expect(p2.lossQty).toBe(1 * KG);
    expect(BigInt(Number(p2.lossValue))).toBe(cost - v1 - v2);
    expect(v1 + v2 + BigInt(Number(p2.lossValue))).toBe(cost);
    expect(await productCost()).toEqual([q0 + 47n * 1_000_000n, v0 + v1 + v2]);
    await assertLedger(t, ids.product, 'PRODUCT');
    const packs = await queryRows<{ package_spec_id: number; packages: number }>(
      t.database.db,
      sql`select package_spec_id, packages from stock_packings where item_kind = 'PRODUCT' and batch_no = ${feedingNo}
          order by package_spec_id`,
    );
    expect(Object.fromEntries(packs.map((p) => [p.package_spec_id, p.packages]))).toEqual({
      [specs.T25]: 1,
      [specs.P1]: 22,
    });
    expect((await detail('Feeding', feedingId)).status).toBe('COMPLETE');
    // A completed batch takes no more cost.
    const late = await users.costaccounting.post('/production/addOrUpdateProcessCost', {
      feedingId,
      costDate: companyToday(),
      kind: 'PROCESS',
      items: [{ procedureId: procedures[0], amount: YUAN }],
    });
    expect(late.result).toMatch(/已完工，不能计入费用$/);
  });

  it('the cost report adds up; yield 94 % sits in 90–100 %', async () => {
    const report = ok(
      await users.costaccounting.post<{ requestList: Record<string, number | string>[] }>(
        '/production/queryManufactureCostList',
        { page: { pageIndex: 1, pageSize: 25 }, queryParameterVo: { batchNo: feedingNo } },
      ),
    );
    const row = report.requestList[0];
    expect(row).toMatchObject({
      materialCost: 920 * YUAN,
      adjustmentCost: 25 * YUAN,
      processCost: 133_330_000,
      oemCost: 66_670_000,
      totalCost: 1145 * YUAN,
      packedQty: 47 * KG,
      scrapQty: 1 * KG,
      openValue: 0,
      yieldPercent: 9400,
      outputQty: 47 * KG,
    });
    expect(Number(row.packedValue) + Number(row.scrapValue)).toBe(1145 * YUAN);
    const inBucket = async (bucket: string) =>
      ok(
        await users.costaccounting.post<{ requestList: { batchNo: string }[] }>(
          '/production/queryManufactureCostList',
          {
            page: { pageIndex: 1, pageSize: 100 },
            queryParameterVo: { yieldBucket: bucket },
          },
        ),
      ).requestList.map((r) => r.batchNo);
    expect(await inBucket('BETWEEN_90_100')).toContain(feedingNo);
    expect(await inBucket('GE_100')).not.toContain(feedingNo);
    expect(await inBucket('LT_90')).not.toContain(feedingNo);
    const records = ok(await pageOf('Record', 'operator', { yieldBucket: 'BETWEEN_90_100' }));
    expect(records.requestList.map((r) => r.id)).toContain(recordId);
    expect(records.requestList[0]).not.toHaveProperty('adjustmentCost');
    expect(
      ok(await pageOf('Record', 'operator', { yieldBucket: 'LT_90' })).requestList.map((r) => r.id),
    ).not.toContain(recordId);
    // Production's heads read quantities and yield, never the money.
    const seen = ok(
      await users.workshopmanager.post<{ requestList: Record<string, unknown>[] }>(
        '/production/queryManufactureCostList',
        {
          page: { pageIndex: 1, pageSize: 25 },
          queryParameterVo: { batchNo: feedingNo },
        },
      ),
    ).requestList[0];
    expect(seen.yieldPercent).toBe(9400);
    expect(seen).not.toHaveProperty('totalCost');
    expect(seen).not.toHaveProperty('unitCost');
    // The store sees none of it.
    expect(
      (
        await users.store.post('/production/queryManufactureCostList', {
          page: { pageIndex: 1, pageSize: 25 },
        })
      ).resultCode,
    ).toBe('10000003');
    expect((await pageOf('Packaging', 'store')).resultCode).toBe('10000003');
    const grind = ok(
      await users.operator.post<{ requestList: Record<string, unknown>[] }>(
        '/production/queryGrindLineList',
        {
          page: { pageIndex: 1, pageSize: 25 },
          queryParameterVo: { batchNo: feedingNo },
        },
      ),
    );
    expect(grind.requestList.map((r) => r.fineness)).toEqual([8, 15]);
    const adjust = ok(
      await users.operator.post<{ requestList: Record<string, unknown>[] }>(
        '/production/queryAdjustmentLineList',
        {
          page: { pageIndex: 1, pageSize: 25 },
          queryParameterVo: { batchNo: feedingNo },
        },
      ),
    );
    expect(adjust.requestList).toHaveLength(1);
    expect(adjust.requestList[0]).not.toHaveProperty('cost');
  });

  it('作废 of a feeding is refused once its batch is recorded; 完工 by hand is refused', async () => {
    const other = await savedFeeding();
    ok(
      await users.operator.post('/production/addOrUpdateRecord', {
        feedingId: other.id,
        recordDate: companyToday(),
        outputQty: 50 * KG,
        items: [],
      }),
    );
    const [rec] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from prd_records where feeding_id = ${other.id}`,
    );
    expect((await act('Record', rec.id, 'AUDIT', 'workshopmanager')).resultCode).toBe('0');
    const refused = await act('Feeding', other.id, 'INVALIDATE', 'operator');
    expect(refused.result).toMatch(
      new RegExp(`^生产批号 ${other.number} 已有已审核的生产记录 SCJL\\d+，不能作废$`),
    );
    const byHand = await act('Feeding', other.id, 'COMPLETE', 'operator');
    expect(byHand.result).toBe('批次尚未包装完工：请在生产包装单上勾选「完工」并审核入库');
    // 完工 on a packing of less than the output: the unpacked rest is recorded as loss.
    const pack = ok(
      await users.operator.post<{ id: number }>('/production/addOrUpdatePackaging', {
        feedingId: other.id,
        packDate: companyToday(),
        warehouseId: ids.productWarehouse,
        complete: true,
        items: [{ packageSpecId: specs.T25, packages: 2, qty: 49 * KG }],
      }),
    );
    expect((await act('Packaging', pack.id, 'AUDIT', 'workshopmanager')).resultCode).toBe('0');
    const p = await detail('Packaging', pack.id, 'admin');
    expect(p.lossQty).toBe(1 * KG);
    const f = await detail('Feeding', other.id, 'admin');
    expect(f.status).toBe('COMPLETE');
    expect(Number(p.packedValue) + Number(p.lossValue)).toBe(Number(f.materialCost));
  });
});
