import {
  crmDocuments,
  type DocumentActionDef,
  type DocumentDef,
  type DocumentViewDef,
  documentViews,
  financeDocuments,
  inventoryDocuments,
  moduleActions,
  productionDocuments,
  purchaseDocuments,
  qualityDocuments,
  salesDocuments,
} from '@tiangong/domain';

/**
 * The business documents of every module, loaded together: they reference and draw on one another
 * (an acceptance on a purchase order, a complaint on a customer), so a screen of one needs the others.
 */
export const defs: readonly DocumentDef[] = [
  ...inventoryDocuments,
  ...purchaseDocuments,
  ...crmDocuments,
  ...salesDocuments,
  ...financeDocuments,
  ...productionDocuments,
  ...qualityDocuments,
];

/** The modules' actions on declarations' screens (一键请购, 价格审核): they name business documents. */
export const actions: readonly DocumentActionDef[] = moduleActions;

/** Second screens of those declarations (手工采购订单 of the purchase order). */
export const views: readonly DocumentViewDef[] = documentViews;
