import {
  amount,
  date,
  defineDocument,
  drawsAmountOn,
  drawsOn,
  enumOf,
  int,
  quantity,
  ref,
  text,
  withBillingStatus,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { documentRoutes } from '../document.routes.ts';
import { documentTable } from '../document-table.ts';

/**
 * Test-only declarations on the amount-link and billing-status mechanisms alone (no module rule):
 * a charge (账款, the source) that settlements (核销, drawing at save) and credits (冲减, drawing at
 * 复核) draw amounts on; and a shipment whose lines bills draw on, its 开票状态 declared.
 */
const open = 'session' as const;

export const probeCharge = defineDocument({
  key: 'probe-charge',
  title: '测试账款',
  table: 'probe_charges',
  screen: '/probe-charge',
  api: { prefix: '/probe', name: 'Charge' },
  fields: {
    number: text('账款号', { max: 30 }),
    chargeDate: date('账款日期', { required: true }),
    supplierId: ref('supplier', '往来单位', { required: true }),
    currencyId: ref('currency', '币种', { required: true }),
    totalAmount: amount('金额', { required: true, decimals: 2, permission: 'public' }),
    settledAmount: amount('已核销', { readOnly: true, permission: 'public' }),
    creditedAmount: amount('已冲减', { readOnly: true, permission: 'public' }),
  },
  display: ['number'],
  statuses: 'invoice',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING'],
  transitions: [
    { action: 'AUDIT', from: ['APPROVAL_PENDING'], to: 'UNVERIFIED', allow: open },
    { action: 'DISCARD', from: ['UNVERIFIED', 'VERIFIED'], to: 'APPROVAL_PENDING', allow: open },
  ],
  numbering: { field: 'number', prefix: 'ZK', period: 'day', width: 3 },
  access: { view: open, edit: open },
  list: {
    filters: ['number'],
    columns: ['number', 'supplierId'],
    defaultSort: { field: 'id', order: 'desc' },
  },
});

const chargeSource = {
  noun: '账款',
  amount: 'totalAmount',
  statuses: ['UNVERIFIED', 'VERIFIED'],
  unready: '未复核',
  party: 'supplierId',
  date: 'chargeDate',
  settle: { open: 'UNVERIFIED', done: 'VERIFIED' },
} as const;

/** Draws at save (its initial status counts), gives back at 撤销. */
export const probeSettle = defineDocument({
  key: 'probe-settle',
  title: '测试核销',
  table: 'probe_settles',
  screen: '/probe-settle',
  api: { prefix: '/probe', name: 'Settle' },
  fields: {
    number: text('核销号', { max: 30 }),
    settleDate: date('核销日期', { required: true }),
    supplierId: ref('supplier', '往来单位', { required: true }),
    chargeId: ref('probe-charge', '账款', { required: true }),
    amount: amount('核销金额', { required: true, decimals: 2, permission: 'public' }),
  },
  display: ['number'],
  statuses: 'write-off',
  initialStatus: 'NORMAL',
  draftStatuses: ['NORMAL'],
  transitions: [{ action: 'INVALIDATE', from: ['NORMAL'], to: 'DISCARDED', allow: open }],
  numbering: { field: 'number', prefix: 'ZH', period: 'day', width: 3 },
  access: { view: open, edit: open },
  list: {
    filters: ['number'],
    columns: ['number', 'supplierId'],
    defaultSort: { field: 'id', order: 'desc' },
  },
  amountLinks: [
    {
      key: 'charge-settle',
      verb: '核销',
      open: '未核销',
      source: drawsAmountOn(probeCharge, {
        ...chargeSource,
        drawn: 'settledAmount',
        spent: ['creditedAmount'],
        held: '已有核销，请先撤销核销再反审核',
      }),
      field: 'chargeId',
      amount: 'amount',
      counts: ['NORMAL'],
      party: 'supplierId',
      date: 'settleDate',
      compare: ['currencyId'],
    },
  ],
});

/** Checked at save, draws at 复核, gives back at 反审核 (a red invoice's shape). */
export const probeCredit = defineDocument({
  key: 'probe-credit',
  title: '测试冲减',
  table: 'probe_credits',
  screen: '/probe-credit',
  api: { prefix: '/probe', name: 'Credit' },
  fields: {
    number: text('冲减号', { max: 30 }),
    creditDate: date('冲减日期', { required: true }),
    supplierId: ref('supplier', '往来单位', { required: true }),
    chargeId: ref('probe-charge', '账款', { required: true }),
    totalAmount: amount('冲减金额', { required: true, decimals: 2, permission: 'public' }),
  },
  display: ['number'],
  statuses: 'invoice',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING'],
  transitions: [
    { action: 'AUDIT', from: ['APPROVAL_PENDING'], to: 'VERIFIED', allow: open },
    { action: 'DISCARD', from: ['VERIFIED'], to: 'APPROVAL_PENDING', allow: open },
  ],
  numbering: { field: 'number', prefix: 'ZC', period: 'day', width: 3 },
  access: { view: open, edit: open },
  list: {
    filters: ['number'],
    columns: ['number', 'supplierId'],
    defaultSort: { field: 'id', order: 'desc' },
  },
  amountLinks: [
    {
      key: 'charge-credit',
      verb: '冲减',
      open: '还可冲减',
      source: drawsAmountOn(probeCharge, {
        ...chargeSource,
        drawn: 'creditedAmount',
        held: '已有冲减，请先反审核冲减',
      }),
      field: 'chargeId',
      amount: 'totalAmount',
      counts: ['VERIFIED'],
      party: 'supplierId',
      date: 'creditDate',
    },
  ],
});

/** A shipment whose 开票状态 is declared: billed by bills (their lines draw on its lines), less what came back. */
export const probeShipment = withBillingStatus(
  defineDocument({
    key: 'probe-shipment',
    title: '测试发货单',
    table: 'probe_shipments',
    screen: '/probe-shipment',
    api: { prefix: '/probe', name: 'Shipment' },
    fields: {
      number: text('发货单号', { max: 30 }),
      supplierId: ref('supplier', '往来单位', { required: true }),
      billState: enumOf('returnInvoiceState', '开票状态', { derived: true }),
    },
    items: {
      title: '发货明细',
      fields: {
        materielId: ref('materiel', '物料', { required: true }),
        qty: quantity('数量（kg）', { required: true }),
        billedQty: quantity('已开票（kg）', { readOnly: true }),
        // Taken out of what is to bill another way (a return): set by hand in the test.
        backQty: quantity('已退回（kg）', { readOnly: true }),
      },
    },
    display: ['number'],
    statuses: 'warehouse-out',
    initialStatus: 'OUT_PUT_WAREHOUSE',
    draftStatuses: ['OUT_PUT_WAREHOUSE'],
    transitions: [],
    numbering: { field: 'number', prefix: 'ZF', period: 'day', width: 3 },
    access: { view: open, edit: open },
    list: {
      filters: ['number', 'billState'],
      columns: ['number', 'supplierId', 'billState'],
      defaultSort: { field: 'id', order: 'desc' },
    },
  }),
  {
    field: 'billState',
    qty: 'qty',
    billed: ['billedQty'],
    spent: ['backQty'],
    states: { none: 'NOT_INVOICED', partly: 'UNVERIFIED', fully: 'VERIFIED' },
    by: {
      key: 'probe-ship-bill',
      line: 'shipmentLineId',
      pending: { statuses: ['APPROVAL_PENDING'], state: 'APPROVAL_PENDING', whileNone: true },
    },
  },
);

export const probeShipBill = defineDocument({
  key: 'probe-ship-bill',
  title: '测试开票单',
  table: 'probe_ship_bills',
  screen: '/probe-ship-bill',
  api: { prefix: '/probe', name: 'ShipBill' },
  fields: {
    number: text('开票单号', { max: 30 }),
    supplierId: ref('supplier', '往来单位', { required: true }),
  },
  items: {
    title: '开票明细',
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      qty: quantity('数量（kg）', { required: true }),
      shipmentLineId: int('发货单行', { readOnly: true }),
    },
  },
  display: ['number'],
  statuses: 'invoice',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING'],
  transitions: [{ action: 'AUDIT', from: ['APPROVAL_PENDING'], to: 'UNVERIFIED', allow: open }],
  numbering: { field: 'number', prefix: 'ZB', period: 'day', width: 3 },
  access: { view: open, edit: open },
  list: {
    filters: ['number'],
    columns: ['number', 'supplierId'],
    defaultSort: { field: 'id', order: 'desc' },
  },
  links: [
    {
      key: 'shipment-bill',
      verb: '开票',
      source: drawsOn(probeShipment, {
        noun: '发货单',
        qty: 'qty',
        drawn: 'billedQty',
        statuses: ['OUT_PUT_WAREHOUSE'],
        party: 'supplierId',
        spent: ['backQty'],
      }),
      line: 'shipmentLineId',
      qty: 'qty',
      counts: ['UNVERIFIED'],
      copy: { materielId: 'materielId' },
      party: 'supplierId',
    },
  ],
});

