import { defineDocument } from '../define.ts';
import { date, enumOf, ref, text } from '../fields.ts';
import { customerScopes } from './customer.doc.ts';

/**
 * 销售线索 (SPEC /clue, §7 /sales/ sale opportunity): a prospect with a source (/channel) and an
 * owner, followed up with traces, then converted into a customer (its traces become the
 * customer's activities) or closed with a reason. Seen by the same rule as customers.
 */
export const clue = defineDocument({
  key: 'clue',
  title: '销售线索',
  table: 'crm_clues',
  screen: '/clue',
  api: { prefix: '/sales', name: 'SaleOpportunity' },
  fields: {
    number: text('线索编号', { max: 30 }),
    companyName: text('客户名称', { required: true, max: 100, pinyin: true }),
    contactName: text('联系人', { required: true, max: 30, pinyin: true }),
    mobile: text('手机', { max: 11, format: 'mobile' }),
    phone: text('电话', { max: 30, format: 'digitsAndHyphens' }),
    sourceId: ref('channel', '线索来源', { required: true }),
    regionId: ref('location', '地区'),
    category: enumOf('customerCategory', '客户类别'),
    ownerId: ref('staff', '负责人', { readOnly: true }),
    demand: text('需求描述', { max: 500, multiline: true }),
    lastFollowDate: date('最近跟进', { readOnly: true }),
    customerId: ref('customer', '转化客户', { readOnly: true }),
    closeReason: text('关闭原因', { max: 200, readOnly: true }),
  },
  display: ['number', 'companyName'],
  statuses: 'clue',
  initialStatus: 'FOLLOWING',
  draftStatuses: ['FOLLOWING'],
  numbering: { field: 'number', prefix: 'XL', period: 'day', width: 3 },
  transitions: [],
  access: { view: 'session', edit: { permission: 'crm-edit' } },
  recordRule: { owner: 'ownerId', scopes: customerScopes, others: 'none' },
  importable: true,
  list: {
    filters: ['number', 'companyName', 'contactName', 'sourceId', 'ownerId', 'status'],
    columns: [
      'number',
      'companyName',
      'contactName',
      'mobile',
      'sourceId',
      'regionId',
      'ownerId',
      'lastFollowDate',
      'customerId',
      'closeReason',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
});

/** 线索跟进 (sale opportunity trace): follows its lead's rule. */
export const clueTrace = defineDocument({
  key: 'clue-trace',
  title: '线索跟进',
  table: 'crm_clue_traces',
  // Kept on the lead's detail; no list screen of its own.
  screen: '/clue-trace',
  api: { prefix: '/sales', name: 'SaleOpportunityTrace' },
  fields: {
    clueId: ref('clue', '线索', { required: true, immutable: true }),
    activityType: enumOf('activityType', '跟进方式', { required: true }),
    traceDate: date('跟进日期', { required: true }),
    content: text('跟进内容', { required: true, max: 1000, multiline: true }),
  },
  display: ['traceDate'],
  statuses: 'crm-record',
  initialStatus: 'NORMAL',
  draftStatuses: ['NORMAL'],
  transitions: [],
  access: { view: 'session', edit: { permission: 'crm-edit' } },
  recordRule: { follows: 'clueId' },
  list: {
    filters: ['clueId', 'activityType', 'traceDate'],
    columns: ['clueId', 'activityType', 'traceDate', 'content'],
    defaultSort: { field: 'traceDate', order: 'desc' },
  },
});
