import {
  manufactureFeeding,
  manufacturePackaging,
  manufactureProcess,
  manufactureRecord,
} from '@tiangong/domain';
import { documentTable, itemsTable } from '../../platform/documents/document-table.ts';

/** 投料单 (issue 30 item 2), and the batch's record, costs and packing (item 3), built from their declarations. */
export const feedingTable = documentTable(manufactureFeeding);
export const feedingItemsTable = itemsTable(manufactureFeeding, feedingTable);
export const recordTable = documentTable(manufactureRecord);
export const recordItemsTable = itemsTable(manufactureRecord, recordTable);
export const processCostTable = documentTable(manufactureProcess);
export const processCostItemsTable = itemsTable(manufactureProcess, processCostTable);
export const packagingTable = documentTable(manufacturePackaging);
export const packagingItemsTable = itemsTable(manufacturePackaging, packagingTable);
