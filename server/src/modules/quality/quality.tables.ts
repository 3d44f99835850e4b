import { materialStandard, productStandard } from '@tiangong/domain';
import { documentTable, itemsTable } from '../../platform/documents/document-table.ts';

/** Quality's documents (issue 31), built from their declarations. */
export const productStandardTable = documentTable(productStandard);
export const productStandardItemsTable = itemsTable(productStandard, productStandardTable);
export const materialStandardTable = documentTable(materialStandard);
export const materialStandardItemsTable = itemsTable(materialStandard, materialStandardTable);
