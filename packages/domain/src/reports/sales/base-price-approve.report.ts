import { date, enumOf, int, percent, price, ref, text } from '../../documents/fields.ts';
import { salesBasePrice } from '../../documents/sales/sales-price.doc.ts';
import { defineReport } from '../define.ts';

/**
 * 基准价审批 (SPEC /salesApprove/GuidePriceApproveList): every proposed base price beside the one in
 * force before it — the same product and currency, approved, effective on or before its date — and
 * the change in percent, so the sales director sees what a proposal moves before opening it. Those
 * waiting come first, longest waiting first; each number opens its record, where the review is done.
 */
const money = 'sale-bill-price-amount';

export const guidePriceApproveList = defineReport({
  key: 'guide-price-approve',
  title: '基准价审批',
  screen: '/salesApprove/GuidePriceApproveList',
  api: { prefix: '/approve', name: 'GuidePriceApprove' },
  access: 'menu',
  fields: {
    reviewState: enumOf('reviewState', '审核状态'),
    number: text('基准价单号'),
    productId: ref('product', '产品'),
    currencyId: ref('currency', '币种'),
    previousPrice: price('原基准价', { permission: money }),
    price: price('申请基准价', { permission: money }),
    changePercent: percent('调整幅度（%）', { negative: true, permission: money }),
    effectiveDate: date('生效日期'),
    submittedBy: text('申请人'),
    auditor: text('审核人'),
    waitingDays: int('已等待（天）'),
  },
  filters: ['reviewState', 'number', 'productId', 'currencyId', 'effectiveDate'],
  columns: [
    'number',
    'productId',
    'currencyId',
    'previousPrice',
    'price',
    'changePercent',
    'effectiveDate',
    'submittedBy',
    'auditor',
    'waitingDays',
    'reviewState',
  ],
  defaultSort: { field: 'waitingDays', order: 'desc' },
  // Waiting first (the days they wait), then the rest by their effective date.
  sortAs: { waitingDays: ['waitOrder', 'effectiveDate', 'docId'] },
  sortable: ['number', 'effectiveDate', 'waitingDays', 'changePercent'],
  drill: { number: { screen: `${salesBasePrice.screen}/detail`, params: { id: 'docId' } } },
  description:
    '销售主管提交的基准价：原基准价为同一产品、币种在其生效日期当日或之前已审核通过的基准价，调整幅度 = （申请基准价 − 原基准价）÷ 原基准价。待审核的排在前面（按已等待天数）。点击单号打开基准价进行审核。',
});
