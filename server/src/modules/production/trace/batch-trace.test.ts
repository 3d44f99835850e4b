import { type BatchTraceAnswer, companyToday, type TraceKind, type TraceNode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { KG, materialFixture, YUAN } from '../../inventory/testing/material-fixture.ts';

/**
 * 批次追溯 (issue 30 item 4) walked through the API on the demo company: red pigment bought in two
 * batches from two suppliers, accepted and put in; a batch fed from both, recorded, packed into
 * product batch = 生产批号; 20 kg delivered to a customer who files a complaint; the rest merged with
 * an older batch. Traced backward from the merged batch (through the merge to both material
 * batches and both suppliers) and forward from one material batch (to the customer and the merged
 * batch); who may trace which side. PGlite, and PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
const users: Record<string, ApiClient> = {};
const ids: Record<string, number> = {};
const today = companyToday();
let feedingNo = '';
let deliveryId = 0;
let complaintId = 0;
type Row = Record<string, unknown> & { id: number; version: number };

const ok = <T>(r: { resultCode: string; result: T }) => {
  expect(r.resultCode, JSON.stringify(r)).toBe('0');
  return r.result;
};
async function act(prefix: string, name: string, id: number, action: string, who: ApiClient, extra = {}) {
  const { version } = ok(await f.admin.get<Row>(`${prefix}/query${name}Detail`, { id: String(id) }));
  ok(await who.post(`${prefix}/change${name}State`, { id, version, action, ...extra }));
}
const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;

/** An acceptance of one batch from a supplier, judged 合格, then put in from it. */
async function buy(supplierId: number, batchNo: string, supplierBatch: string, expiryDate: string) {
  const acceptance = ok(
    await f.admin.post<{ id: number }>('/acceptanceCheck/addOrUpdateAcceptance', {
      acceptDate: today,
      supplierId,
      warehouseId: f.ids.raw,
      items: [{ materielId: f.ids.red, batchNo, qty: 20 * KG, supplierBatch, expiryDate }],
    }),
  );
  await act('/acceptanceCheck', 'Acceptance', acceptance.id, 'ACCEPT-QUALIFIED', f.store);
  const saved = ok(
    await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: today,
      warehouseId: f.ids.raw,
      acceptanceId: acceptance.id,
      items: [{ materielId: f.ids.red, batchNo, allocationId: f.ids.slot1, qty: 20 * KG, price: 30 * YUAN }],
    }),
  );
  await act('/warehouse', 'MaterialIn', saved.id, 'WAREHOUSE-IN', f.store);
  return { acceptance: acceptance.id, warehouseIn: saved.id };
}

const trace = (who: string, kind: 'PRODUCT' | 'MATERIAL', itemId: number, batchNo: string) =>
  users[who].get<BatchTraceAnswer>('/trace/queryBatchTrace', { kind, itemId: String(itemId), batchNo });