/** The pair's calls (before the app is ready). */
export function registerAmountPair(app: FastifyInstance): void {
  for (const def of [probeCharge, probeSettle, probeCredit, probeShipment, probeShipBill])
    documentRoutes(app, app.documents.register(def, documentTable(def)));
}

/** The pair's tables, as drizzle-kit would generate them from the declarations. */
export async function createAmountPairTables(db: DbOrTx): Promise<void> {
  const audit = sql`status text not null, version integer not null default 1, create_by text,
    create_at timestamptz not null default now(), modify_by text, modify_at timestamptz, auditor text,
    audit_date timestamptz`;
  await db.execute(sql`create table probe_charges (id serial primary key, number text, charge_date text,
    supplier_id integer, currency_id integer, total_amount bigint, settled_amount bigint, credited_amount bigint, ${audit})`);
  await db.execute(sql`create table probe_settles (id serial primary key, number text, settle_date text,
    supplier_id integer, charge_id integer, amount bigint, ${audit})`);
  await db.execute(sql`create table probe_credits (id serial primary key, number text, credit_date text,
    supplier_id integer, charge_id integer, total_amount bigint, ${audit})`);
  await db.execute(
    sql`create table probe_shipments (id serial primary key, number text, supplier_id integer, ${audit})`,
  );
  await db.execute(sql`create table probe_shipments_items (id serial primary key,
    doc_id integer not null references probe_shipments(id) on delete cascade, line_no integer not null,
    closed boolean not null default false, materiel_id integer, qty bigint, billed_qty bigint, back_qty bigint)`);
  await db.execute(
    sql`create table probe_ship_bills (id serial primary key, number text, supplier_id integer, ${audit})`,
  );
  await db.execute(sql`create table probe_ship_bills_items (id serial primary key,
    doc_id integer not null references probe_ship_bills(id) on delete cascade, line_no integer not null,
    closed boolean not null default false, materiel_id integer, qty bigint, shipment_line_id integer)`);
}
