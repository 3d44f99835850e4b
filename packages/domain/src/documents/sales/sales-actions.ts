import { type DocumentActionDef, defineAction } from '../actions.ts';
import { salesOrder } from './sales-order.doc.ts';

/**
 * Sales' actions on screens of declarations: production's 生产确认 of a confirmed order (SPEC §6
 * sales-order-visit: production and technical see orders without prices, and confirm them for
 * production — they have read the lines, the shortfall and the delivery date).
 */
export const salesActions: DocumentActionDef[] = [
  defineAction(salesOrder, {
    key: 'production-confirm',
    label: '生产确认',
    call: '/order/confirmSalesOrderProduction',
    allow: { permission: 'sales-order-visit' },
    kind: 'records',
    // PENDING is set by the order's confirmation and cleared by 反审核 and 取消 (the server
    // refuses an order no longer waiting for delivery).
    when: [{ field: 'productionState', in: ['PENDING'] }],
    help: '确认已安排生产（按交货日期与缺货数量）',
  }),
];
