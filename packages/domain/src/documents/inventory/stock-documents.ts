import type { Permission } from '../../permissions.ts';
import type { StatusOf } from '../../statuses.ts';
import {
  type AmendDef,
  type DocumentDecl,
  defineDocument,
  defineMasterData,
  type Fields,
  type PrintDef,
  type TransitionDef,
  type TypedDocumentDef,
} from '../define.ts';
import {
  amount,
  date,
  enumOf,
  int,
  price,
  quantity,
  type RefField,
  ref,
  type ScaledField,
  type TextField,
  text,
} from '../fields.ts';
import type { LineLinkDecl } from '../links.ts';
import { itemField, type StockSide } from './stock-side.ts';

/**
 * The warehouse documents every side shares (requisition, warehouse-out, transfer, stocktaking,
 * safety stock), declared once and named per side: the material warehouse's declarations are
 * these with the material side, the product and trusted ones the same with theirs. Header fields
 * a side adds (a material out's supplier, a trusted document's owner) come as `extra`, placed
 * where the material form had them.
 *
 * The item field's name is the side's (`materielId`, `productId`), a type parameter: the compiler
 * cannot check a generic line's `dependsOn`/`pick` names, so lines are declared `as never` to
 * `defineDocument`, whose explicit type arguments keep the values typed for the hooks.
 */
const store = { permission: 'warehouse-review' } as const;

export interface DocNames {
  key: string;
  title: string;
  table: string;
  screen: string;
  api: { prefix: string; name: string };
  numberPrefix: string;
}

type Key<F> = keyof F & string;

/** Declares through defineDocument with the types given (the lines are generic, see above). */
function declare<
  F extends Fields,
  I extends Fields,
  S extends Parameters<typeof defineDocument>[0]['statuses'],
  A extends string,
>(
  decl: Omit<DocumentDecl<F, I, S, A>, 'items'> & { items: { title: string; minLines?: number; fields: I } },
): TypedDocumentDef<F, I, S, A> {
  return defineDocument<F, I, S, A>(decl as never);
}

function numbering(prefix: string) {
  return { field: 'number', prefix, period: 'day', width: 3 } as const;
}

// ---------------------------------------------------------------------------------------------
// 入库单

type InHeader = {
  number: TextField<never>;
  inDate: ReturnType<typeof date>;
  warehouseId: RefField<never>;
  redFlushDate: ReturnType<typeof date>;
  remark: TextField<never>;
};
type InLines<K extends string> = Record<K, RefField<never>> & {
  batchNo: TextField<never>;
  allocationId: RefField<never>;
  qty: ScaledField;
  productionDate: ReturnType<typeof date>;
  expiryDate: ReturnType<typeof date>;
};
/** The price and amount of a valued receipt (trusted stock has neither: it is not ours). */
const valuedLines = {
  price: price('单价（元/kg）', { permission: 'warehouse-amount' }),
  amount: amount('金额（元）', { permission: 'warehouse-amount', readOnly: true, help: '数量 × 单价' }),
};
type InAction = 'WAREHOUSE-IN' | 'INVALIDATE' | 'RED-FLUSH';

/** The lines of a side's warehouse-in: the shared ones, price and amount if valued, the extras. */
type InLinesOf<K extends string, V extends boolean, L extends Fields> = InLines<K> &
  (V extends true ? typeof valuedLines : Record<never, never>) &
  L;

export interface WarehouseInOptions<K extends string, E extends Fields, L extends Fields, V extends boolean> {
  /** Header fields after the warehouse (supplier, acceptance, owner). */
  extra: E;
  /** Line fields after the batch dates (supplier batch, the acceptance line). */
  extraLines: L;
  /** Whether the lines carry price and amount (not for trusted stock). */
  valued: V;
  /** Extra line fields printed on both copies. */
  printLines: readonly NoInfer<keyof L & string>[];
  /** Who keys a pending warehouse-in, and who may red-flush a posted one. */
  edit: Permission;
  redFlush: Permission;
  /** The signatures of the finance copy (a valued side's second print). */
  financeSignatures: readonly string[];
  minLines?: number;
  links?: readonly LineLinkDecl<
    NoInfer<InHeader & E>,
    NoInfer<InLinesOf<K, V, L>>,
    StatusOf<'warehouse-in'>
  >[];
}

