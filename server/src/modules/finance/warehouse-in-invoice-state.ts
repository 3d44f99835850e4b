import { sql } from 'drizzle-orm';

/**
 * 开票状态 of a material warehouse-in (SPEC §4 warehouse-in-invoice), derived from the purchase
 * invoices drawing on its lines: 待复核 while an invoice naming it waits for 复核; else 未开票 while
 * a line still has something to bill (received − returned − invoiced > 0) or nothing is invoiced; else 已核销 when every
 * issued invoice naming it is written off, 未核销 otherwise. Served with the warehouse-in's list
 * and detail (inventory registers it; the SQL is finance's, whose tables it reads).
 */
const invoicesOf = (statuses: string) =>
  sql.raw(`exists (select 1 from fin_purchase_invoices_items fi join fin_purchase_invoices f on f.id = fi.doc_id
    join inv_material_ins_items l on l.id = fi.warehouse_in_line_id
    where l.doc_id = t.id and f.status in (${statuses}))`);

export const warehouseInInvoiceState = sql`(case
  when ${invoicesOf(`'APPROVAL_PENDING'`)} then 'APPROVAL_PENDING'
  when exists (select 1 from inv_material_ins_items l where l.doc_id = t.id
    and coalesce(l.invoiced_qty, 0) + coalesce(l.returned_qty, 0) < l.qty)
    or not ${invoicesOf(`'UNVERIFIED', 'VERIFIED'`)} then 'NOT_INVOICED'
  when ${invoicesOf(`'UNVERIFIED'`)} then 'UNVERIFIED'
  else 'VERIFIED' end)`;
