import { requisitionDeclaration, warehouseInDeclaration } from './stock-documents.ts';
import { ownerField, trustedSide } from './stock-side.ts';

/**
 * 受托仓 (SPEC "Trusted stock", §7 trial material calls tmaterielStockInList, tmaterielStockUseList):
 * a customer's own goods kept for processing its orders — the shared warehouse-in and requisition
 * (stock-documents.ts) on the trusted side. Every document names its owner (委托客户); nothing
 * carries a price or an amount: the goods are not ours and never enter stock value.
 */

/** 受托入库单: a customer's goods received into a trusted warehouse, each batch then the customer's. */
export const trustedWarehouseIn = warehouseInDeclaration(
  trustedSide,
  {
    key: 'trusted-warehouse-in',
    title: '受托入库单',
    table: 'inv_trusted_ins',
    screen: '/trusted-warehouse-in',
    api: { prefix: '/tmaterielStockInList', name: 'TrustedIn' },
    numberPrefix: 'STRK',
  },
  {
    extra: ownerField,
    extraLines: {},
    valued: false,
    printLines: [],
    // The store receives and red-flushes: there is no price for purchasing or finance to key.
    edit: 'warehouse-review',
    redFlush: 'warehouse-review',
    financeSignatures: [],
  },
);

/** 受托领料单: the owner's goods drawn for production of that customer's order (FEFO, its batches only). */
export const trustedRequisition = requisitionDeclaration(
  trustedSide,
  {
    key: 'trusted-requisition',
    title: '受托领料单',
    table: 'inv_trusted_requisitions',
    screen: '/trusted-requisition',
    api: { prefix: '/tmaterielStockUseList', name: 'TrustedRequisition' },
    numberPrefix: 'STLL',
    prints: ['受托领料单', '受托发料单'],
  },
  ownerField,
);