/**
 * 入库单: goods received into a warehouse of the side, in batches. Posting (入库) puts the lines on
 * the stock ledger at their price (trusted stock at none); 红冲 reverses the posting. Prices and
 * amounts are warehouse amounts, hidden from store, production, quality, technical and research
 * (SPEC §6): the store keeps the copy without them, finance files the one with them.
 */
export function warehouseInDeclaration<
  const K extends string,
  E extends Fields,
  L extends Fields,
  V extends boolean,
>(side: StockSide<K>, names: DocNames, o: WarehouseInOptions<K, E, L, V>) {
  type Lines = InLinesOf<K, V, L>;
  const extraKeys = Object.keys(o.extra) as Key<E>[];
  const head = ['number', 'inDate', 'warehouseId', ...extraKeys] as const;
  const printLines = o.printLines as Key<Lines>[];
  return declare<InHeader & E, Lines, 'warehouse-in', InAction>({
    key: names.key,
    title: names.title,
    table: names.table,
    screen: names.screen,
    api: names.api,
    fields: {
      number: text('入库单号', { max: 30, immutable: true }),
      inDate: date('入库日期', { required: true, default: 'today', closedBy: side.kind }),
      warehouseId: ref('warehouse', '仓库', { required: true }),
      ...o.extra,
      redFlushDate: date('红冲日期', { readOnly: true, help: '红冲时自动填写' }),
      remark: text('备注', { max: 200, multiline: true, list: false }),
    } as InHeader & E as never,
    items: {
      title: '入库明细',
      ...(o.minLines === undefined ? {} : { minLines: o.minLines }),
      fields: {
        ...itemField(side),
        batchNo: text('批号', { required: true, max: 40 }),
        allocationId: ref('allocation', '货位', {
          dependsOn: { field: 'warehouseId', param: 'warehouseId' },
        }),
        qty: quantity('数量（kg）', { required: true }),
        ...(o.valued ? valuedLines : {}),
        productionDate: date('生产日期'),
        expiryDate: date('有效期至'),
        ...o.extraLines,
      } as Lines,
    },
    ...(o.links ? { links: o.links } : {}),
    display: ['number'],
    statuses: 'warehouse-in',
    initialStatus: 'IN_PUT_WAREHOUSE_PENDING',
    draftStatuses: ['IN_PUT_WAREHOUSE_PENDING'],
    pendingPosting: ['IN_PUT_WAREHOUSE_PENDING'],
    transitions: [
      {
        action: 'WAREHOUSE-IN',
        label: '入库',
        from: ['IN_PUT_WAREHOUSE_PENDING'],
        to: 'IN_PUT_WAREHOUSE',
        allow: store,
        audits: true,
      },
      {
        action: 'INVALIDATE',
        label: '作废',
        from: ['IN_PUT_WAREHOUSE_PENDING'],
        to: 'DISCARDED',
        allow: store,
      },
      {
        // A red flush reverses every move of the posting with opposite moves dated today.
        action: 'RED-FLUSH',
        label: '红冲',
        from: ['IN_PUT_WAREHOUSE'],
        to: 'DISCARDED',
        allow: { permission: o.redFlush },
      },
    ],
    numbering: numbering(names.numberPrefix),
    access: { view: 'session', edit: { permission: o.edit } },
    list: {
      filters: [...head, 'status'],
      columns: [...head, 'redFlushDate', 'status'],
      defaultSort: { field: 'number', order: 'desc' },
    },
    print: {
      title: o.valued ? `${names.title}（仓库联）` : names.title,
      fields: [...head, 'remark'],
      items: [side.item, 'batchNo', 'allocationId', 'qty', 'productionDate', 'expiryDate', ...printLines],
      signatures: ['交货人', '仓管员', '制单人'],
    },
    prints: o.valued
      ? [
          {
            title: `${names.title}（财务联）`,
            fields: [...head, 'redFlushDate', 'remark'],
            items: [side.item, 'batchNo', 'qty', 'price', 'amount', ...printLines],
            signatures: o.financeSignatures,
          },
        ]
      : [],
  });
}

