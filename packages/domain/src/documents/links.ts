import type { StatusCatalogueKey, StatusOf } from '../statuses.ts';
import type { Fields } from './define.ts';

/**
 * Document chains (DESIGN §4): a target document's lines draw on a source document's lines —
 * a warehouse-in on an acceptance, a delivery on a sales order, an invoice on deliveries. The
 * engine keeps on each source line what the target kind has drawn, refuses a draw past the open
 * quantity plus the over-allowance, gives it back when the target leaves its counting statuses,
 * rolls the source's status up, and offers 选单 and 下推 — all from this declaration.
 */
type Key<F> = keyof F & string;

/** The source side of a link, made by `drawsOn(sourceDeclaration, …)` so its names are checked. */
export interface LinkSourceDef {
  /** Declaration key of the source document. */
  key: string;
  /** The source named in refusals: 订单剩余 10 kg, 验收单剩余 …. */
  noun: string;
  /** Source line field: the quantity that may be drawn. */
  qty: string;
  /** Source line field (read-only quantity) the engine keeps: what this link has drawn. */
  drawn: string;
  /** Source statuses whose lines may be drawn on. */
  statuses: readonly string[];
  /**
   * Source statuses set from the draws: `full` when every open line is drawn (or closed),
   * `partial` (if the catalogue has one) when some is, `pending` when none is. Applied only while
   * the source is in one of these statuses, so a discarded or returned document keeps its own.
   */
  rollUp?: { pending: string; partial?: string; full: string; returned?: string };
  /** Source header field of the customer / supplier: 选单 offers only the target's party. */
  party?: string;
  /**
   * Source line fields (read-only quantities) kept by other links that also take the line out of
   * what may be drawn — a delivery's or warehouse-in line's 已退货 is neither billable nor billed:
   * 选单 / 下推 offer qty − drawn − spent, the progress counts them, and a draw past qty − drawn −
   * spent (plus the allowance) is refused, its refusal naming what is left net of them.
   */
  spent?: readonly string[];
  /**
   * Only source lines whose `field` holds one of `in` may be drawn (an acceptance line judged 合格
   * or 让步接收): the others are not offered for 选单 / 下推, count for neither the progress nor the
   * roll-up, and a line naming one is refused at save and at the transition — `第1行：验收单 X
   * 第2行${reason}`.
   */
  where?: { field: string; in: readonly string[]; reason: string };
}

/** What a refusal of an over-draw knows (quantities scaled ×1,000,000; allowance percent ×100). */
export interface OverDraw {
  lineNo: number;
  /** "code name" of the line's item. */
  item: string;
  /** The target line, camelCase fields. */
  line: Readonly<Record<string, unknown>>;
  qty: number;
  open: number;
  allowance: number;
}

/**
 * A refusal at save, as a document may word it: `at` is 第N行： for a line, empty for the one source
 * the document names in its header (the link's `header`); `number` is the source's number.
 */
export interface LinkRefusal {
  at: string;
  number: string;
}

/** What a refusal of a save past the open quantity knows (quantities scaled ×1,000,000). */
export interface OpenRefusal extends LinkRefusal {
  /** The label of the target line's item field: 物料, 产品. */
  itemNoun: string;
  /** "code name" of the line's item. */
  item: string;
  /** What this document's lines take of the source line together. */
  qty: number;
  /** What is left of it (never below zero), allowance excluded. */
  open: number;
  /** The source line's quantity, what this link has drawn, what the `spent` fields took. */
  sourceQty: number;
  drawn: number;
  spent: number;
}

/**
 * What a save checks against the source lines its lines name, before the module's `beforeSave`
 * (ERPNext's `validate_with_previous_doc`): each named source line exists, its document is in a
 * status the link draws on, agrees on the compared header fields, its line is not closed (but for
 * a return) and holds the same item; then the source's values are copied over the target's
 * server-filled (read-only) fields. The transition checks again under the source lines' locks.
 * A link without it is checked at the transition only (a draft may be keyed freely).
 *
 * A document naming its one source in its header (`header`) has that source checked on every save
 * — it exists, is in a status the link draws on, agrees on the compared fields — and takes its
 * `headerCopy` values; a line keyed by hand on it is matched to its source line by the `match`
 * fields (the first open one that holds it), and with `fill` a save sending no lines takes the
 * source's open lines, as 下推 would. The module's `beforeLinkChecks` hook runs after that
 * matching and before the line checks, so its more particular refusals speak first.
 */
