import { defineDocument } from '../define.ts';
import { date, ref, text } from '../fields.ts';
import { concessionFields, specLineFields, standardTransitions, versionFields } from './spec-lines.ts';

/**
 * 物料标准 (SPEC §2 /material-standard; issue 31 item 1): per material, its spec lines, each with the
 * qualified limits (合格) and the wider concession limits (让步接收) of SPEC §3's material norm types.
 * Versions as the product standard's.
 */
export const materialStandard = defineDocument({
  key: 'material-standard',
  title: '物料标准',
  table: 'qc_material_standards',
  screen: '/material-standard',
  api: { prefix: '/quality', name: 'MaterialStandard' },
  fields: {
    code: text('标准编号', { required: true, max: 30, immutable: true }),
    name: text('标准名称', { required: true, max: 100 }),
    materielId: ref('materiel', '物料', { required: true, immutable: true }),
    ...versionFields,
    effectiveDate: date('生效日期', { required: true, default: 'today' }),
    remark: text('备注', { max: 500, multiline: true, list: false }),
  },
  items: { title: '检测项目', fields: { ...specLineFields, ...concessionFields } },
  display: ['code', 'name', 'versionNo'],
  statuses: 'quality-standard',
  initialStatus: 'CHECKPENDING',
  draftStatuses: ['CHECKPENDING', 'UNAPPROVED'],
  transitions: standardTransitions,
  access: { view: { permission: 'quality-standard-visit' }, edit: { permission: 'quality-standard-edit' } },
  list: {
    filters: ['code', 'name', 'materielId', 'effectiveDate', 'status', 'latest'],
    columns: ['code', 'name', 'versionNo', 'materielId', 'effectiveDate', 'status'],
    defaultSort: { field: 'id', order: 'desc' },
  },
});
