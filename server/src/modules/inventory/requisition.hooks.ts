import {
  companyToday,
  materialRequisition,
  materialSide,
  type productRequisition,
  ResultCode,
  type StockSide,
  type trustedRequisition,
} from '@tiangong/domain';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { picksOf, repick, requisitions } from './requisition.picks.ts';
import { postMoves } from './stock-ledger.service.ts';
import { assertPeriodOpen } from './stock-period.guard.ts';
import { release } from './stock-reservation.service.ts';
import { assertDateOpen, assertWarehouseOf, setColumns } from './stock-rules.ts';

type Requisition = typeof materialRequisition | typeof productRequisition | typeof trustedRequisition;

/**
 * 领料单 rules, on any side: saving reserves the picked batches; 领料 issues exactly them; 作废 and
 * deletion release them; the finance audit is a mark on a collected requisition, taken back only
 * while its month is open.
 */
export function requisitionHooks(side: StockSide, def: Requisition): DocumentHooks<Requisition> {
  const r = requisitions(side, def);
  return {
    async beforeSave({ db }, doc) {
      await assertWarehouseOf(db, side, doc.warehouseId, '领料');
      await assertDateOpen(db, side, doc.applyDate);
    },

    async afterSave({ db }, saved) {
      await repick(db, r, {
        id: saved.id,
        warehouse_id: saved.warehouseId ?? 0,
        apply_date: saved.applyDate ?? companyToday(),
        // An owned side picks among its customer's batches only.
        owner_id: (saved as { customerId?: number | null }).customerId ?? null,
      });
    },

    async beforeDelete({ db, before }) {
      await release(db, r.docKey, before.id);
    },

    async beforeTransition({ db, request, before, action }) {
      const docId = before.id;
      switch (action) {
        case 'WAREHOUSE-REQUISITION': {
          const picks = await picksOf(db, r, docId);
          if (picks.length === 0) fail(ResultCode.BUSINESS_RULE, '领料单没有明细，不能领料');
          await release(db, r.docKey, docId);
          await postMoves(
            db,
            picks.map((p) => ({
              itemKind: side.kind,
              itemId: p.itemId,
              warehouseId: before.warehouseId ?? 0,
              allocationId: p.allocationId,
              batchNo: p.batchNo,
              qty: -Number(p.qty),
              docKey: r.docKey,
              docId,
              docLine: p.lineNo,
              businessDate: before.applyDate ?? companyToday(),
              itemLabel: p.label,
            })),
          );
          return;
        }
        case 'INVALIDATE':
          await release(db, r.docKey, docId);
          return;
        case 'ACCOUNTING-AUDIT':
          await setColumns(db, r.table, docId, {
            accounting_auditor: request.authUser!.userName,
            accounting_audit_date: companyToday(),
          });
          return;
        case 'ACCOUNTING-UNAUDIT':
          await assertPeriodOpen(db, side.kind, before.applyDate ?? companyToday(), '反审核');
          await setColumns(db, r.table, docId, { accounting_auditor: null, accounting_audit_date: null });
          return;
      }
    },
  };
}

export const materialRequisitionHooks = requisitionHooks(materialSide, materialRequisition);
