import { ResultCode } from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';

export type OrderType = 'NORMAL' | 'MANUAL';

interface SourcedLine {
  materielId?: number | null;
  applyLineId?: number | null;
  requestLineId?: number | null;
}

interface SourceRow {
  id: number;
  materiel_id: number | null;
  label: string;
}

const sources = (table: string, ids: number[]): SQL =>
  sql`select l.id, l.materiel_id, d.number || ' 第' || l.line_no || '行' as label
      from ${sql.identifier(`${table}_items`)} l join ${sql.identifier(table)} d on d.id = l.doc_id
      where l.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/**
 * What an order's lines may come from. A 手工采购 order is keyed without applies or requests (a
 * spot buy), so none of its lines names one; a line names at most one source; and a line from a
 * source that names a material buys that material — a request's line of an item not yet in the
 * master data leaves the choice to purchasing. (How much may be drawn is the chain's rule.)
 */
export async function assertOrderSources(
  db: DbOrTx,
  orderType: OrderType,
  lines: readonly SourcedLine[],
): Promise<void> {
  const applyIds: number[] = [];
  const requestIds: number[] = [];
  for (const [index, line] of lines.entries()) {
    const what = `第${index + 1}行`;
    if (line.applyLineId != null && line.requestLineId != null)
      fail(ResultCode.VALIDATION, `${what}：不能同时来自采购申请和采购需求`);
    if (orderType === 'MANUAL' && (line.applyLineId != null || line.requestLineId != null))
      fail(
        ResultCode.BUSINESS_RULE,
        `手工采购订单不从采购申请或采购需求下单，${what}请删去来源，或在采购订单中下单`,
      );
    if (line.applyLineId != null) applyIds.push(line.applyLineId);
    if (line.requestLineId != null) requestIds.push(line.requestLineId);
  }
  const found = new Map<string, SourceRow>();
  if (applyIds.length)
    for (const r of await queryRows<SourceRow>(db, sources('pur_applies', applyIds)))
      found.set(`a${r.id}`, { ...r, label: `采购申请 ${r.label}` });
  if (requestIds.length)
    for (const r of await queryRows<SourceRow>(db, sources('pur_requests', requestIds)))
      found.set(`r${r.id}`, { ...r, label: `采购需求 ${r.label}` });
  for (const [index, line] of lines.entries()) {
    const key = line.applyLineId != null ? `a${line.applyLineId}` : `r${line.requestLineId}`;
    if (line.applyLineId == null && line.requestLineId == null) continue;
    const source = found.get(key);
    if (!source) fail(ResultCode.BUSINESS_RULE, `第${index + 1}行：所选来源明细不存在`);
    if (source.materiel_id != null && line.materielId != null && source.materiel_id !== line.materielId)
      fail(ResultCode.BUSINESS_RULE, `第${index + 1}行：物料与${source.label}的物料不一致`);
  }
}
