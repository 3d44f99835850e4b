import { type DocumentActionDef, defineAction } from '../actions.ts';
import { materialStandard } from './material-standard.doc.ts';
import { productStandard } from './product-standard.doc.ts';

/** 修改 of an approved standard's latest version into its next version (a draft, reviewed on its own). */
const revise = {
  key: 'revise',
  label: '修改',
  allow: { permission: 'quality-standard-edit' },
  kind: 'records',
  single: true,
  when: [
    { field: 'status', in: ['APPROVED'] },
    { field: 'latest', in: ['true'] },
  ],
  help: '生成下一版本的草稿（复制检测项目），审核通过后生效',
} as const;

export const qualityActions: DocumentActionDef[] = [
  defineAction(productStandard, {
    ...revise,
    call: '/quality/reviseProductStandard',
    opens: productStandard.key,
  }),
  defineAction(materialStandard, {
    ...revise,
    call: '/quality/reviseMaterialStandard',
    opens: materialStandard.key,
  }),
];
