import { defineDocument, reviewTransitions, type TypedDocumentDef } from '../define.ts';
import {
  amount,
  type DateField,
  date,
  quantity,
  type RefField,
  type ScaledField,
  type TextField,
  text,
} from '../fields.ts';
import type { DocNames } from './stock-documents.ts';
import { itemField, materialSide, productSide, type StockSide } from './stock-side.ts';

/**
 * 库存成本调整单 (issue 18 item 7; Kingdee/Yonyou 成本调整单, ERPNext's valuation-only stock
 * reconciliation): finance corrects the value of an item's stock on hand without moving its
 * quantity — a late freight charge, a supplier's price correction. Lines name the item, the amount
 * to add (± 元, never zero) and why; the server fills the stock on hand and its value when the
 * document is saved, and again when it posts. 审核 (approved) posts one value-only move per line
 * (`postMoves`, quantity 0): the item's stock value, and so its moving-average unit cost, changes by
 * exactly that amount. 反审核 takes it back (the opposite moves, dated the adjustment's date) while
 * its month is open. Refused: an item without stock, a value that would go negative.
 */
const finance = { permission: 'finance-document-edit' } as const;
const reviewer = { permission: 'finance-review' } as const;
const money = 'warehouse-amount';

type CostAdjustHeader = {
  number: TextField<never>;
  adjustDate: DateField;
  totalAmount: ScaledField;
  remark: TextField<never>;
};
type CostAdjustLines<K extends string> = Record<K, RefField<never>> & {
  onHandQty: ScaledField;
  stockValue: ScaledField;
  adjustAmount: ScaledField;
  adjustedValue: ScaledField;
  reason: TextField<never>;
};
type CostAdjustAction = 'AUDIT' | 'SUBMIT' | 'DISCARD';

export function costAdjustDeclaration<const K extends string>(
  side: StockSide<K>,
  names: DocNames,
): TypedDocumentDef<CostAdjustHeader, CostAdjustLines<K>, 'default', CostAdjustAction> {
  // The item field's name is the side's: the lines are generic, declared `as never` like the
  // other stock documents' (stock-documents.ts), the explicit type arguments keep them typed.
  return defineDocument<CostAdjustHeader, CostAdjustLines<K>, 'default', CostAdjustAction>({
    key: names.key,
    title: names.title,
    table: names.table,
    screen: names.screen,
    api: names.api,
    fields: {
      number: text('调整单号', { max: 30, immutable: true }),
      adjustDate: date('调整日期', { required: true, default: 'today', closedBy: side.kind }),
      totalAmount: amount('调整金额合计（元）', {
        readOnly: true,
        negative: true,
        permission: money,
        help: '各行调整金额之和，保存时计算',
      }),
      remark: text('备注', { max: 200, multiline: true }),
    },
    items: {
      title: '调整明细',
      fields: {
        ...itemField(side),
        onHandQty: quantity('当前库存数量（kg）', {
          readOnly: true,
          min: 0,
          help: '保存和审核时按当时账面填写',
        }),
        stockValue: amount('当前库存金额（元）', { readOnly: true, permission: money }),
        adjustAmount: amount('调整金额（元）', {
          required: true,
          negative: true,
          decimals: 2,
          permission: money,
          help: '增加填正数，减少填负数，不能为0',
        }),
        adjustedValue: amount('调整后金额（元）', {
          readOnly: true,
          permission: money,
          help: '当前库存金额 + 调整金额',
        }),
        reason: text('原因', { required: true, max: 100 }),
      } as CostAdjustLines<K>,
    },
    display: ['number'],
    statuses: 'default',
    initialStatus: 'APPROVAL_PENDING',
    draftStatuses: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'],
    // Until it is reviewed it will still post into its month: the month stays open. A refused one
    // (审核不通过) ends there — one that was posted and taken back cannot be deleted, its moves
    // stay — and is sent again (重新提交) only into an open month.
    pendingPosting: ['APPROVAL_PENDING'],
    transitions: [
      ...reviewTransitions({ to: 'APPROVAL_APPROVED', reviewer, submitter: finance, checker: true }),
      {
        action: 'DISCARD',
        label: '反审核',
        from: ['APPROVAL_APPROVED'],
        to: 'APPROVAL_PENDING',
        allow: reviewer,
        unaudits: true,
      },
    ],
    numbering: { field: 'number', prefix: names.numberPrefix, period: 'day', width: 3 },
    access: { view: 'session', edit: finance },
    list: {
      filters: ['number', 'adjustDate', 'status'],
      columns: ['number', 'adjustDate', 'totalAmount', 'remark', 'status'],
      defaultSort: { field: 'number', order: 'desc' },
    },
    print: {
      title: names.title,
      fields: ['number', 'adjustDate', 'totalAmount', 'remark'],
      items: [side.item, 'onHandQty', 'stockValue', 'adjustAmount', 'adjustedValue', 'reason'],
      signatures: ['制单人', '审核人', '财务主管'],
    },
  } as never);
}

/** 物料成本调整 (/materiel-stock-change-cost). */
export const materialCostAdjust = costAdjustDeclaration(materialSide, {
  key: 'material-cost-adjust',
  title: '物料成本调整单',
  table: 'inv_material_cost_adjusts',
  screen: '/materiel-stock-change-cost',
  api: { prefix: '/finance', name: 'MaterielStockChangeCost' },
  numberPrefix: 'WLTZ',
});

/** 产品成本调整 (/product-stock-change-cost). */
export const productCostAdjust = costAdjustDeclaration(productSide, {
  key: 'product-cost-adjust',
  title: '产品成本调整单',
  table: 'inv_product_cost_adjusts',
  screen: '/product-stock-change-cost',
  api: { prefix: '/finance', name: 'ProductStockChangeCost' },
  numberPrefix: 'CPTZ',
});
