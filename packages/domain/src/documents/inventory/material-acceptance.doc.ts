import { defineDocument } from '../define.ts';
import { date, enumOf, int, quantity, ref, text } from '../fields.ts';
import { drawsOn } from '../links.ts';
import { purchaseOrder } from '../purchase/purchase-order.doc.ts';

/**
 * 物料验收单 (SPEC /material-acceptance): goods arriving from a supplier, checked before they may
 * be put in. Each line is judged 合格, 不合格 or 让步接收 (验收结果); the document's status follows
 * from its lines (`acceptanceStatus`), and only the lines judged 合格 or 让步接收 can be received
 * into a warehouse or count as accepted on their order line, so a failed line needs no second
 * document. 已入库数量 counts what warehouse-ins have taken from each line.
 */
const review = { permission: 'warehouse-review' } as const;
// The store or quality's inspectors judge the goods (来料检验); the store keys and discards them.
const check = { permission: 'material-acceptance-check' } as const;

/** Line results that let goods in (入库) and count as accepted on the order line. */
export const PASSING_RESULTS = ['QUALIFIED', 'CONCESSION'] as const;

/**
 * The document's result from its lines' (docs/modules/purchasing.md): every line 合格 → 验收合格;
 * none failed and some 让步接收 → 让步接收; every line 不合格 → 验收不合格; some failed and some
 * passed → 部分合格 (the passing lines go in, the failed ones go back to the supplier).
 */
export function acceptanceStatus(results: readonly string[]) {
  if (results.length === 0) return undefined;
  const failed = results.filter((r) => r === 'UNQUALIFIED').length;
  if (failed === results.length) return 'ACCEPTANCE_UNQUALIFIED' as const;
  if (failed > 0) return 'ACCEPTANCE_PARTIAL' as const;
  return results.includes('CONCESSION')
    ? ('ACCEPTANCE_CONCESSIOND' as const)
    : ('ACCEPTANCE_QUALIFIED' as const);
}
/** A verdict button judges the lines not judged one by one, then the status follows from all of them. */
const judged = (fill: string) => ({ field: 'result', fill, status: acceptanceStatus });

