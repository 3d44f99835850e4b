import type { BillingDef, DocumentDef } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { columnName, itemsTableName } from './document-table.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * The engine's half of a `billing` declaration (domain `amount-links.ts`): the derived billing
 * status (开票状态) as SQL over the document's alias `t`, served with its list and detail like any
 * derived field. Built on first use (the registry's `derived`), when every declaration — the
 * billing documents too — is registered.
 */

const id = (name: string) => sql.identifier(columnName(name));
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export function billingSql(registry: DocumentRegistry, def: DocumentDef, b: BillingDef): SQL {
  const items = sql.identifier(itemsTableName(def));
  const by = b.by;
  const target = by ? registry.get(by.key).def : undefined;
  /** One of the billing documents in `statuses` names this document. */
  const anyTarget = (statuses: readonly string[]) => {
    if (!by || !target) return sql`false`;
    if (by.line)
      return sql`exists (select 1 from ${sql.identifier(itemsTableName(target))} fi
        join ${sql.identifier(target.table)} f on f.id = fi.doc_id
        join ${items} l on l.id = fi.${id(by.line)}
        where l.doc_id = t.id and f.status in (${list(statuses)}))`;
    return sql`exists (select 1 from ${sql.identifier(target.table)} f
      where f.${id(by.header!)} = t.id and f.status in (${list(statuses)}))`;
  };
  const sum = (fields: readonly string[]) =>
    sql.join([sql`0`, ...fields.map((f) => sql`coalesce(l.${id(f)}, 0)`)], sql` + `);
  let open: SQL;
  let anyBilled: SQL;
  if (b.billed) {
    // Billed kept on the lines by the billing documents' links.
    open = sql`exists (select 1 from ${items} l where l.doc_id = t.id
      and ${sum([...b.billed, ...(b.spent ?? [])])} < l.${id(b.qty)})`;
    anyBilled = sql`exists (select 1 from ${items} l where l.doc_id = t.id and ${sum(b.billed)} > 0)`;
  } else {
    // Billed read off the billing documents in `counts` naming this one, per line group `match`.
    if (!by?.header || !by.match || !by.counts || !target)
      throw new Error(`${def.key}.billing: without billed fields it needs by.header, by.match and by.counts`);
    const match = id(by.match);
    const billed = sql`select fi.${match} as m, sum(fi.${id(b.qty)}) as qty
      from ${sql.identifier(itemsTableName(target))} fi join ${sql.identifier(target.table)} f on f.id = fi.doc_id
      where f.${id(by.header)} = t.id and f.status in (${list(by.counts)}) group by fi.${match}`;
    open = sql`exists (select 1 from (select l.${match} as m, sum(l.${id(b.qty)}) as qty from ${items} l
        where l.doc_id = t.id group by l.${match}) r
      left join (${billed}) c on c.m = r.m
      where coalesce(c.qty, 0) < r.qty)`;
    anyBilled = anyTarget(by.counts);
  }
  const s = b.states;
  const whens: SQL[] = [];
  const pending = by?.pending;
  if (pending && !pending.whileNone)
    whens.push(sql`when ${anyTarget(pending.statuses)} then ${pending.state}`);
  const fully = by?.unsettled
    ? sql`(case when ${anyTarget(by.unsettled.statuses)} then ${by.unsettled.state} else ${s.fully} end)`
    : sql`${s.fully}`;
  whens.push(sql`when not ${open} ${by?.issued ? sql`and ${anyTarget(by.issued)}` : sql``} then ${fully}`);
  if (s.partly) whens.push(sql`when ${open} and ${anyBilled} then ${s.partly}`);
  if (pending?.whileNone) whens.push(sql`when ${anyTarget(pending.statuses)} then ${pending.state}`);
  return sql`(case ${sql.join(whens, sql` `)} else ${s.none} end)`;
}
