import { type DocumentActionDef, defineAction } from '../actions.ts';
import { salesOrder } from '../sales/sales-order.doc.ts';
import { recipe } from './recipe.doc.ts';

/**
 * Production's actions on declarations' screens: 修改 of an approved recipe into its next version;
 * 确认排产 of a confirmed sales order into production batches (投料单 drafts, issue 30 item 2).
 */
export const productionActions: DocumentActionDef[] = [
  defineAction(recipe, {
    key: 'revise',
    label: '修改',
    call: '/formula/reviseRecipe',
    allow: { permission: 'recipe-edit' },
    kind: 'records',
    single: true,
    when: [
      { field: 'status', in: ['APPROVED'] },
      { field: 'latest', in: ['true'] },
    ],
    opens: recipe.key,
    help: '生成下一版本的草稿（复制明细，类型为变更），审核通过后生效',
  }),
  defineAction(salesOrder, {
    key: 'schedule',
    label: '确认排产',
    call: '/production/confirmSalesOrder',
    allow: { permission: 'production-plan' },
    kind: 'records',
    single: true,
    when: [{ field: 'status', in: ['DELIVERY_PENDING', 'OUT_PUT_WAREHOUSE'] }],
    help: '为订单中尚未排产的自产产品明细按生效配方的批量生成暂存投料单（生产批次）',
  }),
];
