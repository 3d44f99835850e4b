import { date, defineDocument, drawsOn, int, quantity, ResultCode, ref, text } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { fail } from '../../http/app-error.ts';
import { documentRoutes } from '../document.routes.ts';
import { documentChainRoutes } from '../document-chain.routes.ts';
import { documentTable } from '../document-table.ts';
import type { DocumentHooks } from '../hooks.ts';

/**
 * A test-only pair of declarations on the chain mechanism alone: an order (source) whose lines
 * deliveries (target) draw on. No module rule is involved, so what the chain test sees is the
 * engine's. Quantities keep the milligram (decimals 6) so the allowance is tried at one stored
 * unit. Statuses are the SPEC §4 sales-order and warehouse-out catalogues.
 */
const open = 'session' as const;

/** What every document of the pair has: a party, lines of a material and a quantity, one list. */
const party = { supplierId: ref('supplier', '往来单位', { required: true }) };
const materialLine = {
  materielId: ref('materiel', '物料', { required: true }),
  // The milligram, so the allowance is tried at one stored unit.
  qty: quantity('数量（kg）', { required: true, decimals: 6 }),
};
const listed = {
  display: ['number'],
  access: { view: open, edit: open },
  list: {
    filters: ['number'],
    columns: ['number', 'supplierId'],
    defaultSort: { field: 'id', order: 'desc' },
  },
} as const;

/** The SPEC §4 warehouse-out catalogue's drafts, and 出库 leaving them (delivery and bill). */
const postedOut = {
  statuses: 'warehouse-out',
  initialStatus: 'OUT_PUT_WAREHOUSE_PENDING',
  draftStatuses: ['OUT_PUT_WAREHOUSE_PENDING'],
} as const;
const postOut = {
  action: 'WAREHOUSE-OUT',
  from: ['OUT_PUT_WAREHOUSE_PENDING'],
  to: 'OUT_PUT_WAREHOUSE',
  allow: open,
} as const;

export const probeOrder = defineDocument({
  key: 'probe-order',
  title: '测试订单',
  table: 'probe_orders',
  screen: '/probe-order',
  api: { prefix: '/probe', name: 'Order' },
  fields: {
    number: text('订单号', { max: 30 }),
    orderDate: date('订单日期'),
    ...party,
  },
  items: {
    title: '订单明细',
    fields: {
      ...materialLine,
      deliveredQty: quantity('已出库（kg）', { readOnly: true }),
    },
  },
  statuses: 'sales-order',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING'],
  transitions: [
    { action: 'AUDIT', from: ['APPROVAL_PENDING'], to: 'DELIVERY_PENDING', allow: open },
    { action: 'DONE', from: ['OUT_PUT_WAREHOUSE'], to: 'DONE', allow: open },
  ],
  numbering: { field: 'number', prefix: 'PO', period: 'day', width: 3 },
  ...listed,
});

export const probeDelivery = defineDocument({
  key: 'probe-delivery',
  title: '测试出库单',
  table: 'probe_deliveries',
  screen: '/probe-delivery',
  api: { prefix: '/probe', name: 'Delivery' },
  fields: {
    number: text('出库单号', { max: 30 }),
    ...party,
    orderId: ref('probe-order', '订单'),
  },
  items: {
    title: '出库明细',
    minLines: 0,
    fields: {
      ...materialLine,
      orderLineId: int('订单行', { readOnly: true }),
      billedQty: quantity('已开票（kg）', { readOnly: true }),
      // Taken out of what may be billed another way (a return): set by hand in the test.
      spentQty: quantity('已退回（kg）', { readOnly: true }),
      receivedQty: quantity('已收货（kg）', { readOnly: true }),
    },
  },
  ...postedOut,
  transitions: [
    postOut,
    { action: 'INVALIDATE', from: ['OUT_PUT_WAREHOUSE_PENDING'], to: 'DISCARDED', allow: open },
    { action: 'RETURN', from: ['OUT_PUT_WAREHOUSE'], to: 'RETURNED', allow: open },
  ],
  // Not PD: 盘点单 numbers with it.
  numbering: { field: 'number', prefix: 'QD', period: 'day', width: 3 },
  ...listed,
  links: [
    {
      key: 'order-delivery',
      verb: '出库',
      source: drawsOn(probeOrder, {
        noun: '订单',
        qty: 'qty',
        drawn: 'deliveredQty',
        statuses: ['DELIVERY_PENDING'],
        rollUp: { pending: 'DELIVERY_PENDING', full: 'OUT_PUT_WAREHOUSE', returned: 'RETURN' },
        party: 'supplierId',
      }),
      line: 'orderLineId',
      qty: 'qty',
      counts: ['OUT_PUT_WAREHOUSE'],
      header: 'orderId',
      copy: { materielId: 'materielId' },
      party: 'supplierId',
      allowance: { percent: 500, item: 'materielId' },
    },
  ],
});

