import type { FastifyInstance } from 'fastify';
import { documentChainRoutes } from '../platform/documents/document-chain.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { authRoutes } from './admin/auth.routes.ts';
import { staffLookupRoutes } from './admin/staff-lookup.routes.ts';
import { crmRoutes } from './crm/crm.routes.ts';
import { financeRoutes } from './finance/finance.routes.ts';
import { inventoryRoutes } from './inventory/inventory.routes.ts';
import { masterDataRoutes } from './masterdata/masterdata.routes.ts';
import { productionRoutes } from './production/production.routes.ts';
import { purchaseRoutes } from './purchase/purchase.routes.ts';
import { purchaseReceipts } from './purchase-stock/purchase-receipts.ts';
import { qualityRoutes } from './quality/quality.routes.ts';
import { salesRoutes } from './sales/sales.routes.ts';

/**
 * Every module's routes, in one list (a module adds one line here). Where two modules meet, a
 * bridge room beside them (`purchase-stock/`) brings one what it needs of the
 * other, and only this file wires it: modules enter each other through their doors
 * (`inventory/index.ts`), never the other way round (`module-boundaries.test.ts`).
 */
export function registerModules(app: FastifyInstance): void {
  authRoutes(app);
  adminRoutes(app);
  staffLookupRoutes(app);
  masterDataRoutes(app);
  crmRoutes(app);
  inventoryRoutes(app, { purchase: purchaseReceipts });
  purchaseRoutes(app);
  salesRoutes(app);
  financeRoutes(app);
  productionRoutes(app);
  qualityRoutes(app);
  // Last: the chains between the documents every module has registered.
  documentChainRoutes(app);
}
