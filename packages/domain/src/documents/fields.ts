import type { EnumKey, EnumOption } from '../enums.ts';
import type { Permission } from '../permissions.ts';
import type { FormatRuleKey } from '../validators.ts';

/**
 * Field builders of document declarations (DESIGN §4). A field's kind fixes its column type,
 * its wire format, its scale (SPEC §3), its input widget, its filter and its Excel cell.
 */
export type ScaledKind = 'quantity' | 'price' | 'amount' | 'percent' | 'rate';

interface FieldBase {
  label: string;
  required?: boolean;
  /** Shown in the list and the export unless false. */
  list?: boolean;
  /** A permission the caller needs to see this field (SPEC §6 field-level rules). */
  permission?: Permission;
  /**
   * Who may set or change the field (SPEC §6 customer classification); everyone who sees it may
   * read it. The server refuses a change by anyone else; the form shows it read-only to them.
   */
  editPermission?: Permission;
  /** Help text under the input. */
  help?: string;
  /** Not editable after creation. */
  immutable?: boolean;
  /** Width of the list column in px. */
  width?: number;
  /**
   * Computed by the server from other data (current stock, …) when the record is read: never
   * stored, never edited; the module registering the document supplies its SQL.
   */
  derived?: boolean;
  /**
   * A list filter, not data (剩余数量：剩余大于0): offered by the list's filters alone, never shown
   * with a record's values (detail, child records) — what it asks about is shown as a figure of its
   * own (剩余数量（kg）).
   */
  filterOnly?: boolean;
  /**
   * Stored, but filled by the server's business rules (a posting's cost, an audit mark, the
   * quantity already received): shown on the list and the detail, never taken from a form.
   */
  readOnly?: boolean;
  /**
   * What the field holds when a new document leaves it empty (issue 35, ERPNext's `default`):
   * the server fills it when a document is created without it (a line field: whenever a line has
   * none), and the generic form shows it before saving — declared once, never per form.
   */
  default?: FieldDefault;
}

/**
 * A field's default: `'today'` (a date: the company's today, `companyToday()`); `{ code }` (a
 * reference: the record of that code, 币种 CNY); `{ latest }` (the latest record of another
 * declaration matching this document — an order line's price from the supplier's approved
 * 物料价格, with the hint the form shows beside it; the customer's default 收货地址); `{ from }` (a
 * field of the record a reference of this document names — 币种 from the party's currency).
 */
export type FieldDefault = 'today' | { code: string } | { latest: LatestDefault } | { from: FromDefault };

/**
 * The value of `field` on the record this document's header reference `ref` names (the customer's
 * or supplier's 结算币种), else the record of code `otherwise` while the reference is empty or its
 * record has none (CNY). The form asks again when `ref` changes and replaces what a rule filled.
 */
export interface FromDefault {
  ref: string;
  field: string;
  otherwise?: { code: string };
}

/**
 * The value of `field` on the latest record of declaration `from` in one of `statuses` whose
 * `match` fields equal this document's (a line field of that name first, else the header's) and
 * whose date `on.field` is not after this document's date `on.date` (today while it is empty);
 * nothing while a match field is empty. Latest: by that date, then by id.
 */
export interface LatestDefault {
  from: string;
  field: string;
  /** The other declaration's field ← this document's field (line or header). */
  match: Readonly<Record<string, string>>;
  on?: { field: string; date: string };
  /** Fixed conditions on the other declaration's fields (`isDefault: true`: the default address). */
  where?: Readonly<Record<string, boolean | string>>;
  statuses: readonly string[];
  /** Said beside the field while it holds the defaulted value: 已按核准物料价格. */
  hint: string;
}

/**
 * A field whose choices depend on another field's value (goods allocations of the chosen
 * warehouse): the picker sends that value to the lookup as `param`, waits until it is chosen and
 * drops a choice that no longer fits it; the server refuses a mismatch on save. On a line, `field`
 * names a field of the same line or, failing that, of the document's header.
 */
export interface DependsOn<D extends string = string> {
  field: D;
  /** The target's list filter (and field) that must equal the other field's value. */
  param: string;
}

/**
 * A text field picked from the batches in stock of the line's item (批号): what the source
 * answers for the named fields' values, each batch with its available quantity and expiry.
 */
export interface BatchPick<D extends string = string> {
  source: BatchSourceKey;
  /** The source's query parameters ← fields of the same line or of the header. */
  params: Readonly<Record<string, D>>;
  /** The document's date a batch's expiry is judged on (batchExpired). */
  on: D;
  /** An expired batch is refused (not offered) rather than only greyed with 已过期. */
  refuseExpired?: boolean;
}

