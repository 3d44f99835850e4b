import type { DocumentDef } from '../define.ts';
import { materialWarehouseIn } from './material-warehouse-in.doc.ts';

export * from './material-warehouse-in.doc.ts';

/** Inventory documents (issue 5 builds the rest of the material warehouse on these). */
export const inventoryDocuments: DocumentDef[] = [materialWarehouseIn];
