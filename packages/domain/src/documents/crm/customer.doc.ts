import { defineDocument, withMnemonic } from '../define.ts';
import { amount, date, enumOf, ref, text } from '../fields.ts';
import type { OwnerRule } from '../record-rules.ts';

/**
 * Who sees which customers (issue 15, SPEC §6 sales roles): a salesperson their own, a sales
 * manager their department's (the owner's), the sales director and the company's heads all.
 * Everyone else — the store picking the owner of consigned goods, finance invoicing — sees all.
 */
export const customerScopes: OwnerRule['scopes'] = {
  Saler: 'own',
  SaleAssistant: 'own',
  SampleReviewer: 'own',
  SaleManager: 'department',
  SaleDerictor: 'all',
  BigBoss: 'all',
  VicePresident: 'all',
};

/** The customers' record rule; leads share it, and a customer's contacts and documents follow it. */
export const customerRule: OwnerRule<'ownerId'> = { owner: 'ownerId', scopes: customerScopes, others: 'all' };

/**
 * 客户 (SPEC /customer, calls under /customer/): the CRM's customer, also the owner of trusted
 * (consigned) stock. Its salesperson (业务员) changes only through distribute, release to the
 * public pool, claim and the pool's automatic return (crm module), each recorded in the transfer
 * list; an empty 业务员 is a customer in the public pool (公海). A frozen customer gets no new
 * documents (`inactive`). Its 信用额度 (in 元) sends orders and deliveries that would take it past
 * the limit to a credit review (finance module).
 */
export const customer = defineDocument({
  key: 'customer',
  title: '客户',
  table: 'md_customers',
  screen: '/customer',
  api: { prefix: '/customer', name: 'Customer' },
  fields: withMnemonic({
    code: text('客户编码', { unique: true, max: 30, immutable: true }),
    name: text('客户名称', { required: true, unique: true, max: 100 }),
    shortName: text('简称', { max: 30 }),
    category: enumOf('customerCategory', '客户类别', { required: true }),
    evaluateLevel: enumOf('customerEvaluateLevel', '客户等级', {
      editPermission: 'customer-classification-edit',
      help: '仅财务部门或销售总监可修改',
    }),
    ownerId: ref('staff', '业务员', { readOnly: true }),
    creditLimit: amount('信用额度（元）', {
      permission: 'sale-bill-price-amount',
      decimals: 2,
      editPermission: 'customer-classification-edit',
      list: false,
      help: '应收 + 已出库未开票 + 本单超出时，订单确认与出库须信用审核；不填为不限。仅财务部门或销售总监可修改',
    }),
    sourceId: ref('channel', '客户来源'),
    regionId: ref('location', '地区'),
    taxNo: text('税号', { unique: true, max: 30, list: false }),
    contact: text('联系人', { max: 30 }),
    phone: text('电话', { max: 30, format: 'digitsAndHyphens' }),
    address: text('地址', { max: 200 }),
    // The buyer's bank on a 增值税专用发票 (开户行及账号), printed on the 开票通知单.
    bankName: text('开户行', { max: 100, list: false }),
    bankAccount: text('银行账号', { max: 40, list: false }),
    // What its orders, deliveries, receipts and price approvals default to (issue 35 item 1).
    currencyId: ref('currency', '结算币种', {
      list: false,
      default: { code: 'CNY' },
      help: '销售订单、出库、收款与价格审批的币种默认取此币种；不填为人民币',
    }),
    lastFollowDate: date('最近跟进', { readOnly: true }),
    lastDealDate: date('最近成交', { readOnly: true }),
    ownerSince: date('归属日期', { readOnly: true, list: false }),
    poolDate: date('进入公海日期', { readOnly: true, list: false }),
    remark: text('备注', { max: 500, multiline: true, list: false }),
  }),
  display: ['code', 'name'],
  statuses: 'customer',
  initialStatus: 'NORMAL',
  draftStatuses: [],
  numbering: { field: 'code', prefix: 'KH', period: 'none', width: 3 },
  transitions: [
    {
      action: 'FREEZE',
      label: '冻结',
      from: ['NORMAL'],
      to: 'FREEZE',
      allow: { permission: 'customer-freeze' },
    },
    {
      action: 'UNFREEZE',
      label: '解冻',
      from: ['FREEZE'],
      to: 'NORMAL',
      allow: { permission: 'customer-freeze' },
    },
  ],
  inactive: { statuses: ['FREEZE'], reason: '已冻结' },
  access: { view: 'session', edit: { permission: 'customer-edit' } },
  recordRule: customerRule,
  list: {
    filters: ['code', 'name', 'category', 'evaluateLevel', 'ownerId', 'regionId', 'status'],
    columns: [
      'code',
      'name',
      'shortName',
      'category',
      'evaluateLevel',
      'ownerId',
      'regionId',
      'contact',
      'phone',
      'lastFollowDate',
      'status',
    ],
    defaultSort: { field: 'code', order: 'asc' },
  },
});