export const materialAcceptance = defineDocument({
  key: 'material-acceptance',
  title: '物料验收单',
  table: 'inv_material_acceptances',
  screen: '/material-acceptance',
  api: { prefix: '/acceptanceCheck', name: 'Acceptance' },
  fields: {
    number: text('验收单号', { max: 30, immutable: true }),
    acceptDate: date('到货日期', { required: true, default: 'today', closedBy: 'MATERIAL' }),
    supplierId: ref('supplier', '供应商', { required: true }),
    warehouseId: ref('warehouse', '收货仓库', { required: true }),
    purchaseOrderId: ref('purchase-order', '采购订单', {
      help: '按采购订单到货时选择；明细按物料对应订单行，已验收数量计入订单',
    }),
    purchaseOrderNo: text('采购订单号', { max: 40 }),
    inspector: text('验收人', { max: 40 }),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  items: {
    title: '到货明细',
    fields: {
      materielId: ref('materiel', '物料', { required: true }),
      batchNo: text('批号', { required: true, max: 40 }),
      qty: quantity('到货数量（kg）', { required: true }),
      supplierBatch: text('供应商批号', { max: 40 }),
      productionDate: date('生产日期'),
      expiryDate: date('有效期至'),
      result: enumOf('acceptanceResult', '验收结果', {
        help: '逐行判定；未判定的行按所点的验收结果（验收合格 / 让步接收 / 验收不合格）判定',
      }),
      inQty: quantity('已入库数量（kg）', { readOnly: true, help: '由入库单自动累计' }),
      purchaseOrderLineId: int('采购订单行', { readOnly: true, help: '选单或按采购订单验收时自动关联' }),
    },
  },
  display: ['number'],
  statuses: 'warehouse-acceptance',
  initialStatus: 'ACCEPTANCE_PENDING',
  draftStatuses: ['ACCEPTANCE_PENDING'],
  transitions: [
    {
      action: 'ACCEPT-QUALIFIED',
      label: '验收合格',
      from: ['ACCEPTANCE_PENDING'],
      to: 'ACCEPTANCE_QUALIFIED',
      allow: check,
      audits: true,
      lines: judged('QUALIFIED'),
    },
    {
      action: 'ACCEPT-CONCESSION',
      label: '让步接收',
      from: ['ACCEPTANCE_PENDING'],
      to: 'ACCEPTANCE_CONCESSIOND',
      allow: { permission: 'quality-review' },
      audits: true,
      lines: judged('CONCESSION'),
    },
    {
      action: 'ACCEPT-UNQUALIFIED',
      label: '验收不合格',
      from: ['ACCEPTANCE_PENDING'],
      to: 'ACCEPTANCE_UNQUALIFIED',
      allow: check,
      audits: true,
      lines: judged('UNQUALIFIED'),
    },
    {
      action: 'DISCARD',
      label: '反审核',
      from: [
        'ACCEPTANCE_QUALIFIED',
        'ACCEPTANCE_CONCESSIOND',
        'ACCEPTANCE_UNQUALIFIED',
        'ACCEPTANCE_PARTIAL',
      ],
      to: 'ACCEPTANCE_PENDING',
      allow: check,
      unaudits: true,
      // The judgement is undone: the lines are judged afresh.
      lines: { field: 'result', clear: true },
    },
    {
      action: 'INVALIDATE',
      label: '作废',
      from: ['ACCEPTANCE_PENDING', 'ACCEPTANCE_UNQUALIFIED'],
      to: 'DISCARDED',
      allow: review,
    },
  ],
  numbering: { field: 'number', prefix: 'YS', period: 'day', width: 3 },
  access: { view: 'session', edit: review },
  list: {
    filters: ['number', 'acceptDate', 'supplierId', 'warehouseId', 'purchaseOrderNo', 'status'],
    columns: ['number', 'acceptDate', 'supplierId', 'warehouseId', 'purchaseOrderNo', 'inspector', 'status'],
    defaultSort: { field: 'number', order: 'desc' },
  },
  // 验收合格 / 让步接收 / 部分合格 draws each passing line on its order line (已验收数量); 反审核
  // gives it back. An over-acceptance past the allowance (the material's own, else 5%) is refused.
  // At save: the order named in the header is placed and not finished, of the supplier, and lends
  // its number; a line keyed on it and judged passing finds its order line by material (one not
  // judged yet, when it is judged); a line naming an order line is of an order in those
  // statuses, the same supplier and material, and not closed.
  links: [
    {
      key: 'order-acceptance',
      verb: '验收',
      source: drawsOn(purchaseOrder, {
        noun: '采购订单',
        qty: 'qty',
        drawn: 'acceptedQty',
        statuses: ['ORDERED', 'IN_PUT_WAREHOUSE', 'RETURN'],
        party: 'supplierId',
      }),
      line: 'purchaseOrderLineId',
      qty: 'qty',
      counts: ['ACCEPTANCE_QUALIFIED', 'ACCEPTANCE_CONCESSIOND', 'ACCEPTANCE_PARTIAL'],
      // A failed line is not accepted: its quantity stays open on the order line.
      where: { field: 'result', in: PASSING_RESULTS },
      header: 'purchaseOrderId',
      match: ['materielId'],
      copy: { materielId: 'materielId' },
      headerCopy: { supplierId: 'supplierId', purchaseOrderNo: 'number' },
      party: 'supplierId',
      allowance: { percent: 500, item: 'materielId' },
      save: {
        messages: {
          // In the words the acceptance has used (the line's, as its 验收 says at the transition).
          status: (r) =>
            r.at
              ? `采购订单 ${r.number} 当前状态不能验收`
              : `采购订单 ${r.number} 未下单或已完成，不能按它验收`,
        },
      },
    },
  ],
  print: {
    title: '物料验收单',
    fields: ['number', 'acceptDate', 'supplierId', 'warehouseId', 'purchaseOrderNo', 'inspector', 'remark'],
    signatures: ['送货人', '验收人', '质检员'],
  },
});
