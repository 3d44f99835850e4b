import { formatQty, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/app-error.ts';

/**
 * The source lines a blue invoice bills, on one side: the warehouse-in's (采购发票) or the
 * delivery's (销售发票) — their tables, the item's column, table and noun, and how the source is
 * named in a refusal (入库单 … 入库, 出库单 … 出库).
 */
export interface BillableSide {
  items: string;
  docs: string;
  item: { column: string; table: string; noun: string };
  noun: string;
  verb: string;
}

export const warehouseInBillable: BillableSide = {
  items: 'inv_material_ins_items',
  docs: 'inv_material_ins',
  item: { column: 'materiel_id', table: 'md_materiels', noun: '物料' },
  noun: '入库单',
  verb: '入库',
};

export const deliveryBillable: BillableSide = {
  items: 'sal_deliveries_items',
  docs: 'sal_deliveries',
  item: { column: 'product_id', table: 'md_products', noun: '产品' },
  noun: '出库单',
  verb: '出库',
};

interface Source {
  id: number;
  number: string;
  qty: string;
  returned: string;
  invoiced: string;
  label: string;
}

/**
 * What may still be billed of a source line (DESIGN §5a): received (delivered) − returned − billed,
 * where billed is 已开票数量 — issued invoices net of the red letters that gave quantity back (开票有误,
 * 退货; a 折让 gives none). Refused at save, per source line over the invoice's lines together,
 * naming the line, the item and the figures; the link refuses the same at 复核, when the draw is made.
 */
export async function assertBillable(
  db: DbOrTx,
  side: BillableSide,
  lines: readonly { sourceLineId: number | null | undefined; qty: number }[],
): Promise<void> {
  const ids = [...new Set(lines.flatMap((l) => (l.sourceLineId == null ? [] : [l.sourceLineId])))];
  if (ids.length === 0) return;
  const t = (name: string) => sql.identifier(name);
  const sources = new Map(
    (
      await queryRows<Source>(
        db,
        sql`select l.id, d.number, l.qty, coalesce(l.returned_qty, 0) as returned,
                   coalesce(l.invoiced_qty, 0) as invoiced, concat_ws(' ', m.code, m.name) as label
            from ${t(side.items)} l join ${t(side.docs)} d on d.id = l.doc_id
            left join ${t(side.item.table)} m on m.id = l.${t(side.item.column)}
            where l.id in (${sql.join(
              ids.map((x) => sql`${x}`),
              sql`, `,
            )})`,
      )
    ).map((r) => [r.id, r]),
  );
  const asked = new Map<number, number>();
  for (const [index, line] of lines.entries()) {
    const s = line.sourceLineId == null ? undefined : sources.get(line.sourceLineId);
    if (!s) continue;
    const qty = (asked.get(s.id) ?? 0) + line.qty;
    asked.set(s.id, qty);
    const returned = Number(s.returned);
    const invoiced = Number(s.invoiced);
    const room = Math.max(Number(s.qty) - returned - invoiced, 0);
    if (qty <= room) continue;
    const billed = invoiced > 0 ? `，已开票 ${formatQty(invoiced)} kg` : '';
    fail(
      ResultCode.BUSINESS_RULE,
      `第${index + 1}行：${side.item.noun} ${s.label} 开票 ${formatQty(qty)} kg，超出可开票数量 ${formatQty(room)} kg（${side.noun} ${s.number} ${side.verb} ${formatQty(Number(s.qty))} kg，已退货 ${formatQty(returned)} kg${billed}）`,
    );
  }
}
