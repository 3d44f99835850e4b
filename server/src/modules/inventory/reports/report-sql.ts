import {
  type DocumentDef,
  materialSide,
  materiel,
  product,
  productSide,
  type StockSide,
  trustedSide,
} from '@tiangong/domain';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern, nameContains } from '../../../platform/documents/document-search.ts';
import type { ReportFilters } from '../../../platform/reports/report.routes.ts';
import { valuedStockNow } from '../stock-valuation.ts';

/**
 * SQL pieces the stock reports of every side share (material, product, trusted): the item
 * filters, the labels of what a row names, balances at a date from the last month-end snapshot
 * plus the moves since (never a replay of all history), and the valued keys of stock now. Every
 * query takes a side's `StockSql`; the item is always aliased `m`, its category `mt`.
 */
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

export function dateRange(f: ReportFilters): { start?: string; end?: string } {
  return { start: str(f.businessDateStart), end: str(f.businessDateEnd) };
}

/** Where a side's items and their categories live. */
const itemTables: Record<
  StockSide['itemRef'],
  { items: string; types: string; typeColumn: string; def: DocumentDef }
> = {
  materiel: {
    items: 'md_materiels',
    types: 'md_materiel_types',
    typeColumn: 'materiel_type_id',
    def: materiel,
  },
  product: { items: 'md_products', types: 'md_product_types', typeColumn: 'product_type_id', def: product },
};

