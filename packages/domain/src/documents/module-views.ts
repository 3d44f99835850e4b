import { financeViews } from './finance/index.ts';
import { productionViews } from './production/index.ts';
import { purchaseViews } from './purchase/index.ts';
import { qualityViews } from './quality/index.ts';
import type { DocumentViewDef } from './views.ts';

/** Every module's views (second screens of a declaration); a module adds its list here. */
export const documentViews: readonly DocumentViewDef[] = [
  ...purchaseViews,
  ...financeViews,
  ...productionViews,
  ...qualityViews,
];