/**
 * A return on the pair (退货): posted, it takes its lines' quantities back off what the order lines
 * have delivered, so they can be delivered again; the order shows 已退货 until then.
 */
export const probeReturn = defineDocument({
  key: 'probe-return',
  title: '测试退货单',
  table: 'probe_returns',
  screen: '/probe-return',
  api: { prefix: '/probe', name: 'Return' },
  fields: {
    number: text('退货单号', { max: 30 }),
    ...party,
  },
  items: {
    title: '退货明细',
    fields: {
      ...materialLine,
      orderLineId: int('订单行', { readOnly: true }),
    },
  },
  statuses: 'sales-return',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING'],
  transitions: [
    { action: 'RETURN', from: ['APPROVAL_PENDING'], to: 'RETURNED', allow: open },
    { action: 'DISCARD', from: ['RETURNED'], to: 'APPROVAL_PENDING', allow: open },
  ],
  numbering: { field: 'number', prefix: 'PR', period: 'day', width: 3 },
  ...listed,
  links: [
    {
      key: 'order-return',
      verb: '退货',
      returns: {},
      source: drawsOn(probeOrder, {
        noun: '订单',
        qty: 'qty',
        drawn: 'deliveredQty',
        statuses: ['OUT_PUT_WAREHOUSE', 'DONE', 'RETURN'],
        rollUp: { pending: 'DELIVERY_PENDING', full: 'OUT_PUT_WAREHOUSE', returned: 'RETURN' },
        party: 'supplierId',
      }),
      line: 'orderLineId',
      qty: 'qty',
      counts: ['RETURNED'],
      copy: { materielId: 'materielId' },
      party: 'supplierId',
      allowance: { percent: 500, item: 'materielId' },
    },
  ],
});

/**
 * A bill on the pair's delivery lines whose link checks at save (`save`): the lines must name a
 * line of a posted delivery of the bill's party, holding the same material, open, and within what
 * is left net of `spent`; the delivered quantity and the delivery's order are copied from it.
 */
export const probeBill = defineDocument({
  key: 'probe-bill',
  title: '测试账单',
  table: 'probe_bills',
  screen: '/probe-bill',
  api: { prefix: '/probe', name: 'Bill' },
  fields: {
    number: text('账单号', { max: 30 }),
    ...party,
    orderId: ref('probe-order', '订单', { readOnly: true }),
  },
  items: {
    title: '账单明细',
    fields: {
      ...materialLine,
      deliveredQty: quantity('出库数量（kg）', { readOnly: true }),
      deliveryLineId: int('出库单行', { readOnly: true }),
    },
  },
  ...postedOut,
  transitions: [postOut],
  numbering: { field: 'number', prefix: 'PB', period: 'day', width: 3 },
  ...listed,
  links: [
    {
      key: 'delivery-bill',
      verb: '开票',
      source: drawsOn(probeDelivery, {
        noun: '出库单',
        qty: 'qty',
        drawn: 'billedQty',
        statuses: ['OUT_PUT_WAREHOUSE'],
        party: 'supplierId',
        spent: ['spentQty'],
      }),
      line: 'deliveryLineId',
      qty: 'qty',
      counts: ['OUT_PUT_WAREHOUSE'],
      copy: { materielId: 'materielId', deliveredQty: 'qty' },
      headerCopy: { supplierId: 'supplierId', orderId: 'orderId' },
      party: 'supplierId',
      save: {
        required: '请从已出库的测试出库单选单',
        compare: { supplierId: 'supplierId' },
        open: true,
        messages: { mixed: (label) => `一张账单只能开同一${label}的出库单` },
      },
    },
  ],
});

/**
 * A receipt of one delivery named in its header (`header`), whose link checks at save: the
 * delivery is posted and of the receipt's party, lends its party and order (`headerCopy`), fills a
 * receipt sent without lines (`fill`), and a line keyed by hand finds its delivery line by material
 * (`match`); past what is open it is refused (`open`). Its test hook refuses before the link's
 * line checks (`beforeLinkChecks`), naming the delivery line the line was matched to.
 */