export interface LinkSaveDef {
  /** Every line must name a source line; the hint when one does not: 请从已出库的销售出库单选单. */
  required?: string;
  /**
   * Target header field → source header field that must be equal where both are set (ERPNext's
   * `compare_fields`). Default: the link's `party` → the source's `party`.
   */
  compare?: Readonly<Record<string, string>>;
  /**
   * Refuse at save what is past the open quantity (qty − drawn − spent, plus the allowance; for a
   * return, what the source line has drawn): the lines of this document on one source line
   * together, its own share excluded when it is edited in a counting status.
   */
  open?: boolean;
  /**
   * A save naming its header's source (`header`) and sending no lines takes that source's open
   * lines, each at what is open (下推's lines); lines not sent at all (a header-only save) stay.
   */
  fill?: boolean;
  /** Refusals worded by the document instead of the engine. */
  messages?: {
    /**
     * Default: 第N行：出库单 X 不是所选客户的出库单; for the header's source: 供应商须与采购订单 X
     * 的供应商一致 (`label` is the target's field, `sourceLabel` the source's).
     */
    compare?: (
      r: LinkRefusal & { field: string; label: string; sourceLabel: string; noun: string },
    ) => string;
    /** Default: 第N行：出库单 X 当前状态不能开票 (the header's source: 出库单 X 当前状态不能开票). */
    status?: (r: LinkRefusal) => string;
    /** Default: the link's `overMessage`, else the transition's words. */
    open?: (r: OpenRefusal) => string;
    /** Sources disagree on a read-only header field copied from them (`headerCopy`), by its label. */
    mixed?: (label: string) => string;
  };
}

export interface LineLinkDef {
  /** Identity of the link (one per target kind on a source), e.g. `acceptance-in`. */
  key: string;
  /** What a draw is called in refusals and buttons: 入库, 出库, 开票. */
  verb: string;
  source: LinkSourceDef;
  /** Target line field (read-only int) naming the source line a line draws on. */
  line: string;
  /** Target line field: the quantity drawn. */
  qty: string;
  /** Target statuses in which its lines draw; entering one draws, leaving it gives back. */
  counts: readonly string[];
  /** Target header reference naming the one source document, when there is one. */
  header?: string;
  /** Line fields equal on both sides: find the source line of a target line that names none. */
  match?: readonly string[];
  /** Target line field ← source line field, for 选单 and 下推. */
  copy: Readonly<Record<string, string>>;
  /** Target header field ← source header field, for 下推. */
  headerCopy?: Readonly<Record<string, string>>;
  /** Target header field that must equal the source's `party`. */
  party?: string;
  /**
   * Over-allowance in percent ×100 for this document type; `item` names the target line field of
   * the item whose own `overAllowance` overrides it (ERPNext's rule).
   */
  allowance?: { percent: number; item?: string };
  /** Unit named in refusals (default kg). */
  unit?: string;
  /** A refusal worded by the document instead of the engine's. */
  overMessage?: (d: OverDraw) => string;
  /**
   * Source lines not offered for 选单 / 下推: those whose item (the line's item field) has the
   * boolean master-data field `flag` set — such items come another way, which `reason` says (a
   * 来料需检验 material only through a passing acceptance). The target's rules refuse them keyed by hand.
   */
  exceptItems?: { flag: string; reason: string };
  /**
   * A return (退货): entering a counting status takes the line's quantity back off what the source
   * line has drawn — never below zero — and off the `also` drawn fields of the same line (已验收
   * with 已入库), so the quantity can be drawn again (re-received); leaving it draws again, within
   * the allowance. The source rolls to `rollUp.returned` where declared. Not offered for 选单 / 下推.
   */
  returns?: { also?: readonly string[] };
  /**
   * The link draws (or takes back) only for documents whose header `field` holds one of `in` —
   * a red invoice gives the quantity back to be billed only for reasons that take goods back.
   */
  when?: { field: string; in: readonly string[] };
  /**
   * Only target lines whose `field` holds one of `in` draw (an acceptance's lines judged 合格 or
   * 让步接收 count on their order line; a failed line leaves its quantity open there).
   */
  where?: { field: string; in: readonly string[] };
  /** What a save checks and copies from the source lines (else only the transition checks). */
  save?: LinkSaveDef;
}

