import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { createChainPairTables, registerChainPair } from './testing/chain-pair.ts';

/**
 * A link's save checks and copies (`links[].save`), on the test-only pair: a bill drawing on
 * delivery lines is refused at save — before any module hook — for a source of another party, in a
 * status the link does not draw on, a closed line, another item, or more than is open net of
 * `spent`; and the source's values win over the client's on the bill's server-filled fields.
 */
const KG = 1_000_000;
let t: TestApp;
let api: ApiClient;
let pigment: number;
let resin: number;
let supplier: number;
let otherSupplier: number;
const pigmentLabel = 'YL-PB153 酞菁蓝 PB15:3';

beforeAll(async () => {
  t = await createTestApp({}, { demo: true, extraRoutes: registerChainPair });
  await createChainPairTables(t.database.db);
  api = new ApiClient(t.app);
  expect((await api.login('admin', 'admin123')).resultCode).toBe('0');
  const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;
  pigment = await one(sql`select id from md_materiels where code = 'YL-PB153'`);
  resin = await one(sql`select id from md_materiels where code = 'SZ-ACR01'`);
  supplier = await one(sql`select id from md_suppliers where code = 'GYS001'`);
  otherSupplier = await one(sql`select id from md_suppliers where code <> 'GYS001' order by id limit 1`);
});
afterAll(() => t.close());

type Line = { id: number; materielId: number; qty: number; deliveredQty: number | null };

async function ok<T>(res: Promise<{ resultCode: string; result: T }>): Promise<T> {
  const r = await res;
  expect(r.resultCode, JSON.stringify(r)).toBe('0');
  return r.result;
}

/** An audited order of `kg` of each material, and a delivery of all of it — posted unless told. */
async function delivery(lines: [number, number][], { party = supplier, posted = true } = {}) {
  const order = await ok(
    api.post<{ id: number }>('/probe/addOrUpdateOrder', {
      orderDate: '20261120',
      supplierId: party,
      items: lines.map(([materielId, kg]) => ({ materielId, qty: kg * KG })),
    }),
  );
  await ok(api.post('/probe/changeOrderState', { id: order.id, version: 1, action: 'AUDIT' }));
  const orderLines = (await api.get<{ items: Line[] }>('/probe/queryOrderDetail', { id: String(order.id) }))
    .result.items;
  const saved = await ok(
    api.post<{ id: number }>('/probe/addOrUpdateDelivery', {
      supplierId: party,
      orderId: order.id,
      items: orderLines.map((l) => ({ materielId: l.materielId, qty: l.qty, orderLineId: l.id })),
    }),
  );
  if (posted)
    await ok(api.post('/probe/changeDeliveryState', { id: saved.id, version: 1, action: 'WAREHOUSE-OUT' }));
  const d = await api.get<{ number: string; items: Line[] }>('/probe/queryDeliveryDetail', {
    id: String(saved.id),
  });
  return { id: saved.id, order: order.id, number: d.result.number, lines: d.result.items };
}

const bill = (items: Record<string, unknown>[], party = supplier) =>
  api.post<{ id: number }>('/probe/addOrUpdateBill', { supplierId: party, items });

describe('a link checks and copies at save', () => {
  it('refuses a line that names no source line, in the declared words', async () => {
    expect((await bill([{ materielId: pigment, qty: KG }])).result).toBe('第1行：请从已出库的测试出库单选单');
  });

  it('refuses a source of another party (compare), naming the line', async () => {
    const theirs = await delivery([[pigment, 5]], { party: otherSupplier });
    expect((await bill([{ materielId: pigment, qty: KG, deliveryLineId: theirs.lines[0].id }])).result).toBe(
      `第1行：出库单 ${theirs.number} 不是所选往来单位的出库单`,
    );
  });

  it('refuses a source not in a status the link draws on', async () => {
    const pending = await delivery([[pigment, 5]], { posted: false });
    expect((await bill([{ materielId: pigment, qty: KG, deliveryLineId: pending.lines[0].id }])).result).toBe(
      `第1行：出库单 ${pending.number} 当前状态不能开票`,
    );
  });

  it('refuses a closed source line and another item', async () => {
    const d = await delivery([
      [pigment, 5],
      [resin, 5],
    ]);
    expect(
      (
        await bill([
          { materielId: pigment, qty: KG, deliveryLineId: d.lines[0].id },
          { materielId: pigment, qty: KG, deliveryLineId: d.lines[1].id },
        ])
      ).result,
    ).toBe(`第2行：物料与出库单 ${d.number} 的明细不一致`);
    await t.database.db.execute(
      sql`update probe_deliveries_items set closed = true where id = ${d.lines[1].id}`,
    );
    expect((await bill([{ materielId: resin, qty: KG, deliveryLineId: d.lines[1].id }])).result).toBe(
      `第1行：出库单 ${d.number} 第2行已关闭，不能再开票`,
    );
  });

  it('refuses more than is open net of what was billed and spent, the lines on one source together', async () => {
    const d = await delivery([[pigment, 10]]);
    const line = d.lines[0].id;
    const first = await ok(bill([{ materielId: pigment, qty: 4 * KG, deliveryLineId: line }]));
    // A draft has drawn nothing: another draft of the 10 kg still saves.
    await ok(bill([{ materielId: pigment, qty: 10 * KG, deliveryLineId: line }]));
    await ok(api.post('/probe/changeBillState', { id: first.id, version: 1, action: 'WAREHOUSE-OUT' }));
    await t.database.db.execute(
      sql`update probe_deliveries_items set spent_qty = ${3 * KG} where id = ${line}`,
    );
    // 10 − 4 billed − 3 spent: 3 kg are open, asked for by two lines together.
    const over = await bill([
      { materielId: pigment, qty: 2 * KG, deliveryLineId: line },
      { materielId: pigment, qty: 1 * KG + 1, deliveryLineId: line },
    ]);
    expect(over.result).toBe(`第2行：${pigmentLabel} 本次开票 3.000001 kg，出库单剩余 3 kg，超出允许的 0%`);
    await ok(
      bill([
        { materielId: pigment, qty: 2 * KG, deliveryLineId: line },
        { materielId: pigment, qty: 1 * KG, deliveryLineId: line },
      ]),
    );
  });

  it('copies the source’s values over what the client sent on server-filled fields, before the hooks', async () => {
    const a = await delivery([[resin, 7]]);
    const saved = await ok(
      bill([{ materielId: resin, qty: 2 * KG, deliveredQty: 999 * KG, deliveryLineId: a.lines[0].id }]),
    );
    const stored = await api.get<{ orderId: number; items: Line[] }>('/probe/queryBillDetail', {
      id: String(saved.id),
    });
    expect([stored.result.orderId, stored.result.items.map((l) => l.deliveredQty)]).toEqual([
      a.order,
      [7 * KG],
    ]);
    // Sources disagreeing on a copied header field (the order) are refused.
    const b = await delivery([[resin, 1]]);
    expect(
      (
        await bill([
          { materielId: resin, qty: KG, deliveryLineId: a.lines[0].id },
          { materielId: resin, qty: KG, deliveryLineId: b.lines[0].id },
        ])
      ).result,
    ).toBe('一张账单只能开同一订单的出库单');
  });
});
