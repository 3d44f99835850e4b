import {
  type DocumentDef,
  type FieldDef,
  formatRules,
  formatYmd,
  isYmd,
  type ScaledField,
  scaledIssue,
} from '@tiangong/domain';
import { z } from 'zod';
import { INT4_MAX, int4, recordId, recordIdQuery, recordVersion } from '../http/id-schemas.ts';
import { pagedRequest } from '../http/paging.ts';
import { KEYWORD_FILTER, KEYWORD_MAX } from './document-search.ts';

/**
 * The zod schemas of a document's calls, derived from its declaration, with Chinese messages
 * that name the field.
 */
/** "请输入X" when the value is missing, "X必须是…" when it has the wrong type. */
const typeError =
  (label: string, what: string, verb = '请输入') =>
  (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === null ? `${verb}${label}` : `${label}必须是${what}`;

export function fieldSchema(field: FieldDef): z.ZodType {
  const { label } = field;
  switch (field.kind) {
    case 'text': {
      let s = z.string({ error: typeError(label, '文本') });
      if (field.trim) s = s.trim();
      s = s.max(field.max, `${label}不能超过${field.max}个字符`);
      if (field.required) s = s.min(1, `请输入${label}`);
      const rule = field.format ? formatRules[field.format] : undefined;
      const checked = rule ? s.refine((v) => v === '' || rule.test(v), `${label}：${rule.message}`) : s;
      return field.required ? checked : checked.nullish();
    }
    case 'int': {
      // Int fields are `integer` columns: their range bounds what a declaration may allow.
      const min = Math.max(field.min ?? -INT4_MAX - 1, -INT4_MAX - 1);
      const max = Math.min(field.max ?? INT4_MAX, INT4_MAX);
      const s = z
        .number({ error: typeError(label, '数字') })
        .int(`${label}必须是整数`)
        .min(min, `${label}不能小于${min}`)
        .max(max, `${label}不能大于${max}`);
      return field.required ? s : s.nullish();
    }
    case 'date': {
      const s = z.string({ error: `请选择${label}` }).refine(isYmd, `${label}格式应为yyyymmdd`);
      return field.required ? s : z.union([z.literal(''), s]).nullish();
    }
    case 'bool':
      return field.required ? z.boolean({ error: `请选择${label}` }) : z.boolean().nullish();
    case 'enum':
      return field.required
        ? z.string({ error: `请选择${label}` }).min(1, `请选择${label}`)
        : z.string().nullish();
    case 'ref': {
      const s = z
        .number({ error: typeError(label, '编号', '请选择') })
        .int()
        .positive(`请选择${label}`)
        .max(INT4_MAX, `${label}不存在`);
      return field.required ? s : s.nullish();
    }
    default: {
      // Scaled integers (SPEC §3): the client sends value × factor. What the server fills itself
      // is dropped on save, so only its type is checked; the rest keep their decimals and bounds.
      const n = z
        .number({ error: typeError(label, '数字') })
        .int(`${label}的精度超出范围`)
        .min(-Number.MAX_SAFE_INTEGER, `${label}超出范围`)
        .max(Number.MAX_SAFE_INTEGER, `${label}超出范围`);
      const s = field.readOnly || field.derived ? n : n.superRefine(scaledRefine(field));
      return field.required ? s : s.nullish();
    }
  }
}

function scaledRefine(field: ScaledField) {
  return (value: number, ctx: z.RefinementCtx) => {
    const issue = scaledIssue(field, value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  };
}

export function saveSchema(def: DocumentDef) {
  const shape: Record<string, z.ZodType> = {
    id: recordId().optional(),
    version: recordVersion.optional(),
  };
  // A required field with a declared default may be left out: the save fills it (never null).
  for (const [name, field] of Object.entries(def.fields))
    if (!field.derived)
      shape[name] = field.required && field.default ? fieldSchema(field).optional() : fieldSchema(field);
  if (def.items) {
    const line: Record<string, z.ZodType> = { id: recordId().optional() };
    for (const [name, field] of Object.entries(def.items.fields)) line[name] = fieldSchema(field);
    const min = def.items.minLines ?? 1;
    shape.items = z
      .array(z.object(line), { error: `请填写${def.items.title}` })
      .min(min, `请至少填写${min}行${def.items.title}`)
      .max(500, `${def.items.title}不能超过500行`);
  }
  return z.object(shape);
}

/** Filters of the list: text contains, equality for the rest, dates as Start/End (a `single` one as itself). */
/** `extra`: filters a module's own list of the declaration takes besides the declared ones. */
/**
 * A date filter: empty (no bound) or a day that exists, yyyymmdd. The lists and reports compare
 * dates as text, so 20260230 would quietly mean "up to the end of February" (issue 28): refused.
 */
const dateFilter = (label: string) =>
  z
    .string({ error: `${label}必须是日期（yyyymmdd）` })
    .refine((v) => v === '' || isYmd(v), {
      error: (issue) => `${label}「${formatYmd(String(issue.input))}」不是有效日期（yyyymmdd）`,
    })
    .optional();

export function listSchema(def: DocumentDef, extra: Record<string, z.ZodType> = {}) {
  const shape: Record<string, z.ZodType> = {
    ...extra,
    status: z.string().optional(),
    // The reference pickers' one box: code, name or mnemonic (document-search.ts).
    [KEYWORD_FILTER]: z
      .string({ error: '查找内容必须是文本' })
      .max(KEYWORD_MAX, `查找内容不能超过${KEYWORD_MAX}个字符`)
      .optional(),
  };
  for (const name of def.list.filters) {
    if (name === 'status') continue;
    const field = def.fields[name];
    if (field.kind === 'date' && field.single) shape[name] = dateFilter(field.label);
    else if (field.kind === 'date') {
      shape[`${name}Start`] = dateFilter(`${field.label}（起）`);
      shape[`${name}End`] = dateFilter(`${field.label}（止）`);
    } else if (field.kind === 'text' || field.kind === 'enum') shape[name] = z.string().optional();
    else if (field.kind === 'bool')
      shape[name] = z.union([z.boolean(), z.enum(['true', 'false', ''])]).optional();
    else shape[name] = z.union([int4(`${field.label}无效`), z.literal('')]).optional();
  }
  const sortable = ['id', ...def.list.columns] as [string, ...string[]];
  // Loose: modules may accept extra filter names (SPEC's productCode, …) through route options.
  return pagedRequest(z.object(shape).loose()).extend({
    sort: z.object({ field: z.enum(sortable, '不能按此列排序'), order: z.enum(['asc', 'desc']) }).optional(),
    /** false: no total (a lookup shows no pager); the answer says only whether more rows follow. */
    count: z.boolean({ error: '是否计数必须是true或false' }).optional(),
    /** Export only these records (batch export of selected rows). */
    ids: z.array(recordId()).max(5000).optional(),
  });
}

export const idQuery = z.object({ id: recordIdQuery('单据编号无效') });
export const idBody = z.object({ id: recordId('单据编号无效', '请指定单据') });

/** Which record, and which of the declaration's printed forms (0: the main one). */
export const printBody = idBody.extend({
  form: z.number().int('打印格式无效').min(0, '打印格式无效').default(0),
});

export const transitionBody = z.object({
  id: recordId('编号无效', '请指定单据'),
  version: recordVersion,
  action: z.string({ error: '请指定操作' }).min(1),
  /** Review dialog outcome for review transitions. */
  status: z.enum(['APPROVAL_APPROVED', 'APPROVAL_NOT_APPROVED']).optional(),
  comment: z.string().trim().max(500, '审批意见不能超过500个字符').optional(),
});

export const fileLinkBody = z.object({
  id: recordId(),
  fileId: z.uuid('文件编号格式不正确'),
});
