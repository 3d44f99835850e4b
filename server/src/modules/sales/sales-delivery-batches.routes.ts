import {
  batchExpired,
  companyToday,
  formatQty,
  formatYmd,
  ResultCode,
  salesDelivery,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { type DbOrTx, queryRows } from '../../platform/db/client.ts';
import { lineAmount } from '../../platform/documents/amounts.ts';
import { lockRow } from '../../platform/documents/document-record.ts';
import { scopeWhere } from '../../platform/documents/document-scope.ts';
import { fail } from '../../platform/http/app-error.ts';
import { INT4_MAX, recordId, recordIdQuery, recordVersion } from '../../platform/http/id-schemas.ts';
import { addRoute } from '../../platform/http/route.ts';
import { deliverableBatches } from './sales-delivery.hooks.ts';

/**
 * The store changes a delivery's batches (issue 16: FEFO by default, the store may change them):
 * while it waits for review or for 出库, the store replaces the batches and slots of its lines,
 * each order line keeping its quantity, from batches of the delivery's warehouse and product with
 * stock free for it — what nobody holds plus what the delivery's orders hold — never one expired
 * by the delivery's date. The 出库 posting checks the stock again.
 */
const store = { permission: 'warehouse-review' } as const;
const changeable = ['APPROVAL_PENDING', 'OUT_PUT_WAREHOUSE_PENDING'];

interface Line {
  id: number;
  order_line_id: number;
  product_id: number;
  label: string;
  batch_no: string | null;
  allocation_id: number | null;
  qty: string;
  sale_price: string | null;
}

interface Pick {
  batchNo: string;
  allocationId: number;
  qty: number;
}

const keyOf = (productId: number, p: { batchNo: string; allocationId: number }) =>
  `${productId}|${p.batchNo}|${p.allocationId}`;

async function linesOf(db: DbOrTx, id: number): Promise<Line[]> {
  return queryRows<Line>(
    db,
    sql`select di.id, di.order_line_id, di.product_id, p.code || ' ' || p.name as label, di.batch_no,
               di.allocation_id, di.qty, di.sale_price
        from sal_deliveries_items di join md_products p on p.id = di.product_id
        where di.doc_id = ${id} order by di.line_no`,
  );
}

async function orderIdsOf(db: DbOrTx, lines: Line[]): Promise<number[]> {
  const ids = [...new Set(lines.map((l) => l.order_line_id))];
  if (ids.length === 0) return [];
  const rows = await queryRows<{ doc_id: number }>(
    db,
    sql`select distinct doc_id from sal_orders_items where id in (${sql.join(
      ids.map((x) => sql`${x}`),
      sql`, `,
    )})`,
  );
  return rows.map((r) => r.doc_id);
}

/** What a product's batches offer this delivery: free + its orders' holds, less what `others` take. */
async function offered(
  db: DbOrTx,
  productId: number,
  warehouseId: number,
  orderIds: number[],
  others: readonly Line[],
) {
  const taken = new Map<string, number>();
  for (const l of others)
    if (l.product_id === productId && l.batch_no) {
      const k = keyOf(productId, { batchNo: l.batch_no, allocationId: l.allocation_id ?? 0 });
      taken.set(k, (taken.get(k) ?? 0) + Number(l.qty));
    }
  return (await deliverableBatches(db, productId, warehouseId, orderIds)).map((b) => ({
    batchNo: b.batch_no,
    allocationId: b.allocation_id,
    expiryDate: b.expiry_date,
    qty:
      Number(b.available) -
      (taken.get(keyOf(productId, { batchNo: b.batch_no, allocationId: b.allocation_id })) ?? 0),
  }));
}

/** Slot id → its code and name (0, no slot: none). */
async function slotLabels(db: DbOrTx, of: readonly { allocationId: number }[]) {
  const ids = [...new Set(of.map((o) => o.allocationId).filter((id) => id > 0))];
  if (ids.length === 0) return new Map<number, string>();
  const rows = await queryRows<{ id: number; label: string }>(
    db,
    sql`select id, code || ' ' || name as label from md_allocations where id in (${sql.join(
      ids.map((x) => sql`${x}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, r.label]));
}

async function deliveryOf(app: FastifyInstance, db: DbOrTx, user: AuthUser, id: number) {
  // Outside the reader's record rule the delivery answers as a missing one.
  const doc = await lockRow(db, salesDelivery, id, scopeWhere(app.documents, salesDelivery, user));
  return {
    id,
    status: String(doc.status),
    version: Number(doc.version),
    warehouseId: Number(doc.warehouse_id),
    outDate: typeof doc.out_date === 'string' ? doc.out_date : companyToday(),
  };
}

