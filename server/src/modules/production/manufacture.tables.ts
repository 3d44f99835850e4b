import { manufactureFeeding } from '@tiangong/domain';
import { documentTable, itemsTable } from '../../platform/documents/document-table.ts';

/** 投料单 (issue 30 item 2), built from its declaration. */
export const feedingTable = documentTable(manufactureFeeding);
export const feedingItemsTable = itemsTable(manufactureFeeding, feedingTable);
