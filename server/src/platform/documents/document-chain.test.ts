import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { createChainPairTables, registerChainPair } from './testing/chain-pair.ts';

/**
 * The chain mechanism alone, on a test-only order → delivery pair (no module rule involved):
 * partial draws, several sources on one target, the allowance at its edge, give-back, roll-up
 * both ways, closing by hand, 选单 / 下推, and a race for the last quantity; then a link's save
 * checks and copies on the pair's bill.
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

type Line = { id: number; qty: number; deliveredQty: number | null; closed: boolean };
type Detail = {
  status: string;
  version: number;
  items: Line[];
  progress: { percent: number; verb: string }[];
};

async function order(lines: [number, number][], party = supplier) {
  const saved = await api.post<{ id: number }>('/probe/addOrUpdateOrder', {
    orderDate: '20261120',
    supplierId: party,
    items: lines.map(([materielId, kg]) => ({ materielId, qty: kg * KG })),
  });
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  const audited = await api.post('/probe/changeOrderState', {
    id: saved.result.id,
    version: 1,
    action: 'AUDIT',
  });
  expect(audited.resultCode, JSON.stringify(audited)).toBe('0');
  return saved.result.id;
}

const orderDetail = async (id: number) =>
  (await api.get<Detail>('/probe/queryOrderDetail', { id: String(id) })).result;

async function delivery(lines: { line: number; kg: number; materielId?: number }[], extra = {}) {
  return api.post<{ id: number }>('/probe/addOrUpdateDelivery', {
    supplierId: supplier,
    items: lines.map((l) => ({
      materielId: l.materielId ?? pigment,
      qty: Math.round(l.kg * KG),
      orderLineId: l.line,
    })),
    ...extra,
  });
}

async function post(id: number, action = 'WAREHOUSE-OUT') {
  const d = await api.get<{ version: number }>('/probe/queryDeliveryDetail', { id: String(id) });
  return api.post<{ status: string }>('/probe/changeDeliveryState', {
    id,
    version: d.result.version,
    action,
  });
}

async function deliver(lines: { line: number; kg: number; materielId?: number }[], extra = {}) {
  const saved = await delivery(lines, extra);
  expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
  return { id: saved.result.id, posted: await post(saved.result.id) };
}

const delivered = async (id: number) => (await orderDetail(id)).items.map((l) => (l.deliveredQty ?? 0) / KG);

describe('document chains on the mechanism alone', () => {
  let first: number;
  let lines: number[];

  it('draws nothing while the target is a draft, then draws part of a line when it posts', async () => {
    first = await order([
      [pigment, 10],
      [resin, 20],
    ]);
    lines = (await orderDetail(first)).items.map((l) => l.id);
    const draft = await delivery([{ line: lines[0], kg: 4 }]);
    expect(await delivered(first)).toEqual([0, 0]);
    expect((await post(draft.result.id)).result).toEqual({
      id: draft.result.id,
      status: 'OUT_PUT_WAREHOUSE',
    });
    const d = await orderDetail(first);
    expect([d.status, d.items.map((l) => (l.deliveredQty ?? 0) / KG)]).toEqual(['DELIVERY_PENDING', [4, 0]]);
    expect(d.progress).toEqual([
      expect.objectContaining({ verb: '出库', percent: 13.3, qty: 30 * KG, drawn: 4 * KG }),
    ]);
  });

  it('lets exactly the allowance through and refuses one stored unit (1 mg) more, in words', async () => {
    // 10 kg ordered, 4 out, 5 % allowance: 6.5 kg more is the limit.
    const over = await deliver([{ line: lines[0], kg: 6.500001 }]);
    expect(over.posted.result).toBe(
      `第1行：${pigmentLabel} 本次出库 6.500001 kg，订单剩余 6 kg，超出允许的 5%`,
    );
    expect(await delivered(first)).toEqual([4, 0]);
    const edge = await deliver([{ line: lines[0], kg: 6.5 }]);
    expect(edge.posted.resultCode, JSON.stringify(edge.posted)).toBe('0');
    expect(await delivered(first)).toEqual([10.5, 0]);
  });

  it('takes the item’s own allowance over the document type’s', async () => {
    const second = await order([[resin, 10]]);
    const [line] = (await orderDetail(second)).items;
    await t.database.db.execute(sql`update md_materiels set over_allowance = 1000 where id = ${resin}`);
    const within = await deliver([{ line: line.id, kg: 11, materielId: resin }]);
    expect(within.posted.resultCode, JSON.stringify(within.posted)).toBe('0');
    await t.database.db.execute(sql`update md_materiels set over_allowance = 0 where id = ${resin}`);
    const third = await order([[resin, 10]]);
    const [strict] = (await orderDetail(third)).items;
    const refused = await deliver([{ line: strict.id, kg: 10.001, materielId: resin }]);
    expect(refused.posted.result).toBe(
      '第1行：SZ-ACR01 水性丙烯酸树脂 本次出库 10.001 kg，订单剩余 10 kg，超出允许的 0%',
    );
    await t.database.db.execute(sql`update md_materiels set over_allowance = null where id = ${resin}`);
  });

  it('rolls the order up when every line is out, and back when a delivery is returned', async () => {
    const rest = await deliver([{ line: lines[1], kg: 20, materielId: resin }]);
    expect(rest.posted.resultCode, JSON.stringify(rest.posted)).toBe('0');
    let d = await orderDetail(first);
    expect([d.status, d.progress[0].percent]).toEqual(['OUT_PUT_WAREHOUSE', 100]);
    expect((await post(rest.id, 'RETURN')).result).toEqual({ id: rest.id, status: 'RETURNED' });
    d = await orderDetail(first);
    expect([d.status, d.items.map((l) => (l.deliveredQty ?? 0) / KG)]).toEqual([
      'DELIVERY_PENDING',
      [10.5, 0],
    ]);
    // The order's history shows who moved it.
    const history = await api.get<{ history: { actionLabel: string }[] }>('/probe/queryOrderDetail', {
      id: String(first),
    });
    expect(history.result.history.filter((h) => h.actionLabel === '随下游单据更新状态')).toHaveLength(2);
  });

  it('a posted return takes quantities back (never below what was delivered), and they are delivered again', async () => {
    const id = await order([[pigment, 10]]);
    const [line] = (await orderDetail(id)).items;
    const out = await deliver([{ line: line.id, kg: 10 }]);
    expect(out.posted.resultCode, JSON.stringify(out.posted)).toBe('0');
    const returnOf = async (kg: number) => {
      const saved = await api.post<{ id: number }>('/probe/addOrUpdateReturn', {
        supplierId: supplier,
        items: [{ materielId: pigment, qty: kg * KG, orderLineId: line.id }],
      });
      expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
      return saved.result.id;
    };
    const act = async (rid: number, action: string) => {
      const d = await api.get<{ version: number }>('/probe/queryReturnDetail', { id: String(rid) });
      return api.post<{ status: string }>('/probe/changeReturnState', {
        id: rid,
        version: d.result.version,
        action,
      });
    };
    const state = async () => {
      const d = await orderDetail(id);
      return [d.status, (d.items[0].deliveredQty ?? 0) / KG];
    };
    const back = await returnOf(4);
    expect((await act(back, 'RETURN')).result).toEqual({ id: back, status: 'RETURNED' });
    // Partly returned, the order reads what its lines say (6 of 10 out), not 已退货 (issue 35 item 6).
    expect(await state()).toEqual(['DELIVERY_PENDING', 6]);
    // No more than was delivered comes back.
    const tooMuch = await returnOf(6.000001);
    expect((await act(tooMuch, 'RETURN')).result).toBe(
      `第1行：${pigmentLabel} 本次退货 6.000001 kg，超过订单 ${(await api.get<{ number: string }>('/probe/queryOrderDetail', { id: String(id) })).result.number} 第1行可退货的 6 kg`,
    );
    expect(await state()).toEqual(['DELIVERY_PENDING', 6]);
    // The 4 kg are delivered again: the order is complete once more.
    const again = await deliver([{ line: line.id, kg: 4 }]);
    expect(again.posted.resultCode, JSON.stringify(again.posted)).toBe('0');
    expect(await state()).toEqual(['OUT_PUT_WAREHOUSE', 10]);
    // Un-posting the return would draw its 4 kg again, past the allowance: refused in words.
    expect((await act(back, 'DISCARD')).result).toBe(
      `第1行：${pigmentLabel} 本次退货 4 kg，订单剩余 0 kg，超出允许的 5%`,
    );
    // A return is neither picked (选单) nor pushed (下推), and is no progress of the order.
    expect((await api.post('/probe/queryReturnOpenLines', { link: 'order-return' })).resultCode).toBe(
      '10000004',
    );
    expect((await orderDetail(id)).progress.map((p) => p.verb)).toEqual(['出库']);
  });

  it('refuses a draw on an order that is not yet open, or of another party', async () => {
    const pending = await api.post<{ id: number }>('/probe/addOrUpdateOrder', {
      supplierId: supplier,
      items: [{ materielId: pigment, qty: KG }],
    });
    const [line] = (await orderDetail(pending.result.id)).items;
    const early = await deliver([{ line: line.id, kg: 1 }]);
    expect(early.posted.result).toMatch(/^订单 PO\d{11} 当前状态不能出库$/);
    const theirs = await order([[pigment, 5]], otherSupplier);
    const [their] = (await orderDetail(theirs)).items;
    const wrongParty = await deliver([{ line: their.id, kg: 1 }]);
    expect(wrongParty.posted.result).toMatch(/^第1行：订单 PO\d{11} 的往来单位与本单不一致$/);
  });

  it('lets one delivery draw on lines of several orders of one party', async () => {
    const a = await order([[pigment, 3]]);
    const b = await order([[pigment, 7]]);
    const [la] = (await orderDetail(a)).items;
    const [lb] = (await orderDetail(b)).items;
    const both = await deliver([
      { line: la.id, kg: 3 },
      { line: lb.id, kg: 2 },
    ]);
    expect(both.posted.resultCode, JSON.stringify(both.posted)).toBe('0');
    expect([(await orderDetail(a)).status, (await orderDetail(b)).status]).toEqual([
      'OUT_PUT_WAREHOUSE',
      'DELIVERY_PENDING',
    ]);
    expect([await delivered(a), await delivered(b)]).toEqual([[3], [2]]);
    // Related documents follow the line links both ways.
    type Group = { key: string; field: string; direction: string; rows: { id: number }[] };
    const related = async (url: string, id: number) =>
      (await api.get<Group[]>(url, { id: String(id) })).result.map((g) => [
        g.key,
        g.field,
        g.direction,
        g.rows.map((r) => r.id).sort(),
      ]);
    expect(await related('/probe/queryDeliveryRelated', both.id)).toEqual([
      ['probe-order', 'orderLineId', 'references', [a, b].sort()],
    ]);
    expect(await related('/probe/queryOrderRelated', b)).toEqual([
      ['probe-delivery', 'orderId', 'referencedBy', [both.id]],
    ]);
    // A discarded draft never drew; a returned delivery gives back to both orders.
    expect((await post(both.id, 'RETURN')).resultCode).toBe('0');
    expect([(await orderDetail(a)).status, await delivered(a), await delivered(b)]).toEqual([
      'DELIVERY_PENDING',
      [0],
      [0],
    ]);
  });

  it('after part delivered and part of that returned, the order still offers what is open; 已退货 once nothing is out', async () => {
    const o = await order([[pigment, 10]]);
    const [line] = (await orderDetail(o)).items;
    expect((await deliver([{ line: line.id, kg: 6 }])).posted.resultCode).toBe('0');
    const returnOf = async (kg: number) => {
      const saved = await api.post<{ id: number }>('/probe/addOrUpdateReturn', {
        supplierId: supplier,
        items: [{ materielId: pigment, qty: kg * KG, orderLineId: line.id }],
      });
      expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
      const d = await api.get<{ version: number }>('/probe/queryReturnDetail', {
        id: String(saved.result.id),
      });
      const posted = await api.post('/probe/changeReturnState', {
        id: saved.result.id,
        version: d.result.version,
        action: 'RETURN',
      });
      expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
    };
    const offered = async () =>
      (
        await api.post<{ requestList: { lineId: number; open: number }[] }>('/probe/queryDeliveryOpenLines', {
          link: 'order-delivery',
          partyId: supplier,
          sourceId: o,
        })
      ).result.requestList.map((l) => [l.lineId, l.open / KG]);
    await returnOf(2);
    let d = await orderDetail(o);
    expect([d.status, (d.items[0].deliveredQty ?? 0) / KG, d.progress[0].percent]).toEqual([
      'DELIVERY_PENDING',
      4,
      40,
    ]);
    // 出库 is still offered (选单 / 下推) for the 6 kg open.
    expect(await offered()).toEqual([[line.id, 6]]);
    const made = await api.post<{ items: Record<string, unknown>[] }>('/probe/makeDeliveryFrom', {
      link: 'order-delivery',
      sourceIds: [o],
    });
    expect(made.result.items.map((l) => l.qty)).toEqual([6 * KG]);
    // Everything that went out came back: now it reads 已退货, and still offers the whole line.
    await returnOf(4);
    d = await orderDetail(o);
    expect([d.status, (d.items[0].deliveredQty ?? 0) / KG]).toEqual(['RETURN', 0]);
    expect(await offered()).toEqual([[line.id, 10]]);
  });

  it('offers open lines (选单) and a prefilled delivery (下推), without what is closed or drawn', async () => {
    const o = await order([
      [pigment, 8],
      [resin, 2],
    ]);
    const [l1, l2] = (await orderDetail(o)).items;
    await deliver([{ line: l1.id, kg: 5 }]);
    const picks = await api.post<{ requestList: Record<string, unknown>[]; totalRec: number }>(
      '/probe/queryDeliveryOpenLines',
      { link: 'order-delivery', partyId: supplier, sourceId: o },
    );
    expect(picks.resultCode, JSON.stringify(picks)).toBe('0');
    expect(picks.result.requestList.map((r) => [r.lineNo, r.open, r.limit, r.itemLabel])).toEqual([
      [1, 3 * KG, 3.4 * KG, pigmentLabel],
      [2, 2 * KG, 2.1 * KG, 'SZ-ACR01 水性丙烯酸树脂'],
    ]);
    const made = await api.post<{ values: Record<string, unknown>; items: Record<string, unknown>[] }>(
      '/probe/makeDeliveryFrom',
      { link: 'order-delivery', sourceIds: [o] },
    );
    expect(made.result.values).toMatchObject({ supplierId: supplier, orderId: o });
    expect(made.result.items).toEqual([
      expect.objectContaining({ materielId: pigment, qty: 3 * KG, orderLineId: l1.id }),
      expect.objectContaining({ materielId: resin, qty: 2 * KG, orderLineId: l2.id }),
    ]);
    expect(String(made.result.items[0].orderLineIdLabel)).toMatch(/^PO\d{11} 第1行$/);
    const otherParty = await order([[pigment, 1]], otherSupplier);
    const mixed = await api.post('/probe/makeDeliveryFrom', {
      link: 'order-delivery',
      sourceIds: [o, otherParty],
    });
    expect(mixed.result).toBe('所选订单的往来单位不一致，不能合并出库');

    // Closing the resin line by hand: it is no longer open, and the order counts as complete
    // once the pigment line is out.
    const before = await orderDetail(o);
    const closed = await api.post('/probe/closeOrderLines', {
      id: o,
      version: before.version,
      lineIds: [l2.id],
      closed: true,
    });
    expect(closed.result).toEqual({ id: o, status: 'DELIVERY_PENDING' });
    const after = await api.post<{ requestList: { lineNo: number }[] }>('/probe/queryDeliveryOpenLines', {
      link: 'order-delivery',
      sourceId: o,
    });
    expect(after.result.requestList.map((r) => r.lineNo)).toEqual([1]);
    const onClosed = await deliver([{ line: l2.id, kg: 1, materielId: resin }]);
    expect(onClosed.posted.result).toMatch(/^第1行：订单 PO\d{11} 第2行已关闭，不能再出库$/);
    await deliver([{ line: l1.id, kg: 3 }]);
    expect((await orderDetail(o)).status).toBe('OUT_PUT_WAREHOUSE');
    const reopened = await api.post('/probe/closeOrderLines', {
      id: o,
      version: (await orderDetail(o)).version,
      closed: false,
    });
    expect(reopened.result).toEqual({ id: o, status: 'DELIVERY_PENDING' });
    const stale = await api.post('/probe/closeOrderLines', { id: o, version: 1, closed: true });
    expect(stale.resultCode).not.toBe('0');
  });

  it('lets one of two deliveries of the last 10 kg win when they post at once', async () => {
    const o = await order([[pigment, 10]]);
    const [line] = (await orderDetail(o)).items;
    await t.database.db.execute(sql`update md_materiels set over_allowance = 0 where id = ${pigment}`);
    const a = await delivery([{ line: line.id, kg: 10 }]);
    const b = await delivery([{ line: line.id, kg: 10 }]);
    const results = await Promise.all([post(a.result.id), post(b.result.id)]);
    await t.database.db.execute(sql`update md_materiels set over_allowance = null where id = ${pigment}`);
    expect(results.map((r) => r.resultCode).sort()).toEqual(['0', '10000009']);
    expect(results.find((r) => r.resultCode !== '0')?.result).toBe(
      `第1行：${pigmentLabel} 本次出库 10 kg，订单剩余 0 kg，超出允许的 0%`,
    );
    expect(await delivered(o)).toEqual([10]);
    expect((await orderDetail(o)).status).toBe('OUT_PUT_WAREHOUSE');
  });
});

type BillLine = { id: number; materielId: number; qty: number; deliveredQty: number | null };

async function ok<T>(res: Promise<{ resultCode: string; result: T }>): Promise<T> {
  const r = await res;
  expect(r.resultCode, JSON.stringify(r)).toBe('0');
  return r.result;
}

/**
 * A link's save checks and copies (`links[].save`), on the pair's bill of delivery lines: refused at
 * save — before any module hook — for a source of another party, in a status the link does not
 * draw on, a closed line, another item, or more than is open net of `spent`; and the source's
 * values win over the client's on the bill's server-filled fields.
 */

