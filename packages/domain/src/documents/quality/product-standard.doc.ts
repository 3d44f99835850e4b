import { defineDocument } from '../define.ts';
import { bool, date, enumOf, ref, text } from '../fields.ts';
import { specLineFields, standardTransitions, versionFields } from './spec-lines.ts';

/**
 * 产品标准 (SPEC §2 /product-standard; issue 31 item 1): per product and norm type (中间检验, 成品检验,
 * 内控, COA), its spec lines. With a customer it is that **customer's own specification** for the
 * product (tighter limits, extra items), which `applicableSpec` merges over the product's own.
 * A record is one version of a code (修改 → next version, approved on its own; approved = frozen).
 */
export const productStandard = defineDocument({
  key: 'product-standard',
  title: '产品标准',
  table: 'qc_product_standards',
  screen: '/product-standard',
  api: { prefix: '/quality', name: 'ProductStandard' },
  fields: {
    code: text('标准编号', { required: true, max: 30, immutable: true }),
    name: text('标准名称', { required: true, max: 100 }),
    productId: ref('product', '产品', { required: true, immutable: true }),
    normType: enumOf('productNormType', '标准类型', { required: true, immutable: true }),
    customerId: ref('customer', '客户', {
      immutable: true,
      help: '填写后为该客户的专用标准：其检测项目覆盖产品标准的同名项目，并可增加项目',
    }),
    ...versionFields,
    effectiveDate: date('生效日期', { required: true, default: 'today' }),
    remark: text('备注', { max: 500, multiline: true, list: false }),
    pending: bool('待审核', { derived: true, list: false }),
    inForce: bool('当前生效', { derived: true, list: false }),
  },
  items: { title: '检测项目', fields: specLineFields },
  display: ['code', 'name', 'versionNo'],
  statuses: 'quality-standard',
  initialStatus: 'CHECKPENDING',
  draftStatuses: ['CHECKPENDING', 'UNAPPROVED'],
  transitions: standardTransitions,
  access: { view: { permission: 'quality-standard-visit' }, edit: { permission: 'quality-standard-edit' } },
  list: {
    filters: [
      'code',
      'name',
      'productId',
      'normType',
      'customerId',
      'effectiveDate',
      'status',
      'latest',
      'pending',
      'inForce',
    ],
    columns: ['code', 'name', 'versionNo', 'productId', 'normType', 'customerId', 'effectiveDate', 'status'],
    defaultSort: { field: 'id', order: 'desc' },
  },
});