/** Links a user may pick or push from (a return is posted on the lines it names, not drawn). */
export const pickableLink = (link: Pick<LineLinkDef, 'returns'>) => !link.returns;

type ItemsOf<D> = D extends { items?: { fields: infer I } } ? (I extends Fields ? I : Fields) : Fields;
type StatusOfDoc<D> = D extends { statuses: infer K extends StatusCatalogueKey } ? StatusOf<K> : string;

/** The checked shape of a link inside a target's declaration. */
export interface LineLinkDecl<F extends Fields, I extends Fields, S extends string>
  extends Omit<
    LineLinkDef,
    | 'line'
    | 'qty'
    | 'counts'
    | 'header'
    | 'match'
    | 'copy'
    | 'headerCopy'
    | 'party'
    | 'allowance'
    | 'when'
    | 'where'
    | 'save'
  > {
  line: Key<I>;
  qty: Key<I>;
  counts: readonly S[];
  header?: Key<F>;
  match?: readonly Key<I>[];
  copy: Partial<Record<Key<I>, string>>;
  headerCopy?: Partial<Record<Key<F>, string>>;
  party?: Key<F>;
  allowance?: { percent: number; item?: Key<I> };
  when?: { field: Key<F>; in: readonly string[] };
  where?: { field: Key<I>; in: readonly string[] };
  save?: Omit<LinkSaveDef, 'compare'> & { compare?: Partial<Record<Key<F>, string>> };
}

/** The source side of a link, its field and status names checked against the source declaration. */
export function drawsOn<
  D extends { key: string; fields: Fields; items?: { fields: Fields }; statuses: StatusCatalogueKey },
>(
  source: D,
  spec: {
    noun: string;
    qty: Key<ItemsOf<D>>;
    drawn: Key<ItemsOf<D>>;
    statuses: readonly StatusOfDoc<D>[];
    rollUp?: {
      pending: StatusOfDoc<D>;
      partial?: StatusOfDoc<D>;
      full: StatusOfDoc<D>;
      returned?: StatusOfDoc<D>;
    };
    party?: Key<D['fields']>;
    spent?: readonly Key<ItemsOf<D>>[];
    where?: { field: Key<ItemsOf<D>>; in: readonly string[]; reason: string };
  },
): LinkSourceDef {
  return { key: source.key, ...spec };
}

/** 选单: a source line that may still be drawn on (wire type); quantities scaled ×1,000,000. */
export interface OpenLine<Line = Record<string, unknown>> {
  sourceId: number;
  sourceNumber: string;
  lineId: number;
  lineNo: number;
  itemLabel: string;
  qty: number;
  drawn: number;
  /** What may still be drawn. */
  open: number;
  /** `open` plus the over-allowance: the most one draw may take. */
  limit: number;
  /** A ready target line: the copied fields with their labels, the link's line, qty = open. */
  line: Line;
}

/** 下推: an unsaved target made from sources — header values with ref labels, and lines. */
export interface DraftDocument<Line = Record<string, unknown>> {
  values: Record<string, unknown>;
  items: Line[];
}

/** How far one kind of target has drawn a source (its detail's `progress`). */
export interface LinkProgress {
  link: string;
  verb: string;
  targetKey: string;
  targetTitle: string;
  /** Σ min(drawn, qty) / Σ qty in percent, one decimal (ERPNext's per_delivered). */
  percent: number;
  qty: number;
  drawn: number;
}
