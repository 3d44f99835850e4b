import type { PendingSource } from './stock-period.service.ts';

/** Material documents that will still post into their month: they keep it from closing. */
export const materialPendingSources: readonly PendingSource[] = [
  {
    title: '物料入库单',
    table: 'inv_material_ins',
    dateColumn: 'in_date',
    statuses: 'warehouse-in',
    pending: ['IN_PUT_WAREHOUSE_PENDING'],
  },
  {
    title: '领料单',
    table: 'inv_material_requisitions',
    dateColumn: 'apply_date',
    statuses: 'warehouse-requisition',
    pending: ['OUT_PUT_WAREHOUSE_PENDING'],
  },
  {
    title: '物料出库单',
    table: 'inv_material_outs',
    dateColumn: 'out_date',
    statuses: 'warehouse-out',
    pending: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED', 'OUT_PUT_WAREHOUSE_PENDING'],
  },
  {
    title: '物料调拨单',
    table: 'inv_material_transfers',
    dateColumn: 'transfer_date',
    statuses: 'warehouse-move',
    pending: ['APPROVAL_PENDING'],
  },
  {
    title: '物料盘点单',
    table: 'inv_material_stocktakings',
    dateColumn: 'take_date',
    statuses: 'warehouse-inventory',
    pending: ['CONFIRM'],
  },
];

/**
 * Product documents that will still post into their month. The product warehouse's documents
 * join this list as they are declared.
 */
export const productPendingSources: readonly PendingSource[] = [];