export function stockSql(side: StockSide) {
  const KIND = sql`${side.kind}`;
  const t = itemTables[side.itemRef];
  const itemTable = sql.identifier(t.items);
  const typeColumn = sql`m.${sql.identifier(t.typeColumn)}`;

  /**
   * Conditions on alias `m` (the item) and the row's warehouse, item and batch columns, from the
   * common filters; rows without a batch (per-warehouse totals) are not filtered by batch.
   */
  function where(f: ReportFilters, warehouseColumn: SQL, itemColumn: SQL, batchColumn?: SQL): SQL {
    const parts: SQL[] = [sql`true`];
    const code = str(f.code);
    // The item's code or name, the name by its pinyin too (yhth, yanghuatiehong).
    if (code)
      parts.push(sql`(m.code ilike ${containsPattern(code)} or ${nameContains(t.def, 'name', code, 'm')})`);
    if (num(f[side.type]) !== undefined) parts.push(sql`${typeColumn} = ${num(f[side.type])}`);
    if (num(f[side.item]) !== undefined) parts.push(sql`${itemColumn} = ${num(f[side.item])}`);
    if (num(f.warehouseId) !== undefined) parts.push(sql`${warehouseColumn} = ${num(f.warehouseId)}`);
    if (str(f.batchNo) && batchColumn) parts.push(sql`${batchColumn} = ${str(f.batchNo)}`);
    // An owned side's rows are each one customer's: the owner of the row's batch.
    const owner = num(f.customerId);
    if (side.owned && owner !== undefined && batchColumn)
      parts.push(sql`exists (select 1 from stock_batches ob_f where ob_f.item_kind = ${KIND}
        and ob_f.item_id = ${itemColumn} and ob_f.batch_no = ${batchColumn} and ob_f.owner_id = ${owner})`);
    return sql.join(parts, sql` and `);
  }

  /**
   * An owned side's owner (受托仓: the customer whose goods they are) as a column of every row:
   * joined from the row's batch (`x.batch_no`), selected with the labels, grouped with them.
   * Nothing on the other sides.
   */
  const owner = side.owned
    ? {
        join: sql`left join stock_batches ob on ob.item_kind = ${KIND} and ob.item_id = x.item_id
            and ob.batch_no = x.batch_no
          left join md_customers oc on oc.id = ob.owner_id`,
        labels: sql`, ob.owner_id as "customerId", oc.code || ' ' || oc.name as "customerLabel"`,
        group: sql`, ob.owner_id, oc.code, oc.name`,
      }
    : { join: sql``, labels: sql``, group: sql`` };

  /** Conditions on the item alone (alias `m`): what may narrow the items valued together. */
  const itemWhere = (f: ReportFilters) =>
    where({ ...f, warehouseId: undefined, batchNo: undefined }, sql`m.id`, sql`m.id`);

  /**
   * Stock per key at the start of `date` (moves dated before it): the last closed month's
   * snapshot before that date, plus the moves between the snapshot and the date.
   */
  function balancesBefore(date: string | undefined): SQL {
    const month = date ? date.slice(0, 6) : '999999';
    const snapshot = sql`(select max(period) from stock_periods where item_kind = ${KIND} and status = 'CLOSED'
      and period < ${month})`;
    return sql`select item_id, warehouse_id, allocation_id, batch_no, sum(qty)::bigint as qty, sum(value)::bigint as value from (
        select item_id, warehouse_id, allocation_id, batch_no, qty, value from stock_closings
        where item_kind = ${KIND} and period = ${snapshot}
        union all
        select item_id, warehouse_id, allocation_id, batch_no, qty, value from stock_moves
        where item_kind = ${KIND} and business_date > coalesce(${snapshot} || '31', '')
          ${date ? sql`and business_date < ${date}` : sql``}
      ) s group by item_id, warehouse_id, allocation_id, batch_no`;
  }

  /**
   * Each key (item × warehouse × slot × batch) with stock now and its value: its share of the
   * item's value (stock-valuation.ts), so batches add up to their warehouse and warehouses to the
   * item, exactly. Join as `av` on the row's key with `joinValuedStock`.
   */
  const valuedStock = (f: ReportFilters) =>
    valuedStockNow(KIND, sql`item_id in (select m.id from ${itemTable} m where ${itemWhere(f)})`);

  return {
    side,
    KIND,
    itemTable,
    typeColumn,
    typeTable: sql.identifier(t.types),
    where,
    itemWhere,
    balancesBefore,
    valuedStock,
    joinValuedStock: (f: ReportFilters) =>
      sql`left join (${valuedStock(f)}) av on av.item_id = x.item_id and av.warehouse_id = x.warehouse_id
            and av.allocation_id = x.allocation_id and av.batch_no = x.batch_no`,
    /** Item code, name, category and warehouse with their labels; `x` has item_id and warehouse_id. */
    labels: sql`m.id as ${sql.identifier(side.item)}, m.code, m.name,
      m.code || ' ' || m.name as ${sql.identifier(`${side.item.replace(/Id$/, '')}Label`)},
      ${typeColumn} as ${sql.identifier(side.type)},
      mt.code || ' ' || mt.name as ${sql.identifier(`${side.type.replace(/Id$/, '')}Label`)},
      x.warehouse_id as "warehouseId", w.code || ' ' || w.name as "warehouseLabel" ${owner.labels}`,
    /** What a query grouping by the labels groups by as well (the owner, on an owned side). */
    ownerGroup: owner.group,
    /** The item's own columns only (ledgers per item, not per warehouse). */
    itemLabels: sql`m.id as ${sql.identifier(side.item)}, m.code, m.name, ${typeColumn} as ${sql.identifier(side.type)},
      mt.code || ' ' || mt.name as ${sql.identifier(`${side.type.replace(/Id$/, '')}Label`)}`,
    joins: sql`join ${itemTable} m on m.id = x.item_id
      left join ${sql.identifier(t.types)} mt on mt.id = ${typeColumn}
      left join md_warehouses w on w.id = x.warehouse_id ${owner.join}`,
    itemJoins: sql`join ${itemTable} m on m.id = x.item_id left join ${sql.identifier(t.types)} mt on mt.id = ${typeColumn}`,
    /** Stock before the range: nothing when the range is open at its start (the beginning of history). */
    openingBalances: (start: string | undefined): SQL =>
      start
        ? balancesBefore(start)
        : sql`select 0 as item_id, 0 as warehouse_id, 0 as allocation_id, '' as batch_no, 0::bigint as qty, 0::bigint as value where false`,
    /** Moves dated within the range (both ends included). */
    movesWithin: (f: ReportFilters): SQL => {
      const { start, end } = dateRange(f);
      return sql`select * from stock_moves where item_kind = ${KIND}
        ${start ? sql`and business_date >= ${start}` : sql``} ${end ? sql`and business_date <= ${end}` : sql``}`;
    },
  };
}

