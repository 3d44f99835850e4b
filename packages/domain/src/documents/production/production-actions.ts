import { type DocumentActionDef, defineAction } from '../actions.ts';
import { recipe } from './recipe.doc.ts';

/** Production's actions on its declarations' screens: 修改 of an approved recipe into its next version. */
export const productionActions: DocumentActionDef[] = [
  defineAction(recipe, {
    key: 'revise',
    label: '修改',
    call: '/formula/reviseRecipe',
    allow: { permission: 'recipe-edit' },
    kind: 'records',
    single: true,
    when: [
      { field: 'status', in: ['APPROVED'] },
      { field: 'latest', in: ['true'] },
    ],
    opens: recipe.key,
    help: '生成下一版本的草稿（复制明细，类型为变更），审核通过后生效',
  }),
];