/** Where batches come from: the GET path answering `{batchNo, qty, expiryDate}` rows, and their unit. */
export const batchSources = {
  material: { path: '/apply/queryAvailableBatches', unit: 'kg', ask: ['materielId', 'warehouseId'] },
  product: { path: '/productApply/queryAvailableBatches', unit: 'kg', ask: ['productId', 'warehouseId'] },
  // A customer's consigned goods: only the owner's own batches are offered.
  trusted: {
    path: '/tmaterielStockUseList/queryAvailableBatches',
    unit: 'kg',
    ask: ['materielId', 'warehouseId', 'customerId'],
  },
} as const satisfies Record<string, { path: string; unit: string; ask: readonly string[] }>;
export type BatchSourceKey = keyof typeof batchSources;

/**
 * Where a side's items are looked up with their stock (SPEC §3 product stock filter): the POST
 * path answering the item declaration's lookup page, each row with `onHand` and `available`
 * (on hand − reserved), summed over one warehouse (`queryParameterVo.warehouseId`) or every
 * warehouse of the side, and narrowed by `queryParameterVo.stockFilter` (enum `stockFilter`).
 */
export const stockLookups = {
  material: { path: '/inventory/queryStockLookupPageList', target: 'materiel', unit: 'kg' },
  product: { path: '/productStock/queryStockLookupPageList', target: 'product', unit: 'kg' },
} as const satisfies Record<string, { path: string; target: string; unit: string }>;
export type StockLookupKey = keyof typeof stockLookups;

/**
 * An item picked with its stock while a line is keyed (a sales order's product): the picker
 * shows each item's on hand and available in the warehouse the named field holds (a field of
 * the same line or the header), in every warehouse of the side while it is empty or when none is
 * named, and offers 不限 / 库存大于0 / 可用大于0.
 */
export interface StockPick<D extends string = string> {
  side: StockLookupKey;
  warehouse?: D;
}

export interface TextField<D extends string = string> extends FieldBase {
  kind: 'text';
  max: number;
  trim: boolean;
  multiline?: boolean;
  /** Unique among the documents of this type, ignoring case. */
  unique?: boolean;
  format?: FormatRuleKey;
  pick?: BatchPick<D>;
  /**
   * 助记码 (mnemonic) of the named text field: its pinyin initials, filled by the server when
   * left empty and searched by every lookup; the user may key their own.
   */
  mnemonicOf?: string;
  /**
   * Found by its pinyin too (`shcx` or `shanghai` finds 上海彩虹): the server keeps the name's
   * full pinyin and initials in a hidden column beside it, searched by the list filter on the
   * field and by the lookup box. Every master-data name has it (withMnemonic).
   */
  pinyin?: boolean;
}
export interface IntField extends FieldBase {
  kind: 'int';
  min?: number;
  max?: number;
}
export interface ScaledField extends FieldBase {
  kind: ScaledKind;
  /**
   * Least value allowed, inclusive, in the unit shown (kg, 元), e.g. `min: 0` lets a quantity be
   * zero. Without it a quantity must be more than zero and other numbers not negative.
   */
  min?: number;
  /** Decimals kept and shown (quantity: 3, kg to the gram); never more than the stored scale. */
  decimals?: number;
  /** Allows negative values (stock adjustments, red-flush). */
  negative?: boolean;
  /**
   * A money figure (price, amount) every reader may see: said so with `permission: 'public'`,
   * since a money field must name who sees it (SPEC §6; `price()`, `amount()`).
   */
  public?: true;
}
/** The three kinds of stock on the one ledger (DESIGN §5); each closes its months on its own. */
export type StockKind = 'MATERIAL' | 'PRODUCT' | 'TRUSTED';

/**
 * A book closed by month (月结): a kind of stock, or 往来 (`ACCOUNTS`: receivables and payables —
 * invoices, receipts, payments and write-offs). Each closes its months on its own.
 */
export type PeriodBook = StockKind | 'ACCOUNTS';
export const periodBooks: readonly PeriodBook[] = ['MATERIAL', 'PRODUCT', 'TRUSTED', 'ACCOUNTS'];

/** The call that answers the closed months (yyyymm) of a book, for posting-date pickers. */
export const CLOSED_PERIODS_PATH = '/inventory/queryClosedPeriodList';