// ---------------------------------------------------------------------------------------------
// 领料单

type RequisitionHeader = {
  number: TextField<never>;
  applyDate: ReturnType<typeof date>;
  warehouseId: RefField<never>;
  departmentId: RefField<never>;
  applicantId: RefField<'departmentId'>;
  usage: TextField<never>;
  remark: TextField<never>;
};
type RequisitionLines<K extends string> = Record<K, RefField<never>> & {
  qty: ScaledField;
  pickedBatches: TextField<never>;
  remark: TextField<never>;
};
type RequisitionAction = 'WAREHOUSE-REQUISITION' | 'INVALIDATE' | 'ACCOUNTING-AUDIT' | 'ACCOUNTING-UNAUDIT';

/** 财务审核 of a collected requisition: a mark, not a status (trusted stock has no value to audit). */
export const accountingAuditFields = {
  accountingAuditor: text('财务审核人', { max: 40, readOnly: true }),
  accountingAuditDate: date('财务审核日期', { readOnly: true }),
};

/**
 * 领料单: production or the lab asks for goods. Saving it picks batches (earliest expiry, then
 * earliest received; several batches on one line when one is not enough) and reserves them, so
 * nobody else can issue them; 领料 issues exactly the reserved batches. Where the side's stock has
 * value, finance audits collected requisitions (财务审核) and may take the audit back.
 */
