import { accountingAuditFields, requisitionDeclaration } from './stock-documents.ts';
import { materialSide } from './stock-side.ts';

/**
 * 领料单 (SPEC /material-requisition): production or the lab asks for materials; the shared
 * requisition (stock-documents.ts) on the material side, with the finance audit.
 */
export const materialRequisition = requisitionDeclaration(
  materialSide,
  {
    key: 'material-requisition',
    title: '领料单',
    table: 'inv_material_requisitions',
    screen: '/material-requisition',
    api: { prefix: '/apply', name: 'Requisition' },
    numberPrefix: 'LL',
    prints: ['领料单', '发料单'],
  },
  accountingAuditFields,
);
