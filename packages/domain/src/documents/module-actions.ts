import type { DocumentActionDef } from './actions.ts';
import { crmActions } from './crm/crm-actions.ts';
import { financeActions } from './finance/finance-actions.ts';
import { productionActions } from './production/production-actions.ts';
import { purchaseActions } from './purchase/purchase-actions.ts';
import { qualityActions } from './quality/quality-actions.ts';
import { salesActions } from './sales/sales-actions.ts';

/** Every module's actions on declarations' screens; a module adds its list here. */
export const moduleActions: readonly DocumentActionDef[] = [
  ...crmActions,
  ...purchaseActions,
  ...salesActions,
  ...financeActions,
  ...productionActions,
  ...qualityActions,
];

/** The actions on a declaration's list and detail, in declaration order. */
export function actionsOn(key: string): DocumentActionDef[] {
  return moduleActions.filter((a) => a.on === key);
}
