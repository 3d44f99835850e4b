import type { NO_ONE, Permission } from '../permissions.ts';
import type { StatusCatalogueKey, StatusOf } from '../statuses.ts';
import type { AmountLinkDef, BillingDef } from './amount-links.ts';
import { type FieldDef, type RefField, type TextField, text } from './fields.ts';
import type { LineLinkDecl, LineLinkDef } from './links.ts';
import type { RecordRule } from './record-rules.ts';

/**
 * A document type declared once (DESIGN §4): the server's engine gives create / update / detail /
 * paged list / transitions / export / import from it; the web's generic screens give list,
 * form, detail, timeline and print. Modules add business rules as hooks only.
 */
export type Fields = Record<string, FieldDef>;

/**
 * Who may do what: a SPEC §6 permission key (typed, so a misspelt key fails to compile instead of
 * quietly denying), or 'session' for any logged-in user.
 */
export type DocAccess = 'session' | { permission: Permission | typeof NO_ONE };

/**
 * Who may read a screen's data. Besides a DocAccess, `'menu'`: the data is for the holders of the
 * screen's menu only (SuperAdmin always) — a ledger opened by someone without it is refused by the
 * server as well as by the web, so menus and access agree.
 */
export type ScreenAccess = DocAccess | 'menu';

export interface TransitionDef<S extends string = string, A extends string = string> {
  /** SPEC §4 operation type (confirm dialog verb) or a review action. */
  action: A;
  /** Button text; defaults to the operation's verb. */
  label?: string;
  from: readonly S[];
  to: S;
  allow: DocAccess;
  /**
   * A review (审核) action: the review dialog's outcome picks the target status —
   * APPROVAL_APPROVED → `to`, APPROVAL_NOT_APPROVED → `rejectTo`.
   */
  review?: { rejectTo: S };
  /** Sets auditor and audit date (审核人/审核时间) on the document. */
  audits?: boolean;
  /** Clears auditor and audit date (反审核). */
  unaudits?: boolean;
  /**
   * A checker's action (复核 / 审核, issue 35 item 4): whoever keyed the document (its 制单人,
   * `create_by`) may not take it — maker and checker are two people. SuperAdmin is exempt
   * (SPEC §6: SuperAdmin passes every check; docs/departures.md).
   */
  checker?: boolean;
  /**
   * Offered only while a field is (or is not) empty — a flag that is not a status, such as a
   * finance audit of a collected requisition — or holds one of `in` (a full-scale recipe's review,
   * which other reviewers than a pilot-scale one's may take).
   */
  when?: { field: string; empty: boolean } | { field: string; in: readonly string[] };
  /**
   * A judgement made line by line (an acceptance's 合格 / 不合格 / 让步接收 per line, ERPNext's
   * per-row quality status): before the links draw, every line whose `field` is empty takes
   * `fill`, and the document goes to the status `status` answers for its lines' values (else
   * `to`). With `clear`, the lines' `field` is emptied once the links have given back (反审核).
   */
  lines?: {
    field: string;
    fill?: string;
    status?: (values: readonly string[]) => S | undefined;
    clear?: boolean;
  };
}

/**
 * The review pair most documents have: 审核 (the review dialog) from 待审核 to `to`, or back to 审核不通过,
 * by `reviewer`; and 重新提交 of a refused one by `submitter`.
 */
export function reviewTransitions<const S extends string>(o: {
  to: S;
  reviewer: DocAccess;
  submitter: DocAccess;
  label?: string;
  /** The reviewer may not be whoever keyed it (`TransitionDef.checker`). */
  checker?: boolean;
}) {
  return [
    {
      action: 'AUDIT',
      label: o.label ?? '审核',
      from: ['APPROVAL_PENDING'],
      to: o.to,
      allow: o.reviewer,
      review: { rejectTo: 'APPROVAL_NOT_APPROVED' },
      audits: true,
      ...(o.checker ? { checker: true } : {}),
    },
    {
      action: 'SUBMIT',
      label: '重新提交',
      from: ['APPROVAL_NOT_APPROVED'],
      to: 'APPROVAL_PENDING',
      allow: o.submitter,
      unaudits: true,
    },
  ] as const satisfies readonly TransitionDef<S | 'APPROVAL_PENDING' | 'APPROVAL_NOT_APPROVED'>[];
}

/** Whether a transition's `when` holds for a record (wire names: camelCase fields). */
export function transitionApplies(t: TransitionDef, record: Record<string, unknown>): boolean {
  if (!t.when) return true;
  const v = record[t.when.field];
  if ('in' in t.when) return t.when.in.includes(String(v ?? ''));
  const empty = v === null || v === undefined || v === '';
  return empty === t.when.empty;
}

