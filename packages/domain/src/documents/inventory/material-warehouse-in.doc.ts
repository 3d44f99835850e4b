import { withBillingStatus } from '../amount-links.ts';
import { enumOf, int, quantity, ref, text } from '../fields.ts';
import { drawsOn } from '../links.ts';
import { purchaseOrder } from '../purchase/purchase-order.doc.ts';
import { materialAcceptance, PASSING_RESULTS } from './material-acceptance.doc.ts';
import { warehouseInDeclaration } from './stock-documents.ts';
import { materialSide } from './stock-side.ts';

/**
 * 物料入库单 (SPEC /material-warehouse-in): raw materials received into a material warehouse,
 * in batches — the shared warehouse-in (stock-documents.ts) on the material side, received from an
 * acceptance or by hand. Purchasing keys the prices (the store never sees them).
 */
export const materialWarehouseIn = withBillingStatus(
  warehouseInDeclaration(
    materialSide,
    {
      key: 'material-warehouse-in',
      title: '物料入库单',
      table: 'inv_material_ins',
      screen: '/material-warehouse-in',
      api: { prefix: '/warehouse', name: 'MaterialIn' },
      numberPrefix: 'RK',
    },
    {
      extra: {
        supplierId: ref('supplier', '供应商'),
        acceptanceId: ref('material-acceptance', '验收单', {
          help: '从验收合格或让步接收的验收单入库时选择；不填明细则按验收单未入库数量带出',
        }),
        invoiceState: enumOf('warehouseInInvoiceState', '开票状态', {
          derived: true,
          help: '有待复核的采购发票为待复核；各行扣除退货后均已开票时，发票全部核销为已核销，否则未核销',
        }),
      },
      extraLines: {
        supplierBatch: text('供应商批号', { max: 40 }),
        acceptanceLineId: int('验收单行', { readOnly: true, help: '选单或按验收单入库时自动关联' }),
        purchaseOrderLineId: int('采购订单行', { readOnly: true, help: '随验收单行带出，或选单时自动关联' }),
        returnedQty: quantity('已退货数量（kg）', { readOnly: true, help: '由采购退货单自动累计' }),
        invoicedQty: quantity('已开票数量（kg）', { readOnly: true, help: '由复核的采购发票自动累计' }),
      },
      valued: true,
      printLines: ['supplierBatch'],
      edit: 'material-in-edit',
      redFlush: 'material-red-flush',
      financeSignatures: ['仓管员', '采购员', '财务审核'],
      // Lines may come from the acceptance (the hook fills them); without one, at least one line.
      minLines: 0,
      // Posting draws each line on its acceptance line (matched by material and batch when the line
      // was keyed by hand); a red flush gives it back.
      links: [
        {
          key: 'acceptance-in',
          verb: '入库',
          source: drawsOn(materialAcceptance, {
            noun: '验收单',
            qty: 'qty',
            drawn: 'inQty',
            statuses: ['ACCEPTANCE_QUALIFIED', 'ACCEPTANCE_CONCESSIOND', 'ACCEPTANCE_PARTIAL'],
            party: 'supplierId',
            // Only a line judged 合格 or 让步接收 goes in; a failed one goes back to the supplier.
            where: { field: 'result', in: PASSING_RESULTS, reason: '验收不合格，不能入库' },
          }),
          line: 'acceptanceLineId',
          qty: 'qty',
          counts: ['IN_PUT_WAREHOUSE'],
          header: 'acceptanceId',
          match: ['materielId', 'batchNo'],
          copy: {
            materielId: 'materielId',
            batchNo: 'batchNo',
            supplierBatch: 'supplierBatch',
            productionDate: 'productionDate',
            expiryDate: 'expiryDate',
            purchaseOrderLineId: 'purchaseOrderLineId',
            // The price of the order line the acceptance line came from (for those who see prices).
            price: 'purchaseOrderLineId.price',
          },
          headerCopy: { warehouseId: 'warehouseId', supplierId: 'supplierId' },
          party: 'supplierId',
          overMessage: (d) =>
            `第${d.lineNo}行：${d.item} 批号 ${d.line.batchNo} 超出验收单未入库数量或不在验收单中`,
          // At save: the acceptance (named in the header or by a line) is judged 合格 / 让步接收 /
          // 部分合格, of the warehouse and supplier; with no lines sent, its lines still to put in
          // come; a line keyed on it finds its line by material and batch, and takes its batch
          // attributes and order line. How much goes in is checked at 入库 (the inspection gate,
          // inventory's hook, checks it at save for a 来料需检验 material).
          save: {
            compare: { warehouseId: 'warehouseId', supplierId: 'supplierId' },
            fill: true,
            messages: {
              status: (r) => `${r.at}验收单 ${r.number} 未验收合格，只有验收合格或让步接收的物料才能入库`,
            },
          },
        },
        // The same posting draws on the order line the acceptance line came from (已入库数量), and
        // rolls the order 已下单 → 已入库 → 已完成; a line from an order takes its price when it has none.
        {
          key: 'order-in',
          verb: '入库',
          source: drawsOn(purchaseOrder, {
            noun: '采购订单',
            qty: 'qty',
            drawn: 'inQty',
            statuses: ['ORDERED', 'IN_PUT_WAREHOUSE'],
            rollUp: { pending: 'ORDERED', partial: 'IN_PUT_WAREHOUSE', full: 'DONE', returned: 'RETURN' },
            party: 'supplierId',
          }),
          line: 'purchaseOrderLineId',
          qty: 'qty',
          counts: ['IN_PUT_WAREHOUSE'],
          copy: { materielId: 'materielId', price: 'price' },
          headerCopy: { supplierId: 'supplierId' },
          party: 'supplierId',
          allowance: { percent: 500, item: 'materielId' },
          // A material that needs incoming inspection comes from its acceptance, never the order line.
          exceptItems: { flag: 'needInspection', reason: '来料需检验的物料须验收合格后从验收单入库' },
        },
      ],
    },
  ),
  // 开票状态 (SPEC §4 warehouse-in-invoice): 待复核 while a purchase invoice naming it waits; else
  // 未开票 while a line has something to bill (received − returned − invoiced) or nothing is
  // invoiced; else 未核销 while an issued invoice naming it is not written off, 已核销 when all are.
  {
    field: 'invoiceState',
    qty: 'qty',
    billed: ['invoicedQty'],
    spent: ['returnedQty'],
    states: { none: 'NOT_INVOICED', fully: 'VERIFIED' },
    by: {
      key: 'purchase-invoice',
      line: 'warehouseInLineId',
      pending: { statuses: ['APPROVAL_PENDING'], state: 'APPROVAL_PENDING' },
      issued: ['UNVERIFIED', 'VERIFIED'],
      unsettled: { statuses: ['UNVERIFIED'], state: 'UNVERIFIED' },
    },
  },
);