export type StockSql = ReturnType<typeof stockSql>;

export const materialSql = stockSql(materialSide);
export const productSql = stockSql(productSide);
export const trustedSql = stockSql(trustedSide);

/** Each side's SQL, by its stock kind. */
export const sideSql = { MATERIAL: materialSql, PRODUCT: productSql, TRUSTED: trustedSql } as const;

/**
 * The documents that move stock: how a move of each is named on a ledger (its reversal too), and
 * the table holding its number. One list for every side (document keys are unique).
 */
const moveSources: { docKey: string; table: string; title: string; reversed?: string; gain?: string }[] = [
  { docKey: 'material-warehouse-in', table: 'inv_material_ins', title: '物料入库', reversed: '入库红冲' },
  { docKey: 'material-requisition', table: 'inv_material_requisitions', title: '领料' },
  { docKey: 'material-warehouse-out', table: 'inv_material_outs', title: '物料出库', reversed: '出库退回' },
  { docKey: 'material-transfer', table: 'inv_material_transfers', title: '调拨' },
  { docKey: 'material-stocktaking', table: 'inv_material_stocktakings', title: '盘亏', gain: '盘盈' },
  { docKey: 'product-warehouse-in', table: 'inv_product_ins', title: '产品入库', reversed: '入库红冲' },
  { docKey: 'product-requisition', table: 'inv_product_requisitions', title: '产品领料' },
  { docKey: 'product-warehouse-out', table: 'inv_product_outs', title: '产品出库', reversed: '出库退回' },
  { docKey: 'product-transfer', table: 'inv_product_transfers', title: '调拨' },
  { docKey: 'product-stocktaking', table: 'inv_product_stocktakings', title: '盘亏', gain: '盘盈' },
  {
    docKey: 'product-stock-merge',
    table: 'inv_product_merges',
    title: '合并转出',
    gain: '合并转入',
    reversed: '合并红冲',
  },
  { docKey: 'product-packaging', table: 'inv_product_packagings', title: '改装损耗' },
  { docKey: 'trusted-warehouse-in', table: 'inv_trusted_ins', title: '受托入库', reversed: '入库红冲' },
  { docKey: 'trusted-requisition', table: 'inv_trusted_requisitions', title: '受托领料' },
  // Value-only moves (quantity 0): the ledgers show the amount and no quantity.
  {
    docKey: 'material-cost-adjust',
    table: 'inv_material_cost_adjusts',
    title: '成本调整',
    reversed: '成本调整冲回',
  },
  {
    docKey: 'product-cost-adjust',
    table: 'inv_product_cost_adjusts',
    title: '成本调整',
    reversed: '成本调整冲回',
  },
];

/** Chinese names of the documents that move stock (`x` is the move): reversal, gain, or its title. */
export const docTitle = sql`case x.doc_key ${sql.join(
  moveSources.map((s) => {
    const cases = [
      ...(s.reversed ? [sql`when x.reverses_move_id is not null then ${s.reversed}`] : []),
      ...(s.gain ? [sql`when x.qty > 0 then ${s.gain}`] : []),
    ];
    const title = cases.length ? sql`case ${sql.join(cases, sql` `)} else ${s.title} end` : sql`${s.title}`;
    return sql`when ${s.docKey} then ${title}`;
  }),
  sql` `,
)} else x.doc_key end`;

/** The number of each move's document. */
export const docNumber = sql`coalesce(${sql.join(
  moveSources.map(
    (s) =>
      sql`(select number from ${sql.identifier(s.table)} d where x.doc_key = ${s.docKey} and d.id = x.doc_id)`,
  ),
  sql`, `,
)})`;
