import type { FastifyInstance } from 'fastify';
import { documentChainRoutes } from '../platform/documents/document-chain.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { authRoutes } from './admin/auth.routes.ts';
import { staffLookupRoutes } from './admin/staff-lookup.routes.ts';
import { crmRoutes } from './crm/crm.routes.ts';
import { financeRoutes } from './finance/finance.routes.ts';
import { inventoryRoutes } from './inventory/inventory.routes.ts';
import { masterDataRoutes } from './masterdata/masterdata.routes.ts';
import { purchaseRoutes } from './purchase/purchase.routes.ts';
import { salesRoutes } from './sales/sales.routes.ts';

/** Every module's routes, in one list (a module adds one line here). */
export function registerModules(app: FastifyInstance): void {
  authRoutes(app);
  adminRoutes(app);
  staffLookupRoutes(app);
  masterDataRoutes(app);
  crmRoutes(app);
  inventoryRoutes(app);
  purchaseRoutes(app);
  salesRoutes(app);
  financeRoutes(app);
  // Last: the chains between the documents every module has registered.
  documentChainRoutes(app);
}