/** Every node of the trees, flattened with its path of kinds from the root. */
function walk(nodes: TraceNode[], path: TraceKind[] = []): { node: TraceNode; path: TraceKind[] }[] {
  return nodes.flatMap((n) => [{ node: n, path: [...path, n.kind] }, ...walk(n.children, [...path, n.kind])]);
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  for (const name of [
    'operator',
    'workshopmanager',
    'researcher',
    'researchderictor',
    'saler',
    'salederictor',
    'store',
    'purchaser',
  ])
    users[name] = new ApiClient(t.app);
  for (const [name, c] of Object.entries(users))
    expect((await c.login(name, 'demo1234')).resultCode, name).toBe('0');
  ids.supplierA = f.ids.supplier;
  ids.supplierB = await one(
    sql`select id from md_suppliers where id <> ${f.ids.supplier} order by code limit 1`,
  );
  ids.water = await one(sql`select id from md_materiels where code = 'RJ-DIW'`);
  ids.customer = await one(sql`select id from md_customers where code = 'KH001'`);
  ids.drum = await one(sql`select id from md_package_specs where code = 'T25'`);
  // Expiring before any demo batch, so first-expiry-first-out takes these two first.
  Object.assign(ids, {
    ...Object.fromEntries(
      Object.entries(await buy(ids.supplierA, 'TR-A', 'SA-77', '20270101')).map(([k, v]) => [`a.${k}`, v]),
    ),
  });
  Object.assign(ids, {
    ...Object.fromEntries(
      Object.entries(await buy(ids.supplierB, 'TR-B', 'SB-88', '20270102')).map(([k, v]) => [`b.${k}`, v]),
    ),
  });
  const water = ok(
    await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: today,
      warehouseId: f.ids.raw,
      items: [
        {
          materielId: ids.water,
          batchNo: 'TR-W',
          allocationId: f.ids.slot1,
          qty: 50 * KG,
          price: YUAN,
          expiryDate: '20270101',
        },
      ],
    }),
  );
  await act('/warehouse', 'MaterialIn', water.id, 'WAREHOUSE-IN', f.store);

  const recipe = ok(
    await users.researcher.post<{ id: number }>('/formula/addOrUpdateRecipe', {
      scale: 'PILOT',
      purpose: 'MANUFACTURE',
      effectiveDate: today,
      code: 'PF-TRACE-01',
      name: '追溯测试色浆',
      recipeType: 'PRODUCTION',
      productId: f.ids.redPaste,
      batchSize: 50 * KG,
      basis: 'BATCH',
      items: [
        { materielId: f.ids.red, parts: 30 * KG },
        { materielId: ids.water, parts: 20 * KG },
      ],
    }),
  );
  await act('/formula', 'Recipe', recipe.id, 'AUDIT', users.researchderictor, {
    status: 'APPROVAL_APPROVED',
  });
  const feeding = ok(
    await users.operator.post<{ id: number }>('/production/addOrUpdateFeeding', {
      feedDate: today,
      productId: f.ids.redPaste,
      recipeId: recipe.id,
      batchSize: 50 * KG,
      warehouseId: f.ids.raw,
      items: [],
    }),
  );
  ids.feeding = feeding.id;
  await act('/production', 'Feeding', feeding.id, 'SAVE', users.operator);
  feedingNo = String(
    ok(await f.admin.get<Row>('/production/queryFeedingDetail', { id: String(feeding.id) })).number,
  );
  const record = ok(
    await users.operator.post<{ id: number }>('/production/addOrUpdateRecord', {
      feedingId: feeding.id,
      recordDate: today,
      outputQty: 50 * KG,
      items: [],
    }),
  );
  await act('/production', 'Record', record.id, 'AUDIT', users.workshopmanager);
  const packing = ok(
    await users.operator.post<{ id: number }>('/production/addOrUpdatePackaging', {
      feedingId: feeding.id,
      packDate: today,
      warehouseId: f.ids.product,
      items: [{ packageSpecId: ids.drum, packages: 2, qty: 50 * KG, allocationId: f.ids.cpSlot1 }],
    }),
  );
  ids.packing = packing.id;
  await act('/production', 'Packaging', packing.id, 'AUDIT', users.workshopmanager);

  // 20 kg of the batch to KH001, the store choosing the batch; the customer complains.
  const cny = await one(sql`select id from md_currencies where code = 'CNY'`);
  const order = ok(
    await users.saler.post<{ id: number }>('/order/addOrUpdateSalesOrder', {
      customerId: ids.customer,
      orderDate: today,
      deliveryDate: today,
      warehouseId: f.ids.product,
      currencyId: cny,
      items: [{ productId: f.ids.redPaste, qty: 20 * KG, price: 100 * YUAN }],
    }),
  );
  await act('/order', 'SalesOrder', order.id, 'CONFIRM', users.saler);
  const draft = ok(
    await users.saler.post<{ values: Row; items: Row[] }>('/order/makeProductStockOutFrom', {
      link: 'order-delivery',
      sourceIds: [order.id],
    }),
  );
  const delivery = ok(
    await users.saler.post<{ id: number }>('/order/addOrUpdateProductStockOut', {
      ...draft.values,
      outDate: today,
      items: draft.items,
    }),
  );
  deliveryId = delivery.id;
  const lines = ok(
    await f.admin.get<Row & { items: Row[] }>('/order/queryProductStockOutDetail', {
      id: String(deliveryId),
    }),
  ).items;
  const { version } = ok(
    await f.admin.get<Row>('/order/queryProductStockOutDetail', { id: String(deliveryId) }),
  );
  ok(
    await users.store.post('/order/saveProductStockOutBatches', {
      id: deliveryId,
      version,
      lines: [
        { orderLineId: lines[0].orderLineId, batchNo: feedingNo, allocationId: f.ids.cpSlot1, qty: 20 * KG },
      ],
    }),
  );
  await act('/order', 'ProductStockOut', deliveryId, 'AUDIT', users.salederictor, {
    status: 'APPROVAL_APPROVED',
    comment: '同意',
  });
  await act('/order', 'ProductStockOut', deliveryId, 'WAREHOUSE-OUT', users.store);
  complaintId = ok(
    await users.saler.post<{ id: number }>('/customer/addOrUpdateComplaint', {
      customerId: ids.customer,
      complaintDate: today,
      productId: f.ids.redPaste,
      batchNo: feedingNo,
      description: '细度偏粗',
    }),
  ).id;

  // An older batch by hand; 10 kg of the produced batch merged with it into TR-MG.
  const old = ok(
    await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
      inDate: today,
      warehouseId: f.ids.product,
      items: [
        {
          productId: f.ids.redPaste,
          batchNo: 'TR-OLD',
          allocationId: f.ids.cpSlot1,
          qty: 10 * KG,
          price: 20 * YUAN,
          productionDate: today,
        },
      ],
    }),
  );
  await act('/productWarehouse', 'ProductIn', old.id, 'WAREHOUSE-IN', f.store);
  const merge = ok(
    await f.store.post<{ id: number }>('/productMergeStock/addOrUpdateProductMergeStock', {
      mergeDate: today,
      warehouseId: f.ids.product,
      productId: f.ids.redPaste,
      newBatchNo: 'TR-MG',
      newAllocationId: f.ids.cpSlot3,
      items: [
        { batchNo: feedingNo, allocationId: f.ids.cpSlot1, qty: 10 * KG },
        { batchNo: 'TR-OLD', allocationId: f.ids.cpSlot1, qty: 10 * KG },
      ],
    }),
  );
  ids.merge = merge.id;
  await act('/productMergeStock', 'ProductMergeStock', merge.id, 'WAREHOUSE-MERGE', f.store);
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('批次追溯', () => {
  it('backward from the produced batch: packing, feeding with its recipe, both material batches, their warehouse-ins, acceptances and suppliers', async () => {
    const answer = ok(await trace('store', 'PRODUCT', f.ids.redPaste, feedingNo));
    expect(answer.root).toMatchObject({ kind: 'PRODUCT_BATCH', number: feedingNo, itemId: f.ids.redPaste });
    expect(answer.root.label).toContain('SJ-R101-01');
    const back = walk(answer.backward);
    expect(back.find((n) => n.node.kind === 'PACKING')?.node).toMatchObject({
      docId: ids.packing,
      qty: 50 * KG,
      date: today,
    });
    expect(back.find((n) => n.node.kind === 'FEEDING')?.node).toMatchObject({
      number: feedingNo,
      label: '配方 PF-TRACE-01 第1版',
      qty: 50 * KG,
      docKey: 'manufacture-feeding',
      docId: ids.feeding,
    });
    const batches = back.filter((n) => n.node.kind === 'MATERIAL_BATCH' && n.node.itemId === f.ids.red);
    expect(batches.map((b) => [b.node.number, b.node.qty])).toEqual(
      expect.arrayContaining([
        ['TR-A', 20 * KG],
        ['TR-B', 10 * KG],
      ]),
    );
    const ins = back.filter((n) => n.node.kind === 'WAREHOUSE_IN' && n.path.includes('FEEDING'));
    expect(ins.map((n) => [n.node.docId, n.node.party])).toEqual(
      expect.arrayContaining([
        [ids['a.warehouseIn'], expect.stringContaining('（供应商批号 SA-77）')],
        [ids['b.warehouseIn'], expect.stringContaining('（供应商批号 SB-88）')],
      ]),
    );
    const acceptances = back.filter((n) => n.node.kind === 'ACCEPTANCE').map((n) => n.node.docId);
    expect(acceptances).toEqual(expect.arrayContaining([ids['a.acceptance'], ids['b.acceptance']]));
    expect(back.find((n) => n.node.kind === 'ACCEPTANCE')?.path).toEqual([
      'FEEDING',
      'MATERIAL_BATCH',
      'WAREHOUSE_IN',
      'ACCEPTANCE',
    ]);
    // Forward: the delivery to the customer, the complaint, and the merge into TR-MG.
    const fwd = walk(answer.forward);
    expect(fwd.find((n) => n.node.kind === 'DELIVERY')?.node).toMatchObject({
      docId: deliveryId,
      qty: 20 * KG,
    });
    expect(fwd.find((n) => n.node.kind === 'DELIVERY')?.node.party).toBeTruthy();
    expect(fwd.find((n) => n.node.kind === 'COMPLAINT')?.node.docId).toBe(complaintId);
    expect(fwd.find((n) => n.node.kind === 'PRODUCT_BATCH')?.node.number).toBe('TR-MG');
    // Quantities only: no price or value anywhere in the answer.
    expect(JSON.stringify(answer)).not.toMatch(/price|value|amount|cost/i);
  });

  it('backward from the merged batch reaches the feeding, both pigment batches and both suppliers', async () => {
    const answer = ok(await trace('store', 'PRODUCT', f.ids.redPaste, 'TR-MG'));
    const back = walk(answer.backward);
    const merges = back.filter((n) => n.node.kind === 'MERGE');
    expect(merges.map((m) => m.node.docId)).toEqual([ids.merge, ids.merge]);
    expect(back.find((n) => n.node.kind === 'PRODUCT_IN' && n.path.length === 3)).toBeDefined();
    const suppliers = back.filter((n) => n.node.kind === 'WAREHOUSE_IN').map((n) => n.node.party ?? '');
    const [a, b] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from md_suppliers where id in (${ids.supplierA}, ${ids.supplierB}) order by id = ${ids.supplierB}`,
    );
    expect(suppliers.some((s) => s.startsWith(a.name))).toBe(true);
    expect(suppliers.some((s) => s.startsWith(b.name))).toBe(true);
    expect(back.find((n) => n.node.kind === 'FEEDING')?.path).toEqual(['MERGE', 'PRODUCT_BATCH', 'FEEDING']);
  });

  it('forward from one material batch: the feeding, the product batch, the customer who received it', async () => {
    const answer = ok(await trace('store', 'MATERIAL', f.ids.red, 'TR-B'));
    expect(answer.backward.map((n) => [n.kind, n.docId])).toEqual([['WAREHOUSE_IN', ids['b.warehouseIn']]]);
    const fwd = walk(answer.forward);
    expect(fwd[0].node).toMatchObject({ kind: 'FEEDING', docId: ids.feeding, qty: 10 * KG });
    const delivery = fwd.find((n) => n.node.kind === 'DELIVERY');
    expect(delivery?.path).toEqual(['FEEDING', 'PRODUCT_BATCH', 'DELIVERY']);
    const [customer] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from md_customers where id = ${ids.customer}`,
    );
    expect(delivery?.node.party).toBe(customer.name);
    expect(fwd.some((n) => n.node.kind === 'PRODUCT_BATCH' && n.node.number === 'TR-MG')).toBe(true);
  });

  it('who may trace: the store both sides; sales the product side only; purchasing the material side only; research not at all', async () => {
    const saler = ok(await trace('saler', 'PRODUCT', f.ids.redPaste, feedingNo));
    expect(saler.hiddenSides).toEqual(['MATERIAL']);
    expect(walk(saler.backward).some((n) => n.node.kind === 'MATERIAL_BATCH')).toBe(false);
    expect(walk(saler.forward).some((n) => n.node.kind === 'DELIVERY')).toBe(true);
    const refused = await trace('saler', 'MATERIAL', f.ids.red, 'TR-A');
    expect(refused).toMatchObject({ resultCode: '10000003', result: '无权查看物料批次' });
    const purchaser = ok(await trace('purchaser', 'MATERIAL', f.ids.red, 'TR-A'));
    expect(purchaser.hiddenSides).toEqual(['PRODUCT']);
    expect(walk(purchaser.forward).map((n) => n.node.kind)).toEqual(['FEEDING', 'PRODUCT_BATCH']);
    const research = await trace('researcher', 'PRODUCT', f.ids.redPaste, feedingNo);
    expect(research.resultCode).toBe('10000003');
    // The picker offers every batch the item has had, shipped or not.
    const offered = ok(
      await users.store.get<{ batchNo: string }[]>('/trace/queryTraceBatches', {
        kind: 'PRODUCT',
        itemId: String(f.ids.redPaste),
        search: feedingNo.slice(0, 6),
      }),
    );
    expect(offered.map((o) => o.batchNo)).toContain(feedingNo);
    expect(
      await users.saler.get('/trace/queryTraceBatches', { kind: 'MATERIAL', itemId: String(f.ids.red) }),
    ).toMatchObject({ resultCode: '10000003' });
    const empty = ok(await trace('store', 'PRODUCT', f.ids.redPaste, 'NO-SUCH'));
    expect([empty.backward, empty.forward]).toEqual([[], []]);
  });
});
