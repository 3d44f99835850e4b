import { defineDocument, type TransitionDef } from '../define.ts';
import { bool, date, enumOf, int, percent, quantity, ref, text } from '../fields.ts';

/**
 * 配方 (SPEC §2 /pilotscale-research-recipe, /fullscale-research-recipe, /pilotscale-manufacture-recipe,
 * /fullscale-manufacture-recipe; calls under /formula/): one declaration, one table, four screens —
 * views fixed on 规模 (中试 / 大试) and 用途 (研发 / 生产) — so a half-stuff keyed on one screen can
 * be an ingredient of a recipe keyed on another, and production later names any of them.
 *
 * A record is one **version** of a recipe code: 审核 freezes it (the engine refuses any edit out of
 * draft), and 修改 (`reviseRecipe`, a module action) makes the next version as a new draft — a copy
 * of its lines, type 变更, version + 1 — that is reviewed on its own. The list shows each code's
 * latest version (`latest`, derived); the detail lists them all and compares two (版本对比).
 * docs/modules/production.md has the rules.
 */
const edit = { permission: 'recipe-edit' } as const;
const pilot = { field: 'scale', in: ['PILOT'] } as const;
const full = { field: 'scale', in: ['FULL'] } as const;

/** 审核 and 反审核 by the scale's reviewers (SPEC §6: full-scale also the technical manager). */
function reviews(
  when: typeof pilot | typeof full,
  reviewer: 'recipe-review' | 'fullscale-recipe-review',
  suffix: string,
) {
  return [
    {
      action: `AUDIT${suffix}`,
      label: '审核',
      from: ['CHECKPENDING'],
      to: 'APPROVED',
      allow: { permission: reviewer },
      review: { rejectTo: 'UNAPPROVED' },
      audits: true,
      when,
    },
    {
      action: `DISCARD${suffix}`,
      label: '反审核',
      from: ['APPROVED', 'UNAPPROVED'],
      to: 'CHECKPENDING',
      allow: { permission: reviewer },
      unaudits: true,
      when,
    },
  ] as const satisfies readonly TransitionDef<'CHECKPENDING' | 'APPROVED' | 'UNAPPROVED'>[];
}

export const recipe = defineDocument({
  key: 'recipe',
  title: '配方',
  table: 'prd_recipes',
  // The declaration's own screen is the first view's (中试研发配方); each view fixes its records.
  screen: '/pilotscale-research-recipe',
  api: { prefix: '/formula', name: 'Recipe' },
  fields: {
    code: text('配方编码', { required: true, max: 30, immutable: true }),
    name: text('配方名称', { required: true, max: 50 }),
    versionNo: int('版本号', { readOnly: true }),
    scale: enumOf('recipeScale', '规模', { required: true, immutable: true }),
    purpose: enumOf('recipePurpose', '用途', { required: true, immutable: true }),
    recipeType: enumOf('recipeType', '配方类型', { required: true }),
    productId: ref('product', '产品', {
      help: '配方生产的产品；半成品配方可不填',
    }),
    effectiveDate: date('生效日期', { required: true, default: 'today' }),
    batchSize: quantity('批量（kg）', { required: true }),
    basis: enumOf('recipeBasis', '用量基准', { required: true }),
    // Feeding's consumption control (issue 30 item 2): empty reads 警告 with no tolerance.
    consumptionControl: enumOf('consumptionControl', '用量控制', {
      list: false,
      help: '投料实际用量超出允许偏差时：灵活——照常投料；警告——须填偏差原因并经车间主任或技术经理审核；严格——不能投料。不填按警告',
    }),
    tolerance: percent('允许偏差（%）', {
      list: false,
      min: 0,
      help: '实际用量偏离理论用量的允许比例；不填为0',
    }),
    processNotes: text('工艺说明', { max: 2000, multiline: true, list: false }),
    previousId: ref('recipe', '上一版本', { readOnly: true, list: false }),
    latest: bool('最新版本', { derived: true, list: false }),
  },
  items: {
    title: '配方明细',
    fields: {
      materielId: ref('materiel', '物料'),
      halfstuffId: ref('recipe', '半成品配方', { help: '以半成品配方作原料时选择，不填物料' }),
      parts: quantity('用量（份 / kg）', { required: true, decimals: 4 }),
      remark: text('备注', { max: 200 }),
    },
  },
  display: ['code', 'name', 'versionNo'],
  statuses: 'recipe',
  initialStatus: 'CHECKPENDING',
  draftStatuses: ['CHECKPENDING', 'UNAPPROVED'],
  transitions: [
    ...reviews(pilot, 'recipe-review', ''),
    ...reviews(full, 'fullscale-recipe-review', '-FULL'),
    { action: 'CLOSE', label: '关闭', from: ['APPROVED'], to: 'CLOSED', allow: edit },
    { action: 'REOPEN', label: '启用', from: ['CLOSED'], to: 'APPROVED', allow: edit },
  ],
  access: { view: { permission: 'recipe-visit' }, edit },
  list: {
    filters: [
      'code',
      'name',
      'recipeType',
      'productId',
      'effectiveDate',
      'status',
      'scale',
      'purpose',
      'latest',
    ],
    columns: [
      'code',
      'name',
      'versionNo',
      'recipeType',
      'productId',
      'effectiveDate',
      'batchSize',
      'basis',
      'status',
    ],
    defaultSort: { field: 'id', order: 'desc' },
  },
});
