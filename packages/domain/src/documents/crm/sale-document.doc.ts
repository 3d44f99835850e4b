import { defineDocument, masterDataTransitions, withMnemonic } from '../define.ts';
import { date, enumOf, ref, text } from '../fields.ts';

/**
 * 销售资料 (SPEC §7 /sales/ sale document): what a salesperson hands a customer — a product's TDS
 * and MSDS, brochures, price lists — with the files attached (the engine's attachments, 5 MB
 * each). Found by name (or its pinyin initials), type, product, category and whether still valid;
 * kept by those who write them (`sale-document-edit`), read by everyone; a withdrawn one is 停用.
 */
const edit = { permission: 'sale-document-edit' } as const;

export const saleDocument = defineDocument({
  key: 'sale-document',
  title: '销售资料',
  table: 'crm_sale_documents',
  screen: '/sale-document',
  api: { prefix: '/sales', name: 'SaleDocument' },
  fields: withMnemonic({
    number: text('资料编号', { max: 30, immutable: true }),
    name: text('资料名称', { required: true, max: 100 }),
    docType: enumOf('saleDocumentType', '资料类型', { required: true }),
    productId: ref('product', '产品', { help: '适用的产品；整个类别通用的留空' }),
    productTypeId: ref('product-type', '产品类别'),
    docVersion: text('版本', { max: 20 }),
    language: text('语言', { max: 20, help: '如 中文、英文' }),
    validFrom: date('生效日期'),
    validUntil: date('有效期至', { help: '价格表、MSDS 等到期需更新的资料' }),
    validity: enumOf('validity', '是否有效', { derived: true, help: '按今天是否超过有效期至' }),
    summary: text('内容摘要', { max: 500, multiline: true }),
  }),
  display: ['number', 'name'],
  statuses: 'master-data',
  initialStatus: 'EBL',
  draftStatuses: [],
  numbering: { field: 'number', prefix: 'ZL', period: 'none', width: 4 },
  transitions: masterDataTransitions(edit),
  access: { view: 'session', edit },
  list: {
    filters: ['name', 'docType', 'productId', 'productTypeId', 'validUntil', 'validity', 'status'],
    columns: [
      'number',
      'name',
      'docType',
      'productId',
      'productTypeId',
      'docVersion',
      'validUntil',
      'validity',
      'status',
    ],
    defaultSort: { field: 'number', order: 'desc' },
  },
});
