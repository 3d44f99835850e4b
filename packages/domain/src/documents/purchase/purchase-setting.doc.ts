import { defineMasterData } from '../define.ts';
import { amount, percent, text } from '../fields.ts';

/**
 * 采购设置 (/purchase-setting): the amount above which an order also needs the purchasing
 * director's review before 下单 (Odoo's two-step approval), and how far a purchase invoice's price
 * may differ from the order's before the purchasing manager reviews it (发票价差容差, issue 18). Kept by the bosses (and the super
 * administrator); the latest enabled record counts, none means no second step.
 */
export const purchaseSetting = defineMasterData({
  key: 'purchase-setting',
  title: '采购设置',
  table: 'pur_settings',
  screen: '/purchase-setting',
  name: 'PurchaseSetting',
  prefix: '/purchase',
  edit: 'purchase-setting-edit',
  fields: {
    directorReviewAmount: amount('总监审核金额（元）', {
      // Read only by those who see purchase amounts (SPEC §6), as the orders it reviews.
      permission: 'material-bill-price-amount',
      required: true,
      decimals: 2,
      help: '订单金额超过此金额时，下单前须采购总监审核',
    }),
    invoicePriceTolerance: percent('发票价差容差（%）', {
      help: '采购发票单价与订单单价相差超过此比例时，须采购经理审核；不填为1.00%',
    }),
    remark: text('备注', { max: 200 }),
  },
  display: ['directorReviewAmount'],
  filters: ['status'],
  columns: ['directorReviewAmount', 'invoicePriceTolerance', 'remark', 'status'],
});