export interface ItemsDef<I extends Fields = Fields> {
  /** Heading of the grid, e.g. 入库明细. */
  title: string;
  fields: I;
  /** At least this many lines (default 1). */
  minLines?: number;
}

export interface NumberingDef {
  /** Field that receives the number. */
  field: string;
  prefix: string;
  /** Sequence restarts each day (yyyymmdd in the number), month, or never. */
  period: 'day' | 'month' | 'none';
  width: number;
}

/** Keys a declaration may name: its fields, plus the status column. */
type Key<F> = keyof F & string;

/**
 * Fields whose `dependsOn` or batch `pick` name only fields in `Names` (the same record, or a
 * line and its header): a wrong name makes the field's type `never`-named and the compiler says so.
 */
export type CheckedFields<F extends Fields, Names extends string> = {
  [K in keyof F]: F[K] extends RefField<infer D>
    ? [D] extends [Names]
      ? F[K]
      : RefField<Names>
    : F[K] extends TextField<infer D>
      ? [D] extends [Names]
        ? F[K]
        : TextField<Names>
      : F[K];
};

/**
 * The checked shape of a declaration: filters, columns, display and print must name real fields,
 * transitions name statuses of the document's SPEC §4 catalogue, line links name real line
 * fields (the compiler checks them in `defineDocument`).
 */
export interface DocumentDecl<
  F extends Fields,
  I extends Fields,
  S extends StatusCatalogueKey,
  A extends string,
> extends Omit<
    DocumentDef,
    | 'fields'
    | 'display'
    | 'list'
    | 'print'
    | 'prints'
    | 'items'
    | 'statuses'
    | 'initialStatus'
    | 'draftStatuses'
    | 'pendingPosting'
    | 'transitions'
    | 'links'
    | 'recordRule'
    | 'inactive'
    | 'amend'
  > {
  fields: F & CheckedFields<F, Key<F>>;
  items?: ItemsDef<I> & { fields: CheckedFields<I, Key<I> | Key<F>> };
  statuses: S;
  initialStatus: StatusOf<S>;
  draftStatuses: readonly StatusOf<S>[];
  pendingPosting?: readonly StatusOf<S>[];
  transitions: readonly TransitionDef<StatusOf<S>, A>[];
  amend?: AmendDef<Key<F>, StatusOf<S>>;
  links?: readonly LineLinkDecl<F, I, StatusOf<S>>[];
  recordRule?: RecordRule<Key<F>>;
  inactive?: InactiveDef<StatusOf<S>>;
  display: readonly Key<F>[];
  list: {
    filters: readonly (Key<F> | 'status')[];
    columns: readonly (Key<F> | 'status')[];
    defaultSort: { field: Key<F> | 'id'; order: 'asc' | 'desc' };
  };
  print?: PrintDecl<F>;
  prints?: readonly PrintDecl<F>[];
}

/**
 * A printed form of a document (SPEC's detail-print and "several prints"): the header fields,
 * the line columns (default: every line field the reader may see) and the signature boxes at the
 * foot that a warehouse slip is signed in. Fields the reader may not see are never printed.
 */
export interface PrintDef {
  title: string;
  fields: readonly string[];
  items?: readonly string[];
  /** Empty columns after the lines' own, written in by hand (a count sheet's 实盘数量). */
  blanks?: readonly string[];
  signatures?: readonly string[];
  /**
   * A print that leaves the company (送货单, 采购订单, 开票通知单): headed by the company as 公司信息
   * keeps it — name, address, phone, 税号, bank (`companyProfile`).
   */
  letterhead?: boolean;
  /**
   * Header and line fields printed as negatives (a red-letter invoice's 红冲金额 and quantities,
   * stored positive as what it takes back).
   */
  negative?: readonly string[];
  /** Labels the print gives fields in place of their own (蓝字发票 → 对应蓝字发票). */
  labels?: Readonly<Record<string, string>>;
  /**
   * A carrier's waybill (快递面单) instead of a slip: the fields that fill its boxes. The carrier's
   * own paper form is drawn (顺丰, 德邦, or a generic one), as the express record's 面单版式 says;
   * the goods box lists the lines' items and quantities.
   */
  waybill?: WaybillFields;
}

/** The header fields a waybill reads (each names a field of the document). */
export interface WaybillFields {
  express: string;
  waybillNo: string;
  date: string;
  /** The sender: the warehouse the goods leave (its name, keeper and address)… */
  warehouse?: string;
  /** …or the company, as the latest enabled record of a settings declaration keeps it. */
  sender?: WaybillSender;
  receiver: string;
  receiverPhone: string;
  receiverAddress: string;
  /** 件数; one piece where the document has none (an invoice mailed). */
  pieces?: string;
  /** A header field that is the contents (an invoice's 发票号码) instead of the lines' goods. */
  contents?: string;
  remark?: string;
}