export interface DateField extends FieldBase {
  kind: 'date';
  /**
   * The date that puts the document in a month of this book (a posting date of a kind of stock, a
   * finance document's date in 往来): the months closed for it (月结) are greyed out in the picker,
   * and the document keeps its month open while in its `pendingPosting` statuses. The server
   * refuses a date in a closed month anyway; this only says so before the user picks it.
   */
  closedBy?: PeriodBook;
  /**
   * As a filter, one day rather than a range — a report's 截止日期 (balances as of a date): one date
   * picker, sent under the field's own name (yyyymmdd).
   */
  single?: true;
}
export interface BoolField extends FieldBase {
  kind: 'bool';
}
export interface EnumField extends FieldBase {
  kind: 'enum';
  enumKey: EnumKey;
  /** Options of its own (a catalogue computed from the declarations), instead of the enumeration's. */
  options?: readonly EnumOption[];
}
export interface RefField<D extends string = string> extends FieldBase {
  kind: 'ref';
  /** Key of the referenced document declaration. */
  target: string;
  dependsOn?: DependsOn<D>;
  stock?: StockPick<D>;
}

export type FieldDef = TextField | IntField | ScaledField | DateField | BoolField | EnumField | RefField;
export type FieldKind = FieldDef['kind'];

type Opts<T> = Omit<T, 'kind' | 'label'>;

export const text = <const D extends string = never>(
  label: string,
  o: Partial<Opts<TextField<D>>> = {},
  // NoInfer: D comes from the options alone, never from where the field is put (`: DocumentDef`).
): TextField<NoInfer<D>> => ({
  kind: 'text',
  label,
  max: 100,
  trim: true,
  ...o,
});
export const int = (label: string, o: Opts<IntField> = {}): IntField => ({ kind: 'int', label, ...o });
export const quantity = (label: string, o: Opts<ScaledField> = {}): ScaledField => ({
  kind: 'quantity',
  label,
  ...o,
});
/**
 * Who may see a money field (SPEC §6: sale bill price amount, material price, warehouse amount …),
 * or `'public'` for a figure every reader may see. Required: a price or amount nobody marked
 * would answer to every role (issue 28: quotations' prices to the store).
 */
export type MoneyVisibility = Permission | 'public';
type MoneyOpts = Omit<Opts<ScaledField>, 'permission' | 'public'> & { permission: MoneyVisibility };

const money = (kind: 'price' | 'amount', label: string, { permission, ...o }: MoneyOpts): ScaledField =>
  permission === 'public' ? { kind, label, ...o, public: true } : { kind, label, ...o, permission };
export const price = (label: string, o: MoneyOpts): ScaledField => money('price', label, o);
export const amount = (label: string, o: MoneyOpts): ScaledField => money('amount', label, o);
export const percent = (label: string, o: Opts<ScaledField> = {}): ScaledField => ({
  kind: 'percent',
  label,
  ...o,
});
export const rate = (label: string, o: Opts<ScaledField> = {}): ScaledField => ({
  kind: 'rate',
  label,
  ...o,
});
export const date = (label: string, o: Opts<DateField> = {}): DateField => ({ kind: 'date', label, ...o });
export const bool = (label: string, o: Opts<BoolField> = {}): BoolField => ({ kind: 'bool', label, ...o });
export const enumOf = (
  enumKey: EnumKey,
  label: string,
  o: Omit<Opts<EnumField>, 'enumKey'> = {},
): EnumField => ({
  kind: 'enum',
  enumKey,
  label,
  ...o,
});
export const ref = <const D extends string = never>(
  target: string,
  label: string,
  o: Omit<Opts<RefField<D>>, 'target'> = {},
): RefField<NoInfer<D>> => ({
  kind: 'ref',
  target,
  label,
  ...o,
});

/** Scale of each scaled kind (SPEC §3): stored × factor, shown with `decimals`. */
export const scaleOf: Record<ScaledKind, { factor: number; decimals: number }> = {
  quantity: { factor: 1_000_000, decimals: 3 },
  price: { factor: 1_000_000, decimals: 6 },
  amount: { factor: 1_000_000, decimals: 2 },
  percent: { factor: 100, decimals: 2 },
  rate: { factor: 10_000, decimals: 4 },
};

export function isScaled(field: FieldDef): field is ScaledField {
  return field.kind in scaleOf;
}

/** Money: prices and amounts (costs are either), each seen only with its SPEC §6 permission. */
export function isMoney(field: FieldDef): field is ScaledField {
  return field.kind === 'price' || field.kind === 'amount';
}

/**
 * The money fields of a set of fields that name neither a permission nor `public` (made without
 * `price()` / `amount()`), each as `prefix` + name: the server refuses to start with any.
 */
export function unmarkedMoney(fields: Readonly<Record<string, FieldDef>> = {}, prefix = ''): string[] {
  return Object.entries(fields)
    .filter(([, f]) => isMoney(f) && !f.permission && !f.public)
    .map(([name]) => `${prefix}${name}`);
}

/** Line columns summed under a document's lines (合计): quantities and amounts, never prices. */
export function isTotalled(field: FieldDef): field is ScaledField {
  return field.kind === 'quantity' || field.kind === 'amount';
}
