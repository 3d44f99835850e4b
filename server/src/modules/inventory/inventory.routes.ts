import { inventoryDocuments } from '@tiangong/domain';
import type { FastifyInstance } from 'fastify';
import { documentRoutes } from '../../platform/documents/document.routes.ts';
import { materialWarehouseInTable } from './inventory.tables.ts';
import { materialWarehouseInHooks } from './material-warehouse-in.hooks.ts';

/** Inventory documents on the engine; their business rules live in the hooks. */
export function inventoryRoutes(app: FastifyInstance): void {
  const tables = { 'material-warehouse-in': materialWarehouseInTable };
  const hooks = { 'material-warehouse-in': materialWarehouseInHooks };
  for (const def of inventoryDocuments) {
    const key = def.key as keyof typeof tables;
    documentRoutes(app, app.documents.register(def, tables[key], hooks[key]));
  }
}
