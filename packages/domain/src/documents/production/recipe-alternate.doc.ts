import { defineDocument, masterDataTransitions } from '../define.ts';
import { enumOf, rate, ref, text } from '../fields.ts';

/**
 * 替代料 (SPEC /recipe-material-alternate + detail; formula's replaceable material add-or-update,
 * query, list, delete): material A (替代物料) may stand in for material B (原物料) at a ratio —
 * 1.05 kg of A for each kg of B — in every recipe, or only in the recipes listed (by code: every
 * version of them). Feeding later offers only what this table allows (issue 30 item 2).
 */
const edit = { permission: 'recipe-edit' } as const;

export const recipeAlternate = defineDocument({
  key: 'recipe-alternate',
  title: '替代料',
  table: 'prd_recipe_alternates',
  screen: '/recipe-material-alternate',
  api: { prefix: '/formula', name: 'ReplaceableMaterial' },
  fields: {
    materielId: ref('materiel', '原物料', { required: true }),
    alternateId: ref('materiel', '替代物料', { required: true }),
    ratio: rate('替代比例（kg/kg）', { required: true, help: '每 1 kg 原物料用替代物料的公斤数' }),
    scope: enumOf('alternateScope', '适用范围', { required: true }),
    remark: text('备注', { max: 200, multiline: true }),
  },
  items: {
    title: '适用配方',
    minLines: 0,
    fields: {
      recipeId: ref('recipe', '配方', { required: true }),
    },
  },
  display: ['materielId', 'alternateId'],
  statuses: 'master-data',
  initialStatus: 'EBL',
  draftStatuses: ['EBL', 'DISCARDED'],
  transitions: masterDataTransitions(edit),
  access: { view: { permission: 'recipe-visit' }, edit },
  list: {
    filters: ['materielId', 'alternateId', 'scope', 'status'],
    columns: ['materielId', 'alternateId', 'ratio', 'scope', 'remark', 'status'],
    defaultSort: { field: 'id', order: 'desc' },
  },
});