export const probeIntake = defineDocument({
  key: 'probe-intake',
  title: '测试收货单',
  table: 'probe_intakes',
  screen: '/probe-intake',
  api: { prefix: '/probe', name: 'Intake' },
  fields: {
    number: text('收货单号', { max: 30 }),
    ...party,
    deliveryId: ref('probe-delivery', '出库单'),
    orderId: ref('probe-order', '订单'),
  },
  items: {
    title: '收货明细',
    minLines: 0,
    fields: {
      ...materialLine,
      deliveryLineId: int('出库单行', { readOnly: true }),
    },
  },
  ...postedOut,
  transitions: [postOut],
  numbering: { field: 'number', prefix: 'QS', period: 'day', width: 3 },
  ...listed,
  links: [
    {
      key: 'delivery-intake',
      verb: '收货',
      source: drawsOn(probeDelivery, {
        noun: '出库单',
        qty: 'qty',
        drawn: 'receivedQty',
        statuses: ['OUT_PUT_WAREHOUSE'],
        party: 'supplierId',
      }),
      line: 'deliveryLineId',
      qty: 'qty',
      counts: ['OUT_PUT_WAREHOUSE'],
      header: 'deliveryId',
      match: ['materielId'],
      copy: { materielId: 'materielId' },
      headerCopy: { supplierId: 'supplierId', orderId: 'orderId' },
      party: 'supplierId',
      save: { fill: true, open: true },
    },
  ],
});

/** The receipt's test rule: no line takes more than 100 kg at once (in its words, before the link's). */
const intakeHooks: DocumentHooks<typeof probeIntake> = {
  beforeLinkChecks(_ctx, doc) {
    for (const [i, l] of doc.items.entries())
      if ((l.qty ?? 0) > 100_000_000)
        fail(
          ResultCode.BUSINESS_RULE,
          `第${i + 1}行：出库单行 ${l.deliveryLineId ?? '无'} 一次收货不能超过 100 kg`,
        );
  },
};

/** The pair's calls (before the app is ready). */
export function registerChainPair(app: FastifyInstance): void {
  documentRoutes(app, app.documents.register(probeOrder, documentTable(probeOrder)));
  documentRoutes(app, app.documents.register(probeDelivery, documentTable(probeDelivery)));
  documentRoutes(app, app.documents.register(probeReturn, documentTable(probeReturn)));
  documentRoutes(app, app.documents.register(probeBill, documentTable(probeBill)));
  documentRoutes(app, app.documents.register(probeIntake, documentTable(probeIntake), intakeHooks));
  documentChainRoutes(app, [probeDelivery.key, probeReturn.key, probeBill.key, probeIntake.key]);
}

/** The pair's tables, as drizzle-kit would generate them from the declarations. */
export async function createChainPairTables(db: DbOrTx): Promise<void> {
  const audit = sql`status text not null, version integer not null default 1, create_by text,
    create_at timestamptz not null default now(), modify_by text, modify_at timestamptz, auditor text,
    audit_date timestamptz`;
  await db.execute(sql`create table probe_orders (id serial primary key, number text, order_date text,
    supplier_id integer, ${audit})`);
  await db.execute(sql`create table probe_orders_items (id serial primary key,
    doc_id integer not null references probe_orders(id) on delete cascade, line_no integer not null,
    closed boolean not null default false, materiel_id integer, qty bigint, delivered_qty bigint)`);
  await db.execute(sql`create table probe_deliveries (id serial primary key, number text,
    supplier_id integer, order_id integer, ${audit})`);
  await db.execute(sql`create table probe_deliveries_items (id serial primary key,
    doc_id integer not null references probe_deliveries(id) on delete cascade, line_no integer not null,
    closed boolean not null default false, materiel_id integer, qty bigint, order_line_id integer,
    billed_qty bigint, spent_qty bigint, received_qty bigint)`);
  await db.execute(sql`create table probe_returns (id serial primary key, number text,
    supplier_id integer, ${audit})`);
  await db.execute(sql`create table probe_returns_items (id serial primary key,
    doc_id integer not null references probe_returns(id) on delete cascade, line_no integer not null,
    closed boolean not null default false, materiel_id integer, qty bigint, order_line_id integer)`);
  await db.execute(sql`create table probe_bills (id serial primary key, number text,
    supplier_id integer, order_id integer, ${audit})`);
  await db.execute(sql`create table probe_bills_items (id serial primary key,
    doc_id integer not null references probe_bills(id) on delete cascade, line_no integer not null,
    closed boolean not null default false, materiel_id integer, qty bigint, delivered_qty bigint,
    delivery_line_id integer)`);
  await db.execute(sql`create table probe_intakes (id serial primary key, number text,
    supplier_id integer, delivery_id integer, order_id integer, ${audit})`);
  await db.execute(sql`create table probe_intakes_items (id serial primary key,
    doc_id integer not null references probe_intakes(id) on delete cascade, line_no integer not null,
    closed boolean not null default false, materiel_id integer, qty bigint, delivery_line_id integer)`);
}
