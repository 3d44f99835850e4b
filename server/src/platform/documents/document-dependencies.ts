import { type DocumentDef, type Fields, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.ts';
import { fail } from '../http/app-error.ts';
import { columnName } from './document-table.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * The server half of a dependent picker (`dependsOn`): the form only offers what fits, but a
 * caller may send anything, so a save whose choice belongs to another parent (a slot of another
 * warehouse) is refused here, whatever the form did.
 */
type Values = Record<string, unknown>;

async function checkOne(
  db: DbOrTx,
  registry: DocumentRegistry,
  fields: Fields,
  values: Values,
  parentOf: (name: string) => { value: unknown; label: string },
  where: string,
) {
  for (const [name, field] of Object.entries(fields)) {
    if (field.kind !== 'ref' || !field.dependsOn || values[name] == null) continue;
    const parent = parentOf(field.dependsOn.field);
    if (parent.value == null)
      fail(ResultCode.BUSINESS_RULE, `${where}请先选择${parent.label}，再选${field.label}`);
    const target = registry.get(field.target).def;
    const [row] = await queryRows<{ parent: unknown }>(
      db,
      sql`select ${sql.identifier(columnName(field.dependsOn.param))} as parent
          from ${sql.identifier(target.table)} where id = ${values[name] as number}`,
    );
    if (row && row.parent !== parent.value)
      fail(ResultCode.BUSINESS_RULE, `${where}${field.label}不属于所选${parent.label}`);
  }
}

/**
 * Checks the header's and the lines' dependent references; a header field the save leaves out is
 * read from the stored record (`before`, by column).
 */
export async function checkDependencies(
  db: DbOrTx,
  registry: DocumentRegistry,
  def: DocumentDef,
  values: Values,
  before: Values | undefined,
  lines: readonly Values[] | undefined,
) {
  const header = (name: string) => ({
    value: name in values ? values[name] : before?.[columnName(name)],
    label: def.fields[name]?.label ?? name,
  });
  await checkOne(db, registry, def.fields, values, header, '');
  const lineFields = def.items?.fields;
  if (!lineFields) return;
  for (const [i, line] of (lines ?? []).entries())
    await checkOne(
      db,
      registry,
      lineFields,
      line,
      (name) => (name in lineFields ? { value: line[name], label: lineFields[name].label } : header(name)),
      `第${i + 1}行：`,
    );
}