/** An audited order of `kg` of each material, and a delivery of all of it — posted unless told. */
async function deliveryOf(lines: [number, number][], { party = supplier, posted = true } = {}) {
  const order = await ok(
    api.post<{ id: number }>('/probe/addOrUpdateOrder', {
      orderDate: '20261120',
      supplierId: party,
      items: lines.map(([materielId, kg]) => ({ materielId, qty: kg * KG })),
    }),
  );
  await ok(api.post('/probe/changeOrderState', { id: order.id, version: 1, action: 'AUDIT' }));
  const orderLines = (
    await api.get<{ items: BillLine[] }>('/probe/queryOrderDetail', { id: String(order.id) })
  ).result.items;
  const saved = await ok(
    api.post<{ id: number }>('/probe/addOrUpdateDelivery', {
      supplierId: party,
      orderId: order.id,
      items: orderLines.map((l) => ({ materielId: l.materielId, qty: l.qty, orderLineId: l.id })),
    }),
  );
  if (posted)
    await ok(api.post('/probe/changeDeliveryState', { id: saved.id, version: 1, action: 'WAREHOUSE-OUT' }));
  const d = await api.get<{ number: string; items: BillLine[] }>('/probe/queryDeliveryDetail', {
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
    const theirs = await deliveryOf([[pigment, 5]], { party: otherSupplier });
    expect((await bill([{ materielId: pigment, qty: KG, deliveryLineId: theirs.lines[0].id }])).result).toBe(
      `第1行：出库单 ${theirs.number} 不是所选往来单位的出库单`,
    );
  });

  it('refuses a source not in a status the link draws on', async () => {
    const pending = await deliveryOf([[pigment, 5]], { posted: false });
    expect((await bill([{ materielId: pigment, qty: KG, deliveryLineId: pending.lines[0].id }])).result).toBe(
      `第1行：出库单 ${pending.number} 当前状态不能开票`,
    );
  });

  it('refuses a closed source line and another item', async () => {
    const d = await deliveryOf([
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
    const d = await deliveryOf([[pigment, 10]]);
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
    const a = await deliveryOf([[resin, 7]]);
    const saved = await ok(
      bill([{ materielId: resin, qty: 2 * KG, deliveredQty: 999 * KG, deliveryLineId: a.lines[0].id }]),
    );
    const stored = await api.get<{ orderId: number; items: BillLine[] }>('/probe/queryBillDetail', {
      id: String(saved.id),
    });
    expect([stored.result.orderId, stored.result.items.map((l) => l.deliveredQty)]).toEqual([
      a.order,
      [7 * KG],
    ]);
    // Sources disagreeing on a copied header field (the order) are refused.
    const b = await deliveryOf([[resin, 1]]);
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

/**
 * A link whose document names its one source in the header (`header`, `match`, `fill`), on the
 * pair's receipt of a delivery: the source is checked and lends its header values on every save,
 * lines keyed by hand find their source lines, a receipt sent without lines takes the open ones,
 * and the module's `beforeLinkChecks` speaks after the matching, before the link's line checks.
 */
describe('a link with a header source checks, matches and fills at save', () => {
  type IntakeLine = { materielId: number; qty: number; deliveryLineId: number | null };
  const intake = (body: Record<string, unknown>) =>
    api.post<{ id: number }>('/probe/addOrUpdateIntake', { supplierId: supplier, ...body });
  const intakeDetail = async (id: number) =>
    (
      await api.get<{ orderId: number | null; items: IntakeLine[] }>('/probe/queryIntakeDetail', {
        id: String(id),
      })
    ).result;

  it('refuses a header source that does not exist, is not drawable or is of another party', async () => {
    expect((await intake({ deliveryId: 999_999, items: [] })).result).toBe('所选出库单不存在');
    const pending = await deliveryOf([[pigment, 5]], { posted: false });
    expect((await intake({ deliveryId: pending.id, items: [] })).result).toBe(
      `出库单 ${pending.number} 当前状态不能收货`,
    );
    const theirs = await deliveryOf([[pigment, 5]], { party: otherSupplier });
    expect((await intake({ deliveryId: theirs.id, items: [] })).result).toBe(
      `往来单位须与出库单 ${theirs.number} 的往来单位一致`,
    );
  });

  it('fills a receipt sent without lines with what is open, and takes the source’s header values', async () => {
    const d = await deliveryOf([
      [pigment, 5],
      [resin, 3],
    ]);
    const other = await deliveryOf([[resin, 1]]);
    // The client's order is not the delivery's: the source's wins.
    const saved = await ok(intake({ deliveryId: d.id, orderId: other.order, items: [] }));
    const stored = await intakeDetail(saved.id);
    expect([stored.orderId, stored.items.map((l) => [l.materielId, l.qty / KG, l.deliveryLineId])]).toEqual([
      d.order,
      [
        [pigment, 5, d.lines[0].id],
        [resin, 3, d.lines[1].id],
      ],
    ]);
  });

  it('matches lines keyed by hand by material: the first line with enough open, then the next', async () => {
    const d = await deliveryOf([
      [pigment, 5],
      [pigment, 5],
      [resin, 3],
    ]);
    const saved = await ok(
      intake({
        deliveryId: d.id,
        items: [
          { materielId: pigment, qty: 3 * KG },
          { materielId: pigment, qty: 4 * KG },
          { materielId: resin, qty: 1 * KG },
          { materielId: pigment, qty: 2 * KG },
        ],
      }),
    );
    expect((await intakeDetail(saved.id)).items.map((l) => l.deliveryLineId)).toEqual([
      d.lines[0].id,
      d.lines[1].id,
      d.lines[2].id,
      d.lines[0].id,
    ]);
    // Matched, the lines are checked like named ones: 5 + 5 kg of pigment are open, not 11.
    const over = await intake({
      deliveryId: d.id,
      items: [
        { materielId: pigment, qty: 6 * KG },
        { materielId: pigment, qty: 5 * KG },
      ],
    });
    expect(over.result).toBe(`第1行：${pigmentLabel} 本次收货 6 kg，出库单剩余 5 kg，超出允许的 0%`);
  });

  it('runs the module’s beforeLinkChecks after the matching and before the line checks', async () => {
    const d = await deliveryOf([[pigment, 150]]);
    // 120 kg are open, but the module's rule (≤ 100 kg a line) speaks first, naming the matched line.
    expect((await intake({ deliveryId: d.id, items: [{ materielId: pigment, qty: 120 * KG }] })).result).toBe(
      `第1行：出库单行 ${d.lines[0].id} 一次收货不能超过 100 kg`,
    );
    const past = await deliveryOf([[pigment, 50]]);
    expect(
      (await intake({ deliveryId: past.id, items: [{ materielId: pigment, qty: 60 * KG }] })).result,
    ).toBe(`第1行：${pigmentLabel} 本次收货 60 kg，出库单剩余 50 kg，超出允许的 0%`);
  });
});
