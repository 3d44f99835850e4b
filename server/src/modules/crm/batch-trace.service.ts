import type { BatchDocument, BatchDocumentGroup, DocumentDef } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { allowed } from '../../platform/documents/document.service.ts';
import { scopeWhere } from '../../platform/documents/document-scope.ts';
import { columnName, itemsTableName } from '../../platform/documents/document-table.ts';
import type { DocumentRegistry } from '../../platform/documents/registry.ts';

/**
 * A product batch's genealogy (issue 15 item 8): every document that carries the batch — the
 * warehouse-ins that made it, the sales deliveries and product warehouse-outs that shipped it, and
 * whatever else names a product and a 批号 (transfers, counts, returns, samples) — found from the
 * declarations alone, so a later document that carries batches shows up here without this file
 * knowing it. Each kind obeys its own view access and record rule: a salesperson sees the
 * deliveries to their own customers, and only how many went to others.
 */
/** The most documents of one kind listed; a batch is seldom in more. */
const TRACE_LIMIT = 50;

interface Carrier {
  def: DocumentDef;
  /** Where product and batch are: the lines (most documents) or the header (a sample). */
  on: 'lines' | 'header';
}

function carriers(registry: DocumentRegistry, except: string): Carrier[] {
  const carries = (fields: DocumentDef['fields'] | undefined) =>
    fields?.productId?.kind === 'ref' &&
    fields.productId.target === 'product' &&
    fields.batchNo?.kind === 'text';
  return registry
    .all()
    .map(({ def }): Carrier | undefined =>
      def.key === except || !def.numbering
        ? undefined
        : carries(def.items?.fields)
          ? { def, on: 'lines' }
          : carries(def.fields)
            ? { def, on: 'header' }
            : undefined,
    )
    .filter((c): c is Carrier => c !== undefined);
}

/** The document's own date: the first date field it declares (入库日期, 出库日期, …). */
function dateColumn(def: DocumentDef): SQL {
  const name = Object.entries(def.fields).find(([, f]) => f.kind === 'date' && !f.readOnly)?.[0];
  return name ? sql`t.${sql.identifier(columnName(name))}` : sql`null::text`;
}

function refLabel(def: DocumentDef, field: string, table: string): SQL {
  const f = def.fields[field];
  if (f?.kind !== 'ref') return sql`null::text`;
  return sql`(select x.name from ${sql.identifier(table)} x where x.id = t.${sql.identifier(columnName(field))})`;
}

async function traceOne(
  db: DbOrTx,
  registry: DocumentRegistry,
  user: AuthUser,
  { def, on }: Carrier,
  productId: number,
  batchNo: string,
): Promise<BatchDocumentGroup | undefined> {
  const table = sql.identifier(def.table);
  const numberColumn = sql.identifier(columnName(def.numbering!.field));
  const lines = on === 'lines' ? sql.identifier(itemsTableName(def)) : undefined;
  const carrying = lines
    ? sql`t.id in (select l.doc_id from ${lines} l where l.product_id = ${productId} and l.batch_no = ${batchNo})`
    : sql`t.product_id = ${productId} and t.batch_no = ${batchNo}`;
  const where = sql`${carrying} and t.status <> 'DISCARDED'`;
  const scope = scopeWhere(registry, def, user);
  // The quantity the document moved of the batch, where it declares one (a count has book and counted).
  const qty = lines
    ? 'qty' in (def.items?.fields ?? {})
      ? sql`(select sum(l.qty) from ${lines} l where l.doc_id = t.id and l.product_id = ${productId} and l.batch_no = ${batchNo})`
      : sql`null::bigint`
    : 'qty' in def.fields
      ? sql`t.qty`
      : sql`null::bigint`;
  const rows = await queryRows<BatchDocument>(
    db,
    sql`select t.id, t.${numberColumn} as "number", ${dateColumn(def)} as date, t.status, ${qty}::bigint as qty,
          ${refLabel(def, 'warehouseId', 'md_warehouses')} as "warehouseLabel",
          ${refLabel(def, 'customerId', 'md_customers')} as "customerLabel"
        from ${table} t where ${where}${scope ? sql` and ${scope}` : sql``}
        order by 3, t.id limit ${TRACE_LIMIT}`,
  );
  let hidden = 0;
  if (scope) {
    const [{ n }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${table} t where ${where} and not (${scope})`,
    );
    hidden = n;
  }
  if (rows.length === 0 && hidden === 0) return undefined;
  return {
    key: def.key,
    title: def.title,
    rows: rows.map((r) => ({ ...r, qty: r.qty === null ? null : Number(r.qty) })),
    hidden,
  };
}

export async function batchDocuments(
  db: DbOrTx,
  registry: DocumentRegistry,
  user: AuthUser,
  input: { productId: number; batchNo: string; except: string },
): Promise<BatchDocumentGroup[]> {
  const groups: BatchDocumentGroup[] = [];
  for (const carrier of carriers(registry, input.except)) {
    if (!allowed(user, carrier.def.access.view)) continue;
    const group = await traceOne(db, registry, user, carrier, input.productId, input.batchNo);
    if (group) groups.push(group);
  }
  return groups;
}
