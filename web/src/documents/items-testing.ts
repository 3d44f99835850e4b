import { amount, type DocumentDef, date, defineDocument, price, quantity, ref, text } from '@tiangong/domain';
import type { DocumentRow } from './doc-api';
import type { ItemLine } from './items';

/**
 * Test helpers of line items: a document with a reference, a quantity, a price, an amount and a
 * text on each line (the price and amount hidden without warehouse-amount), and its fixtures.
 */
export const testInbound: DocumentDef = defineDocument({
  key: 'test-inbound',
  title: '测试入库单',
  table: 'test_inbounds',
  screen: '/test-inbound',
  api: { prefix: '/test', name: 'Inbound' },
  fields: {
    number: text('入库单号', { max: 20, immutable: true }),
    inDate: date('入库日期', { required: true }),
    remark: text('备注', { max: 50 }),
  },
  items: {
    title: '入库明细',
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      qty: quantity('数量', { required: true }),
      price: price('单价', { permission: 'warehouse-amount' }),
      amount: amount('金额', { permission: 'warehouse-amount' }),
      note: text('说明', { max: 20 }),
    },
  },
  display: ['number'],
  statuses: 'warehouse-in',
  initialStatus: 'IN_PUT_WAREHOUSE_PENDING',
  draftStatuses: ['IN_PUT_WAREHOUSE_PENDING'],
  transitions: [],
  access: { view: 'session', edit: 'session' },
  list: {
    filters: ['number', 'status'],
    columns: ['number', 'inDate', 'status'],
    defaultSort: { field: 'id', order: 'desc' },
  },
  print: { title: '测试入库单', fields: ['number', 'inDate', 'remark'] },
});

export const MATERIEL_LIST = '/base/queryMaterielPageList';
export const INBOUND_SAVE = '/test/addOrUpdateInbound';
export const INBOUND_DETAIL = '/test/queryInboundDetail';

export const materiels = [
  { id: 7, code: 'M001', name: '钛白粉', status: 'EBL', version: 1 },
  { id: 8, code: 'M002', name: '炭黑', status: 'EBL', version: 1 },
  { id: 9, code: 'M0021', name: '炭黑（细）', status: 'EBL', version: 1 },
];

export const inboundLines = (): ItemLine[] => [
  // Sent out of order: shown by lineNo.
  {
    id: 502,
    lineNo: 2,
    materielId: 8,
    materielLabel: 'M002 炭黑',
    qty: 500_000,
    price: 8_000_000,
    amount: 4_000_000,
    note: null,
  },
  {
    id: 501,
    lineNo: 1,
    materielId: 7,
    materielLabel: 'M001 钛白粉',
    qty: 1_250_000,
    price: 12_500_000,
    amount: 15_625_000,
    note: '首批',
  },
];

export const inboundRow = (overrides: Partial<DocumentRow> = {}): DocumentRow => ({
  id: 31,
  number: 'RK20260301001',
  inDate: '20260301',
  remark: '三月首批',
  status: 'IN_PUT_WAREHOUSE_PENDING',
  version: 3,
  createBy: 'admin',
  createAt: '2026-03-01T02:00:00.000Z',
  modifyBy: null,
  modifyAt: null,
  auditor: null,
  auditDate: null,
  items: inboundLines(),
  ...overrides,
});
