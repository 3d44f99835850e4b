import {
  can,
  companyToday,
  type DocumentDef,
  type FieldDef,
  type FromDefault,
  type LatestDefault,
} from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { refLabelKey } from './document-query.ts';
import { fieldSchema } from './document-schemas.ts';
import { columnName } from './document-table.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * Declared defaults (a field's `default`, issue 35): what a new document's empty fields get — the
 * company's today, the record of a code (币种 CNY), the latest matching record of another
 * declaration (an order line's approved 物料价格, the customer's default 收货地址), a field of the
 * record a reference names (币种 from the party's currency, else CNY). The save applies them (the header's on create,
 * a line's whenever it has none); `query${Name}Defaults` answers them to the form, with the
 * labels of references and the hints to show beside what was filled.
 */
type Values = Record<string, unknown>;

export interface DefaultsFilled {
  /** Header fields filled, with `${field}Label` for references. */
  values: Values;
  /** Per line (same order): the line fields filled. */
  items: Values[];
  /** Field → hint of a header field filled by a `latest` rule. */
  hints: Record<string, string>;
  /** Per line: field → hint. */
  lineHints: Record<string, string>[];
}

const empty = (v: unknown) => v === null || v === undefined || v === '';

/** The display label of a record, as every reference shows it. */
function labelSql(target: DocumentDef, roles: readonly string[]): SQL {
  const parts = target.display
    .filter((d) => !target.fields[d].permission || can(roles, target.fields[d].permission!))
    .map((d) => sql`t.${sql.identifier(columnName(d))}`);
  return sql`concat_ws(' ', ${sql.join(parts, sql`, `)})`;
}

async function byCode(
  db: DbOrTx,
  registry: DocumentRegistry,
  field: FieldDef,
  code: string,
  roles: readonly string[],
): Promise<{ id: number; label: string } | undefined> {
  if (field.kind !== 'ref') throw new Error(`a { code } default needs a reference, not ${field.kind}`);
  const target = registry.get(field.target).def;
  const [row] = await queryRows<{ id: number; label: string }>(
    db,
    sql`select t.id, ${labelSql(target, roles)} as label from ${sql.identifier(target.table)} t
        where t.code = ${code} and t.status <> 'DISCARDED' order by t.id limit 1`,
  );
  return row;
}

/** The label of record `id` of a reference's target, as every reference shows it. */
async function labelOf(
  db: DbOrTx,
  registry: DocumentRegistry,
  field: FieldDef,
  id: unknown,
  roles: readonly string[],
): Promise<string | undefined> {
  if (field.kind !== 'ref' || typeof id !== 'number') return undefined;
  const target = registry.get(field.target).def;
  const [row] = await queryRows<{ label: string }>(
    db,
    sql`select ${labelSql(target, roles)} as label from ${sql.identifier(target.table)} t where t.id = ${id}`,
  );
  return row?.label;
}

const asValue = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v);

/** The field `rule.field` of the record the header reference `rule.ref` names; none while it is empty. */
async function fromReference(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  rule: FromDefault,
  value: (name: string) => unknown,
  roles: readonly string[],
): Promise<unknown> {
  const ref = def.fields[rule.ref];
  if (ref?.kind !== 'ref')
    throw new Error(`${def.key}: a { from } default needs a reference, not ${rule.ref}`);
  const id = value(rule.ref);
  if (empty(id)) return undefined;
  const target = registry.get(ref.target).def;
  const taken = target.fields[rule.field];
  if (taken?.permission && !can(roles, taken.permission)) return undefined;
  const [row] = await queryRows<{ v: unknown }>(
    db,
    sql`select t.${sql.identifier(columnName(rule.field))} as v from ${sql.identifier(target.table)} t
        where t.id = ${id as number}`,
  );
  return row?.v == null ? undefined : asValue(row.v);
}

