import { type materialRequisition, ResultCode, savedValue } from '@tiangong/domain';
import type { DocumentHooks } from '../../platform/documents/hooks.ts';
import { fail } from '../../platform/http/app-error.ts';
import { DOC_KEY, picksOf, repick } from './material-requisition.picks.ts';
import { assertDateOpen, assertMaterialWarehouse, setColumns, today } from './material-rules.ts';
import { postMoves } from './stock-ledger.service.ts';
import { assertPeriodOpen } from './stock-period.guard.ts';
import { release } from './stock-reservation.service.ts';

const TABLE = 'inv_material_requisitions';

/**
 * 领料单 rules: saving reserves the picked batches; 领料 issues exactly them; 作废 and deletion
 * release them; the finance audit is a mark on a collected requisition, taken back only while its
 * month is open.
 */
export const materialRequisitionHooks: DocumentHooks<typeof materialRequisition> = {
  async beforeSave({ db, before }, values) {
    await assertMaterialWarehouse(db, savedValue(values, before, 'warehouseId'), '领料');
    await assertDateOpen(db, savedValue(values, before, 'applyDate'));
  },

  async afterSave({ db }, saved) {
    await repick(db, {
      id: saved.id,
      warehouse_id: saved.warehouseId ?? 0,
      apply_date: saved.applyDate ?? today(),
    });
  },

  async beforeDelete({ db, before }) {
    await release(db, DOC_KEY, before.id);
  },

  async beforeTransition({ db, request, before }, action) {
    const docId = before.id;
    switch (action) {
      case 'WAREHOUSE-REQUISITION': {
        const picks = await picksOf(db, docId);
        if (picks.length === 0) fail(ResultCode.BUSINESS_RULE, '领料单没有明细，不能领料');
        await release(db, DOC_KEY, docId);
        await postMoves(
          db,
          picks.map((p) => ({
            itemKind: 'MATERIAL' as const,
            itemId: p.materielId,
            warehouseId: before.warehouseId ?? 0,
            allocationId: p.allocationId,
            batchNo: p.batchNo,
            qty: -Number(p.qty),
            docKey: DOC_KEY,
            docId,
            docLine: p.lineNo,
            businessDate: before.applyDate ?? today(),
            itemLabel: p.label,
          })),
        );
        return;
      }
      case 'INVALIDATE':
        await release(db, DOC_KEY, docId);
        return;
      case 'ACCOUNTING-AUDIT':
        await setColumns(db, TABLE, docId, {
          accounting_auditor: request.authUser!.userName,
          accounting_audit_date: today(),
        });
        return;
      case 'ACCOUNTING-UNAUDIT':
        await assertPeriodOpen(db, 'MATERIAL', before.applyDate ?? today(), '反审核');
        await setColumns(db, TABLE, docId, { accounting_auditor: null, accounting_audit_date: null });
        return;
    }
  },
};