export function requisitionDeclaration<const K extends string, E extends Fields>(
  side: StockSide<K>,
  names: DocNames & { prints: [string, string] },
  extra: E,
) {
  const audited = 'accountingAuditor' in extra;
  const finance = { permission: 'finance-review' } as const;
  const extraKeys = Object.keys(extra) as Key<E>[];
  const transitions: TransitionDef<StatusOf<'warehouse-requisition'>, RequisitionAction>[] = [
    {
      action: 'WAREHOUSE-REQUISITION',
      label: '领料',
      from: ['OUT_PUT_WAREHOUSE_PENDING'],
      to: 'OUT_PUT_WAREHOUSE',
      allow: store,
      audits: true,
    },
    {
      action: 'INVALIDATE',
      label: '作废',
      from: ['OUT_PUT_WAREHOUSE_PENDING'],
      to: 'DISCARDED',
      allow: store,
    },
  ];
  if (audited)
    transitions.push(
      {
        action: 'ACCOUNTING-AUDIT',
        label: '财务审核',
        from: ['OUT_PUT_WAREHOUSE'],
        to: 'OUT_PUT_WAREHOUSE',
        allow: finance,
        when: { field: 'accountingAuditor', empty: true },
      },
      {
        action: 'ACCOUNTING-UNAUDIT',
        label: '财务反审核',
        from: ['OUT_PUT_WAREHOUSE'],
        to: 'OUT_PUT_WAREHOUSE',
        allow: finance,
        when: { field: 'accountingAuditor', empty: false },
      },
    );
  const owner = extraKeys.filter((k) => k === 'customerId');
  const header = [
    'number',
    'applyDate',
    'warehouseId',
    ...owner,
    'departmentId',
    'applicantId',
    'usage',
  ] as const;
  return declare<RequisitionHeader & E, RequisitionLines<K>, 'warehouse-requisition', RequisitionAction>({
    key: names.key,
    title: names.title,
    table: names.table,
    screen: names.screen,
    api: names.api,
    fields: {
      number: text('领料单号', { max: 30, immutable: true }),
      applyDate: date('领料日期', { required: true, default: 'today', closedBy: side.kind }),
      warehouseId: ref('warehouse', '发料仓库', { required: true }),
      // The 领料人 is one of the 领用部门's staff (issue 12's dependent picker); before 0026 both
      // were typed as text (the migration maps names to ids and keeps the rest in 备注).
      departmentId: ref('department', '领用部门', { required: true }),
      applicantId: ref('staff', '领料人', {
        required: true,
        dependsOn: { field: 'departmentId', param: 'departmentId' },
      }),
      usage: text('用途', { max: 100 }),
      ...extra,
      remark: text('备注', { max: 200, multiline: true, list: false }),
    } as RequisitionHeader & E as never,
    items: {
      title: '领料明细',
      fields: {
        ...itemField(side),
        qty: quantity('领料数量（kg）', { required: true }),
        pickedBatches: text('批号分配', {
          max: 400,
          readOnly: true,
          help: '保存时按先到期先出自动分配并预留，可在详情中调整',
        }),
        remark: text('备注', { max: 100 }),
      } as RequisitionLines<K>,
    },
    display: ['number'],
    statuses: 'warehouse-requisition',
    initialStatus: 'OUT_PUT_WAREHOUSE_PENDING',
    draftStatuses: ['OUT_PUT_WAREHOUSE_PENDING'],
    pendingPosting: ['OUT_PUT_WAREHOUSE_PENDING'],
    transitions,
    numbering: numbering(names.numberPrefix),
    access: { view: 'session', edit: store },
    list: {
      filters: ['number', 'applyDate', 'warehouseId', ...owner, 'departmentId', 'applicantId', 'status'],
      columns: [...header, ...(audited ? (['accountingAuditor'] as Key<E>[]) : []), 'status'],
      defaultSort: { field: 'number', order: 'desc' },
    },
    // 领料单 is what the workshop asks for; 发料单 is what the store hands out, batch by batch.
    print: {
      title: names.prints[0],
      fields: [...header, 'remark'],
      items: [side.item, 'qty', 'remark'],
      signatures: ['领料人', '部门负责人', '发料人'],
    },
    prints: [
      {
        title: names.prints[1],
        fields: header,
        items: [side.item, 'qty', 'pickedBatches'],
        signatures: ['发料人', '领料人', '仓库主管'],
      },
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// 出库单

type OutHeader = {
  number: TextField<never>;
  outDate: ReturnType<typeof date>;
  warehouseId: RefField<never>;
  receiver: TextField<never>;
  remark: TextField<never>;
};
type OutLines<K extends string> = Record<K, RefField<never>> & {
  batchNo: TextField<never>;
  allocationId: RefField<never>;
  qty: ScaledField;
  price: ScaledField;
  amount: ScaledField;
};
type OutAction = 'AUDIT' | 'SUBMIT' | 'WAREHOUSE-OUT' | 'RETURN' | 'INVALIDATE';

/** What goods sent by a carrier need on their way out: the carrier, its waybill and the consignee. */
export const shippingFields = {
  expressId: ref('express', '承运商'),
  waybillNo: text('运单号', { max: 40 }),
  receiverPhone: text('收货电话', { max: 30, format: 'digitsAndHyphens' }),
  receiverAddress: text('收货地址', { max: 200 }),
  pieces: int('件数', { min: 1, max: 9999 }),
} satisfies Fields;
export const shippingKeys = Object.keys(shippingFields) as (keyof typeof shippingFields)[];

/**
 * The waybill the store keys while doing 出库 and may correct once the goods are out (issue 35):
 * carrier, 运单号 and 件数 stay editable to it after the document has left draft, and nothing else.
 */
export const waybillAmend = {
  label: '填写运单',
  fields: ['expressId', 'waybillNo', 'pieces'],
  statuses: ['OUT_PUT_WAREHOUSE_PENDING', 'OUT_PUT_WAREHOUSE'],
  allow: store,
} as const satisfies AmendDef<keyof typeof shippingFields, StatusOf<'warehouse-out'>>;

/**
 * The lines of goods leaving a warehouse of the side at cost: item, batch (picked from what the
 * warehouse holds on the document's date), slot, quantity, and the cost filled when they leave.
 */
export function outLineFields<K extends string>(side: StockSide<K>, o: { batchRequired: boolean }) {
  return {
    ...itemField(side),
    batchNo: text<string>('批号', {
      required: o.batchRequired,
      max: 40,
      pick: {
        source: side.batchSource,
        params: { [side.item]: side.item, warehouseId: 'warehouseId' },
        on: 'outDate',
      },
      ...(o.batchRequired ? {} : { help: '不填则按先到期先出（FEFO）自动分配批号' }),
    }),
    allocationId: ref('allocation', '货位', {
      dependsOn: { field: 'warehouseId', param: 'warehouseId' },
    }),
    qty: quantity('出库数量（kg）', { required: true }),
    price: price('成本单价（元/kg）', {
      permission: 'warehouse-amount',
      readOnly: true,
      help: '出库时按移动平均成本填写',
    }),
    amount: amount('成本金额（元）', { permission: 'warehouse-amount', readOnly: true }),
  } as OutLines<K>;
}

/** A carrier's waybill (快递面单) of a shipping document: the shipping fields fill its boxes. */
export function waybillPrint<const H extends string>(head: readonly H[]) {
  return {
    title: '快递面单',
    fields: [...head, 'receiver' as const, ...shippingKeys],
    waybill: {
      express: 'expressId',
      waybillNo: 'waybillNo',
      date: 'outDate',
      warehouse: 'warehouseId',
      receiver: 'receiver',
      receiverPhone: 'receiverPhone',
      receiverAddress: 'receiverAddress',
      pieces: 'pieces',
      remark: 'remark',
    },
  };
}

/**
 * 出库单: goods leaving other than by requisition — back to the supplier, sold, scrapped.
 * Reviewed by the warehouse, then 出库 issues the lines at the moving-average cost (the price and
 * amount are filled then); 退回 brings them back.
 */
export function warehouseOutDeclaration<
  const K extends string,
  E extends Fields,
  S extends Fields = Record<never, never>,
>(side: StockSide<K>, names: DocNames & { prints: [string, string] }, extra: E, shipping?: S) {
  const extraKeys = Object.keys(extra) as Key<E>[];
  const shippingKeys = Object.keys(shipping ?? {}) as Key<S>[];
  const head = ['number', 'outDate', 'warehouseId', ...extraKeys] as const;
  return declare<OutHeader & E & S, OutLines<K>, 'warehouse-out', OutAction>({
    key: names.key,
    title: names.title,
    table: names.table,
    screen: names.screen,
    api: names.api,
    fields: {
      number: text('出库单号', { max: 30, immutable: true }),
      outDate: date('出库日期', { required: true, default: 'today', closedBy: side.kind }),
      warehouseId: ref('warehouse', '仓库', { required: true }),
      ...extra,
      receiver: text('收货方', { max: 60 }),
      ...shipping,
      remark: text('备注', { max: 200, multiline: true, list: false }),
    } as OutHeader & E & S as never,
    items: {
      title: '出库明细',
      fields: {
        ...outLineFields(side, { batchRequired: true }),
      } as OutLines<K>,
    },
    display: ['number'],
    statuses: 'warehouse-out',
    initialStatus: 'APPROVAL_PENDING',
    draftStatuses: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED'],
    pendingPosting: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED', 'OUT_PUT_WAREHOUSE_PENDING'],
    transitions: [
      {
        action: 'AUDIT',
        label: '审核',
        from: ['APPROVAL_PENDING'],
        to: 'OUT_PUT_WAREHOUSE_PENDING',
        allow: store,
        review: { rejectTo: 'APPROVAL_NOT_APPROVED' },
        audits: true,
      },
      {
        action: 'SUBMIT',
        label: '重新提交',
        from: ['APPROVAL_NOT_APPROVED'],
        to: 'APPROVAL_PENDING',
        allow: store,
        unaudits: true,
      },
      {
        action: 'WAREHOUSE-OUT',
        label: '出库',
        from: ['OUT_PUT_WAREHOUSE_PENDING'],
        to: 'OUT_PUT_WAREHOUSE',
        allow: store,
      },
      { action: 'RETURN', label: '退回', from: ['OUT_PUT_WAREHOUSE'], to: 'RETURNED', allow: store },
      {
        action: 'INVALIDATE',
        label: '作废',
        from: ['APPROVAL_PENDING', 'APPROVAL_NOT_APPROVED', 'OUT_PUT_WAREHOUSE_PENDING'],
        to: 'DISCARDED',
        allow: store,
      },
    ],
    numbering: numbering(names.numberPrefix),
    access: { view: 'session', edit: store },
    // Goods that leave by a carrier: the store keys the waybill at 出库 and corrects it after.
    ...(shipping ? { amend: waybillAmend as never } : {}),
    list: {
      filters: [...head, 'status'],
      columns: [...head, 'receiver', 'status'],
      defaultSort: { field: 'number', order: 'desc' },
    },
    print: {
      title: names.title,
      fields: [...head, 'receiver', 'remark'],
      items: [side.item, 'batchNo', 'allocationId', 'qty'],
      signatures: ['仓管员', '收货人', '审核人'],
    },
    prints: [
      {
        title: names.prints[0],
        fields: [...head, 'receiver'],
        items: [side.item, 'batchNo', 'qty', 'price', 'amount'],
        signatures: ['仓管员', '财务审核'],
      },
      {
        title: names.prints[1],
        fields: [
          'number',
          'outDate',
          ...extraKeys.filter((k) => k !== 'outType'),
          'receiver',
          ...shippingKeys,
          'remark',
        ],
        items: [side.item, 'batchNo', 'qty'],
        signatures: ['发货人', '承运人', '收货人签收'],
        letterhead: true,
      },
      // Goods that leave by a carrier get its waybill (the shipping fields fill it).
      ...(shipping ? [waybillPrint(['number', 'outDate', 'warehouseId'])] : []),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// 调拨单

type TransferHeader = {
  number: TextField<never>;
  transferDate: ReturnType<typeof date>;
  fromWarehouseId: RefField<never>;
  toWarehouseId: RefField<never>;
  remark: TextField<never>;
};
type TransferLines<K extends string> = Record<K, RefField<never>> & {
  batchNo: TextField<never>;
  fromAllocationId: RefField<never>;
  toAllocationId: RefField<never>;
  qty: ScaledField;
};

/**
 * 调拨单: batches moved between warehouses or goods allocations. 确认调拨 issues from the source
 * and receives into the destination at the same value, so the moving-average cost does not change.
 */
export function transferDeclaration<const K extends string>(side: StockSide<K>, names: DocNames) {
  const head = ['number', 'transferDate', 'fromWarehouseId', 'toWarehouseId'] as const;
  return declare<TransferHeader, TransferLines<K>, 'warehouse-move', 'WAREHOUSE-TRANSFER' | 'INVALIDATE'>({
    key: names.key,
    title: names.title,
    table: names.table,
    screen: names.screen,
    api: names.api,
    fields: {
      number: text('调拨单号', { max: 30, immutable: true }),
      transferDate: date('调拨日期', { required: true, default: 'today', closedBy: side.kind }),
      fromWarehouseId: ref('warehouse', '调出仓库', { required: true }),
      toWarehouseId: ref('warehouse', '调入仓库', { required: true }),
      remark: text('备注', { max: 200, multiline: true, list: false }),
    },
    items: {
      title: '调拨明细',
      fields: {
        ...itemField(side),
        batchNo: text<string>('批号', {
          required: true,
          max: 40,
          pick: {
            source: side.batchSource,
            params: { [side.item]: side.item, warehouseId: 'fromWarehouseId' },
            on: 'transferDate',
          },
        }),
        fromAllocationId: ref('allocation', '调出货位', {
          dependsOn: { field: 'fromWarehouseId', param: 'warehouseId' },
        }),
        toAllocationId: ref('allocation', '调入货位', {
          dependsOn: { field: 'toWarehouseId', param: 'warehouseId' },
        }),
        qty: quantity('调拨数量（kg）', { required: true }),
      } as TransferLines<K>,
    },
    display: ['number'],
    statuses: 'warehouse-move',
    initialStatus: 'APPROVAL_PENDING',
    draftStatuses: ['APPROVAL_PENDING'],
    pendingPosting: ['APPROVAL_PENDING'],
    transitions: [
      {
        action: 'WAREHOUSE-TRANSFER',
        label: '确认调拨',
        from: ['APPROVAL_PENDING'],
        to: 'CONFIRMED',
        allow: store,
        audits: true,
      },
      { action: 'INVALIDATE', label: '作废', from: ['APPROVAL_PENDING'], to: 'DISCARDED', allow: store },
    ],
    numbering: numbering(names.numberPrefix),
    access: { view: 'session', edit: store },
    list: {
      filters: [...head, 'status'],
      columns: [...head, 'status'],
      defaultSort: { field: 'number', order: 'desc' },
    },
    print: {
      title: names.title,
      fields: [...head, 'remark'],
      signatures: ['调出仓管员', '调入仓管员', '审核人'],
    },
  });
}

// ---------------------------------------------------------------------------------------------
// 盘点单

type StocktakingHeader = {
  number: TextField<never>;
  takeDate: ReturnType<typeof date>;
  warehouseId: RefField<never>;
  counter: TextField<never>;
  remark: TextField<never>;
};
type StocktakingLines<K extends string> = Record<K, RefField<never>> & {
  batchNo: TextField<never>;
  allocationId: RefField<never>;
  bookQty: ScaledField;
  countedQty: ScaledField;
  diffQty: ScaledField;
};

/**
 * 盘点单: a count of one warehouse. Saved without lines, it takes every batch the books hold
 * there (账面数量 = 实盘数量 to start with). 确认盘点 sets the stock to what was counted: gains come
 * in at the item's current average cost, losses go out at it.
 */
export function stocktakingDeclaration<const K extends string>(
  side: StockSide<K>,
  names: DocNames & { sheet: string },
) {
  const head = ['number', 'takeDate', 'warehouseId', 'counter'] as const;
  return declare<
    StocktakingHeader,
    StocktakingLines<K>,
    'warehouse-inventory',
    'WAREHOUSE-INVENTORY' | 'INVALIDATE'
  >({
    key: names.key,
    title: names.title,
    table: names.table,
    screen: names.screen,
    api: names.api,
    fields: {
      number: text('盘点单号', { max: 30, immutable: true }),
      takeDate: date('盘点日期', { required: true, default: 'today', closedBy: side.kind }),
      warehouseId: ref('warehouse', '盘点仓库', { required: true }),
      counter: text('盘点人', { max: 40 }),
      remark: text('备注', { max: 200, multiline: true, list: false }),
    },
    items: {
      title: '盘点明细',
      minLines: 0,
      fields: {
        ...itemField(side),
        batchNo: text('批号', { required: true, max: 40 }),
        allocationId: ref('allocation', '货位', {
          dependsOn: { field: 'warehouseId', param: 'warehouseId' },
        }),
        bookQty: quantity('账面数量（kg）', { readOnly: true, help: '确认盘点时按当时账面重算' }),
        countedQty: quantity('实盘数量（kg）', { required: true, min: 0 }),
        diffQty: quantity('盘盈亏数量（kg）', {
          negative: true,
          readOnly: true,
          help: '实盘 − 账面，自动计算',
        }),
      } as StocktakingLines<K>,
    },
    display: ['number'],
    statuses: 'warehouse-inventory',
    initialStatus: 'CONFIRM',
    draftStatuses: ['CONFIRM'],
    pendingPosting: ['CONFIRM'],
    transitions: [
      {
        action: 'WAREHOUSE-INVENTORY',
        label: '确认盘点',
        from: ['CONFIRM'],
        to: 'CONFIRMED',
        allow: store,
        audits: true,
        // Its 盘盈亏 adjust the books: confirmed by another keeper than the one who keyed it.
        checker: true,
      },
      { action: 'INVALIDATE', label: '作废', from: ['CONFIRM'], to: 'DISCARDED', allow: store },
    ],
    numbering: numbering(names.numberPrefix),
    access: { view: 'session', edit: store },
    list: {
      filters: ['number', 'takeDate', 'warehouseId', 'status'],
      columns: [...head, 'status'],
      defaultSort: { field: 'number', order: 'desc' },
    },
    print: { title: names.title, fields: [...head, 'remark'], signatures: ['盘点人', '监盘人', '仓库主管'] },
    // The sheet the counters carry round the shelves: the books' batches, counts written by hand.
    prints: [
      {
        title: names.sheet,
        fields: head,
        items: ['allocationId', side.item, 'batchNo', 'bookQty'],
        blanks: ['实盘数量（kg）', '备注'],
        signatures: ['盘点人', '复盘人'],
      } satisfies PrintDef,
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// 安全库存

/**
 * 安全库存: lower and upper limits of an item in a warehouse (or in all warehouses of the side),
 * and on the material page a warning level between them. The list compares them with the stock
 * on hand at the moment it is read (derived fields).
 */
export function safetyStockDeclaration<const K extends string>(
  side: StockSide<K>,
  names: Omit<DocNames, 'numberPrefix' | 'api'> & { name: string; prefix: string; warn: boolean },
) {
  const warn = names.warn
    ? { warnLimit: quantity('预警量（kg）', { required: true, min: 0, help: '介于下限和上限之间' }) }
    : {};
  return defineMasterData({
    key: names.key,
    title: names.title,
    table: names.table,
    screen: names.screen,
    name: names.name,
    prefix: names.prefix,
    edit: 'warehouse-review',
    fields: {
      ...itemField(side),
      warehouseId: ref('warehouse', '仓库', { help: `不选则按全部${side.warehouseNoun}合计` }),
      lowerLimit: quantity('下限（kg）', { required: true, min: 0 }),
      ...(warn as { warnLimit: ScaledField }),
      upperLimit: quantity('上限（kg）', { required: true }),
      onHand: quantity('现存量（kg）', { derived: true }),
      suggestedQty: quantity(side.kind === 'MATERIAL' ? '建议采购量（kg）' : '建议补货量（kg）', {
        derived: true,
        help: '补足到上限',
      }),
      safetyState: enumOf(names.warn ? 'materialSafetyState' : 'safetyState', '库存状态', { derived: true }),
      remark: text('备注', { max: 200, list: false }),
    } as Record<K, RefField<never>> & {
      warehouseId: RefField<never>;
      lowerLimit: ScaledField;
      warnLimit: ScaledField;
      upperLimit: ScaledField;
      onHand: ScaledField;
      suggestedQty: ScaledField;
      safetyState: ReturnType<typeof enumOf>;
      remark: TextField<never>;
    } as never,
    display: [side.item] as never,
    filters: [side.item, 'warehouseId', 'safetyState', 'status'] as never,
    columns: [
      side.item,
      'warehouseId',
      'lowerLimit',
      ...(names.warn ? ['warnLimit'] : []),
      'upperLimit',
      'onHand',
      'suggestedQty',
      'safetyState',
      'status',
    ] as never,
  }) as unknown as TypedDocumentDef<
    Record<K, RefField<never>> & {
      warehouseId: RefField<never>;
      lowerLimit: ScaledField;
      /** Only where the side has a warning level (the material page); absent otherwise. */
      warnLimit: ScaledField;
      upperLimit: ScaledField;
      onHand: ScaledField;
      suggestedQty: ScaledField;
      safetyState: ReturnType<typeof enumOf>;
      remark: TextField<never>;
    },
    Record<never, never>,
    'master-data'
  >;
}
