import { type DocumentActionDef, defineAction } from '../actions.ts';
import { clue } from './clue.doc.ts';

/**
 * The CRM's actions on its lists: 批量修改 of the selected leads (SPEC /clue/patchClue) — a new
 * source, owner or status for every lead chosen; a converted lead is no longer the CRM's to change.
 */
export const crmActions: DocumentActionDef[] = [
  defineAction(clue, {
    key: 'patch-clue',
    label: '批量修改',
    call: '/sales/patchSaleOpportunity',
    allow: { permission: 'crm-edit' },
    kind: 'screen',
    screen: '/clue/patchClue',
    when: [{ field: 'status', in: ['FOLLOWING', 'CLOSED'] }],
  }),
];