const qty = z
  .number({ error: '请输入数量' })
  .int('数量格式不正确')
  .positive('数量必须大于0')
  .max(Number.MAX_SAFE_INTEGER, '数量超出范围');

export function salesDeliveryBatchRoutes(app: FastifyInstance): void {
  const tags = [salesDelivery.key];
  addRoute(app, {
    method: 'GET',
    url: '/order/queryProductStockOutBatches',
    summary: '销售出库单某订单明细可选的批号（仓库调整批号用）',
    tags,
    access: store,
    query: z.object({
      id: recordIdQuery('单据编号无效'),
      orderLineId: recordIdQuery('订单明细编号无效'),
    }),
    handler: async ({ query, user }) => {
      const doc = await deliveryOf(app, app.db, user!, query.id);
      const lines = await linesOf(app.db, doc.id);
      const own = lines.filter((l) => l.order_line_id === query.orderLineId);
      if (own.length === 0) fail(ResultCode.NOT_FOUND, '订单明细不在此出库单上');
      const others = lines.filter((l) => l.order_line_id !== query.orderLineId);
      const { product_id: productId } = own[0];
      const batches = await offered(
        app.db,
        productId,
        doc.warehouseId,
        await orderIdsOf(app.db, lines),
        others,
      );
      const slots = await slotLabels(app.db, [
        ...batches,
        ...own.map((l) => ({ allocationId: l.allocation_id ?? 0 })),
      ]);
      return {
        orderLineId: query.orderLineId,
        productId,
        label: own[0].label,
        qty: own.reduce((s, l) => s + Number(l.qty), 0),
        outDate: doc.outDate,
        current: own.map((l) => ({
          batchNo: l.batch_no,
          allocationId: l.allocation_id ?? 0,
          allocationLabel: slots.get(l.allocation_id ?? 0) ?? null,
          qty: Number(l.qty),
        })),
        batches: batches
          .filter((b) => b.qty > 0)
          .map((b) => ({
            ...b,
            allocationLabel: slots.get(b.allocationId) ?? null,
            expired: batchExpired(b.expiryDate, doc.outDate),
          })),
      };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/order/saveProductStockOutBatches',
    summary: '仓库调整销售出库单的批号与货位（每个订单明细数量不变）',
    tags,
    access: store,
    body: z.object({
      id: recordId('单据编号无效', '请指定单据'),
      version: recordVersion,
      lines: z
        .array(
          z.object({
            orderLineId: recordId('订单明细编号无效', '请指定订单明细'),
            batchNo: z
              .string({ error: '请选择批号' })
              .trim()
              .min(1, '请选择批号')
              .max(40, '批号不能超过40个字符'),
            allocationId: z.number().int().min(0).max(INT4_MAX, '货位无效').nullable().default(0),
            qty,
          }),
        )
        .min(1, '请至少分配一个批号'),
    }),
    handler: ({ body, request }) =>
      app.db.transaction(async (db) => {
        const doc = await deliveryOf(app, db, request.authUser!, body.id);
        if (doc.version !== body.version) fail(ResultCode.CONFLICT);
        if (!changeable.includes(doc.status))
          fail(ResultCode.BUSINESS_RULE, '只有待审核或待出库的销售出库单可以调整批号');
        const lines = await linesOf(db, doc.id);
        const picks = new Map<number, Pick[]>();
        for (const l of body.lines) {
          const list = picks.get(l.orderLineId) ?? [];
          list.push({ batchNo: l.batchNo, allocationId: l.allocationId ?? 0, qty: l.qty });
          picks.set(l.orderLineId, list);
        }
        const after = await repicked(db, doc, lines, picks);
        await rewriteLines(db, doc.id, lines, after);
        await db.execute(
          sql`update sal_deliveries set version = version + 1, modify_by = ${request.authUser!.userName},
              modify_at = now(), sale_amount = (select sum(sale_amount) from sal_deliveries_items where doc_id = ${doc.id})
              where id = ${doc.id}`,
        );
        const show = (ls: { label: string; batch_no: string | null; qty: string | number }[]) =>
          ls.map((l) => `${l.label} ${l.batch_no ?? ''} ${formatQty(Number(l.qty))}`);
        await recordAudit(db, request, {
          action: 'PICK',
          entity: salesDelivery.key,
          entityId: doc.id,
          before: { lines: show(lines) },
          after: { lines: show(after) },
        });
        return { id: doc.id };
      }),
  });
}

/**
 * The delivery's lines after the store's picks: each named order line's lines replaced by its
 * picks (same total), checked against the batches on offer; the others kept as they are.
 */
async function repicked(
  db: DbOrTx,
  doc: { warehouseId: number; outDate: string },
  lines: Line[],
  picks: Map<number, Pick[]>,
): Promise<Line[]> {
  const after: Line[] = [];
  const done = new Set<number>();
  for (const line of lines) {
    const chosen = picks.get(line.order_line_id);
    if (!chosen) {
      after.push(line);
      continue;
    }
    if (done.has(line.order_line_id)) continue;
    done.add(line.order_line_id);
    const own = lines.filter((l) => l.order_line_id === line.order_line_id);
    const want = own.reduce((s, l) => s + Number(l.qty), 0);
    const got = chosen.reduce((s, p) => s + p.qty, 0);
    if (got !== want)
      fail(
        ResultCode.BUSINESS_RULE,
        `${line.label}：批号合计 ${formatQty(got)} kg 与出库数量 ${formatQty(want)} kg 不一致`,
      );
    for (const p of chosen)
      after.push({ ...line, batch_no: p.batchNo, allocation_id: p.allocationId || null, qty: String(p.qty) });
  }
  for (const id of picks.keys()) if (!done.has(id)) fail(ResultCode.BUSINESS_RULE, '订单明细不在此出库单上');

  const orderIds = await orderIdsOf(db, lines);
  const changed = after.filter((l) => picks.has(l.order_line_id));
  for (const productId of new Set(changed.map((l) => l.product_id))) {
    const onOffer = await offered(db, productId, doc.warehouseId, orderIds, []);
    const taking = new Map<string, number>();
    for (const l of after)
      if (l.product_id === productId && l.batch_no) {
        const k = keyOf(productId, { batchNo: l.batch_no, allocationId: l.allocation_id ?? 0 });
        taking.set(k, (taking.get(k) ?? 0) + Number(l.qty));
      }
    for (const l of changed.filter((c) => c.product_id === productId)) {
      const pick = { batchNo: l.batch_no ?? '', allocationId: l.allocation_id ?? 0 };
      const batch = onOffer.find((b) => keyOf(productId, b) === keyOf(productId, pick));
      const what = `${l.label} 批号 ${pick.batchNo}`;
      if (!batch) fail(ResultCode.BUSINESS_RULE, `${what} 在发货仓库（该货位）没有可发库存`);
      if (batchExpired(batch.expiryDate, doc.outDate))
        fail(ResultCode.BUSINESS_RULE, `${what} 已于 ${formatYmd(batch.expiryDate ?? '')} 过期，不能发货`);
      const need = taking.get(keyOf(productId, pick)) ?? 0;
      if (need > batch.qty)
        fail(
          ResultCode.BUSINESS_RULE,
          `${what} 可发 ${formatQty(batch.qty)} kg，本单需 ${formatQty(need)} kg`,
        );
    }
  }
  return after;
}

/**
 * Writes the lines in order: an order line's first lines keep their ids (and history), extra
 * picks are new lines, lines no longer needed go; the selling amount follows each line's qty.
 */
async function rewriteLines(db: DbOrTx, docId: number, before: Line[], after: Line[]) {
  const free = new Map<number, number[]>();
  for (const l of before) free.set(l.order_line_id, [...(free.get(l.order_line_id) ?? []), l.id]);
  const kept = new Set<number>();
  const rows = after.map((l) => {
    const id = free.get(l.order_line_id)?.shift();
    if (id !== undefined) kept.add(id);
    return { ...l, id };
  });
  const gone = before.filter((l) => !kept.has(l.id)).map((l) => sql`${l.id}`);
  if (gone.length)
    await db.execute(sql`delete from sal_deliveries_items where id in (${sql.join(gone, sql`, `)})`);
  for (const [index, l] of rows.entries()) {
    const amount = l.sale_price == null ? null : lineAmount(Number(l.qty), Number(l.sale_price));
    if (l.id !== undefined)
      await db.execute(
        sql`update sal_deliveries_items set line_no = ${index + 1}, batch_no = ${l.batch_no},
            allocation_id = ${l.allocation_id}, qty = ${l.qty}, sale_amount = ${amount} where id = ${l.id}`,
      );
    else
      await db.execute(
        sql`insert into sal_deliveries_items
              (doc_id, line_no, product_id, batch_no, allocation_id, qty, sale_price, sale_amount, order_line_id)
            values (${docId}, ${index + 1}, ${l.product_id}, ${l.batch_no}, ${l.allocation_id}, ${l.qty},
              ${l.sale_price}, ${amount}, ${l.order_line_id})`,
      );
  }
}