/** Where a waybill's sender is kept when it is the company: a declaration and its fields. */
export interface WaybillSender {
  declaration: string;
  name: string;
  contact: string;
  phone: string;
  address: string;
}

type PrintDecl<F> = Omit<PrintDef, 'fields'> & { fields: readonly Key<F>[] };

export interface DocumentDef {
  key: string;
  title: string;
  /** Table name in the database. */
  table: string;
  /** The screen (menu URL) that lists these documents; its EXPORT grant allows exports. */
  screen: string;
  /** API paths: `${prefix}/query${name}PageList`, `${prefix}/addOrUpdate${name}`, … */
  api: { prefix: string; name: string };
  fields: Fields;
  /** Fields that identify a record to people (code, name), in lookups and references. */
  display: readonly string[];
  statuses: StatusCatalogueKey;
  initialStatus: string;
  /** Statuses in which a document may still be deleted physically; otherwise it is discarded. */
  draftStatuses: readonly string[];
  /**
   * A stock document's statuses in which it will still post into the month of its posting date
   * (the date field with `closedBy`): such a document keeps that month from closing, and the
   * month close's first check names it. A document that posts when saved (a re-pack) or never
   * (an acceptance) declares none.
   */
  pendingPosting?: readonly string[];
  transitions: readonly TransitionDef[];
  numbering?: NumberingDef;
  /** Line items (明细), stored in `${table}_items` and saved with the document, replaced whole. */
  items?: ItemsDef;
  access: { view: DocAccess; edit: DocAccess };
  list: {
    filters: readonly string[];
    columns: readonly string[];
    defaultSort: { field: string; order: 'asc' | 'desc' };
  };
  /** Excel import of new records (keyed by the unique field). */
  importable?: boolean;
  /** The printed form (打印); without one, the list columns on a form titled like the document. */
  print?: PrintDef;
  /** Further printed forms of the same record (仓库联 / 财务联, 领料单 / 发料单, …). */
  prints?: readonly PrintDef[];
  /** Lines of this document that draw on lines of other documents (document chains). */
  links?: readonly LineLinkDef[];
  /** Amounts this document draws on other documents' open amounts (核销, 红冲): amount-links.ts. */
  amountLinks?: readonly AmountLinkDef[];
  /** A derived billing status of this document's lines (开票状态): amount-links.ts. */
  billing?: BillingDef;
  /**
   * Closing a source's open lines by hand (the chain's 整单关闭 / 重新打开 of the whole document):
   * who may, where not the editors (purchasing finishes a department's request), and what the
   * whole-document buttons are called where SPEC names them (an order's 完结 / 重新打开).
   */
  closing?: ClosingDef;
  /** Who may see and change which records (record-rules.ts); without one, every record. */
  recordRule?: RecordRule;
  /**
   * Statuses (besides DISCARDED) in which a record may no longer be named by a document being
   * saved — a frozen customer gets no new documents.
   */
  inactive?: InactiveDef;
  /** Header fields that stay editable out of draft, by whom and in which statuses (运单号). */
  amend?: AmendDef;
}

/**
 * Header fields that may still be changed once the document has left draft — the carrier and
 * waybill the store keys while doing 出库 and corrects after it has posted (issue 35). Only these
 * fields, only in `statuses`, only by `allow`: `${prefix}/amend${Name}` changes them (optimistic
 * lock, record rule), and the audit log keeps each change under the action's `label`.
 */
export interface AmendDef<K extends string = string, S extends string = string> {
  /** The button and the audit log's action: 填写运单. */
  label: string;
  fields: readonly K[];
  statuses: readonly S[];
  allow: DocAccess;
}

export interface ClosingDef {
  allow?: DocAccess;
  /** The whole-document close (default 整单关闭). */
  close?: string;
  /** The whole-document reopen (default 整单重新打开). */
  reopen?: string;
}

/** Who may close a source's lines by hand: its `closing.allow`, else its editors. */
export function closingAccess(def: Pick<DocumentDef, 'access' | 'closing'>): DocAccess {
  return def.closing?.allow ?? def.access.edit;
}

export interface InactiveDef<S extends string = string> {
  statuses: readonly S[];
  /** Why, after the field's label: 所选客户「已冻结」. */
  reason: string;
}

/**
 * A declaration that keeps its field, line and status types: hooks get values typed by it
 * (`DocumentHooks<typeof salesOrder>`), and links can name its line fields.
 */
export interface TypedDocumentDef<
  F extends Fields = Fields,
  I extends Fields = Fields,
  S extends StatusCatalogueKey = StatusCatalogueKey,
  A extends string = string,