async function latest(
  db: DbOrTx,
  registry: DocumentRegistry,
  rule: LatestDefault,
  value: (name: string) => unknown,
  roles: readonly string[],
): Promise<unknown> {
  const from = registry.get(rule.from).def;
  const taken = from.fields[rule.field];
  // Nothing the reader may not see is proposed to them (a price needs its permission).
  if (taken?.permission && !can(roles, taken.permission)) return undefined;
  const where: SQL[] = [
    sql`t.status in (${sql.join(
      rule.statuses.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  ];
  for (const [theirs, ours] of Object.entries(rule.match)) {
    const v = value(ours);
    if (empty(v)) return undefined;
    where.push(sql`t.${sql.identifier(columnName(theirs))} = ${v as number | string}`);
  }
  for (const [theirs, fixed] of Object.entries(rule.where ?? {}))
    where.push(sql`t.${sql.identifier(columnName(theirs))} = ${fixed}`);
  const order: SQL[] = [];
  if (rule.on) {
    const on = value(rule.on.date);
    where.push(
      sql`t.${sql.identifier(columnName(rule.on.field))} <= ${empty(on) ? companyToday() : String(on)}`,
    );
    order.push(sql`t.${sql.identifier(columnName(rule.on.field))} desc`);
  }
  order.push(sql`t.id desc`);
  const [row] = await queryRows<{ v: unknown }>(
    db,
    sql`select t.${sql.identifier(columnName(rule.field))} as v from ${sql.identifier(from.table)} t
        where ${sql.join(where, sql` and `)} order by ${sql.join(order, sql`, `)} limit 1`,
  );
  return row?.v == null ? undefined : asValue(row.v);
}

/**
 * Fills the empty defaulted fields of each line and, with `newDocument`, of the header, in place
 * (a line's rule reads the header's fields it matches on); answers what was filled.
 */
export async function applyDefaults(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  doc: { header: Values; items?: Values[] },
  opts: { newDocument: boolean; roles: readonly string[] },
): Promise<DefaultsFilled> {
  const { roles } = opts;
  const out: DefaultsFilled = { values: {}, items: [], hints: {}, lineHints: [] };
  const { header } = doc;
  const fill = async (
    fields: Record<string, FieldDef>,
    target: Values,
    value: (name: string) => unknown,
    filled: Values,
    hints: Record<string, string>,
  ) => {
    for (const [name, field] of Object.entries(fields)) {
      const rule = field.default;
      if (!rule || field.derived || !empty(target[name])) continue;
      if (rule === 'today') {
        target[name] = filled[name] = companyToday();
        continue;
      }
      const code = 'code' in rule ? rule.code : 'from' in rule ? rule.from.otherwise?.code : undefined;
      let v: unknown;
      if ('from' in rule) v = await fromReference(db, registry, def, rule.from, value, roles);
      else if ('latest' in rule) {
        v = await latest(db, registry, rule.latest, value, roles);
        if (v !== undefined) hints[name] = rule.latest.hint;
      }
      if (v !== undefined) {
        target[name] = filled[name] = v;
        const label = await labelOf(db, registry, field, v, roles);
        if (label !== undefined) filled[refLabelKey(name)] = label;
        continue;
      }
      const found = code === undefined ? undefined : await byCode(db, registry, field, code, roles);
      if (!found) continue;
      target[name] = filled[name] = found.id;
      filled[refLabelKey(name)] = found.label;
    }
  };
  if (opts.newDocument) await fill(def.fields, header, (n) => header[n], out.values, out.hints);
  for (const line of doc.items ?? []) {
    const filled: Values = {};
    const hints: Record<string, string> = {};
    if (def.items)
      await fill(
        def.items.fields,
        line,
        (n) => (n in def.items!.fields ? line[n] : header[n]),
        filled,
        hints,
      );
    out.items.push(filled);
    out.lineHints.push(hints);
  }
  return out;
}

/** Whether a declaration has any default (the form asks for them only then). */
export function hasDefaults(def: DocumentDef): boolean {
  return [...Object.values(def.fields), ...Object.values(def.items?.fields ?? {})].some((f) => f.default);
}

/**
 * What the form sends to learn its defaults: whatever it holds so far. A value not yet valid is
 * taken as empty rather than refused — the save judges it.
 */
export function defaultsSchema(def: DocumentDef) {
  const loose = (fields: Record<string, FieldDef>) =>
    z.object(
      Object.fromEntries(
        Object.entries(fields)
          .filter(([, f]) => !f.derived)
          .map(([name, f]) => [name, fieldSchema({ ...f, required: false }).catch(undefined)]),
      ),
    );
  return z.object({
    newDocument: z.boolean().default(true),
    values: loose(def.fields).default({}),
    items: z
      .array(loose(def.items?.fields ?? {}))
      .max(500, '明细不能超过500行')
      .default([]),
  });
}
