/** Operation types of SPEC §4 known to the confirm dialog, with the verbs its texts use. */
export const OperationVerb = {
  CREATE: '新建',
  SAVE: '保存',
  DISCARD: '反审核',
  INVALIDATE: '作废',
  CACHE: '暂存',
  'WAREHOUSE-IN': '入库',
  'WAREHOUSE-OUT': '出库',
  'WAREHOUSE-REQUISITION': '领料',
  'ORDER-PLACE': '下单',
  'WAREHOUSE-TRANSFER': '移库',
  'WAREHOUSE-INVENTORY': '盘点',
  'WAREHOUSE-MERGE': '合并',
  CLOSE: '关闭',
  DEL: '删除',
  REOPEN: '重新打开',
} as const;

export type OperationType = keyof typeof OperationVerb;

export const isOperationType = (value: string): value is OperationType => Object.hasOwn(OperationVerb, value);