> extends DocumentDef {
  readonly fields: F;
  readonly items?: ItemsDef<I>;
  readonly statuses: S;
  readonly transitions: readonly TransitionDef<StatusOf<S>, A>[];
  readonly list: {
    filters: readonly (Key<F> | 'status')[];
    columns: readonly (Key<F> | 'status')[];
    defaultSort: { field: Key<F> | 'id'; order: 'asc' | 'desc' };
  };
}

/** Every printed form of a declaration, the main one first. */
export function printLayouts(def: DocumentDef): PrintDef[] {
  const main: PrintDef = def.print ?? { title: def.title, fields: def.list.columns };
  return [main, ...(def.prints ?? [])];
}

/** Identity for type inference: the compiler checks the declaration's names against its fields. */
export function defineDocument<
  F extends Fields,
  I extends Fields = Record<never, never>,
  S extends StatusCatalogueKey = StatusCatalogueKey,
  const A extends string = string,
>(def: DocumentDecl<F, I, S, A>): TypedDocumentDef<F, I, S, A> {
  return def as TypedDocumentDef<F, I, S, A>;
}

/** The discard / re-enable pair every master-data declaration shares. */
export function masterDataTransitions(edit: DocAccess): TransitionDef<StatusOf<'master-data'>>[] {
  return [
    { action: 'INVALIDATE', label: '停用', from: ['EBL'], to: 'DISCARDED', allow: edit },
    { action: 'REOPEN', label: '启用', from: ['DISCARDED'], to: 'EBL', allow: edit },
  ];
}

/** A master-data type's fields, with the 助记码 of its name when it has one. */
export type WithMnemonic<F extends Fields> = F extends { name: TextField } ? F & { mnemonic: TextField } : F;

/**
 * The same, still checked (`dependsOn`, `pick` name fields of the record): the declaration was
 * checked before, and the added 助记码 names nothing.
 */
type Mnemonised<F extends Fields> = WithMnemonic<F> & CheckedFields<WithMnemonic<F>, Key<WithMnemonic<F>>>;

/**
 * Every master-data name gets a mnemonic (助记码, as in Kingdee and Yonyou), placed right after the
 * name, and is searched by its pinyin. The mnemonic carries the name's permission: pinyin initials
 * would reveal a name the reader may not see.
 */
export function withMnemonic<F extends Fields>(fields: F): Mnemonised<F> {
  const name = fields.name;
  if (name?.kind !== 'text') return fields as Mnemonised<F>;
  const out: Fields = {};
  for (const [key, field] of Object.entries(fields)) {
    if (key !== 'name') {
      out[key] = field;
      continue;
    }
    out[key] = { ...name, pinyin: true };
    out.mnemonic = text('助记码', {
      max: name.max,
      mnemonicOf: 'name',
      permission: name.permission,
      help: '名称的拼音首字母，留空则自动生成；查找时可输入助记码',
    });
  }
  return out as Mnemonised<F>;
}

/** A master-data type: status EBL/DISCARDED (停用 instead of delete), visible to every user. */
export function defineMasterData<F extends Fields>(def: {
  key: string;
  title: string;
  table: string;
  screen: string;
  name: string;
  prefix?: string;
  edit: Permission;
  fields: F & CheckedFields<F, Key<F>>;
  display: readonly Key<F>[];
  filters: readonly (Key<F> | 'status')[];
  columns: readonly (Key<F> | 'status')[];
  sort?: Key<F>;
  importable?: boolean;
  print?: PrintDecl<F>;
}): TypedDocumentDef<WithMnemonic<F>, Record<never, never>, 'master-data'> {
  const edit = { permission: def.edit };
  return defineDocument<WithMnemonic<F>, Record<never, never>, 'master-data'>({
    key: def.key,
    title: def.title,
    table: def.table,
    screen: def.screen,
    api: { prefix: def.prefix ?? '/base', name: def.name },
    fields: withMnemonic(def.fields),
    display: def.display,
    statuses: 'master-data',
    initialStatus: 'EBL',
    draftStatuses: [],
    transitions: masterDataTransitions(edit),
    access: { view: 'session', edit },
    list: {
      filters: def.filters,
      columns: def.columns,
      defaultSort: { field: def.sort ?? 'id', order: 'asc' },
    },
    importable: def.importable,
    print: def.print,
  });
}

/**
 * Documents linked with a record through a reference field (`${prefix}/query${name}Related`):
 * those its fields name (`references`) or whose fields name it (`referencedBy`).
 */
export interface RelatedGroup<Row = Record<string, unknown>> {
  /** Declaration key of the related documents. */
  key: string;
  title: string;
  /** The reference field that links them. */
  field: string;
  fieldLabel: string;
  direction: 'references' | 'referencedBy';
  rows: Row[];
  totalRec: number;
}
