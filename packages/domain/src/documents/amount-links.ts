import type { StatusCatalogueKey, StatusOf } from '../statuses.ts';
import type { Fields } from './define.ts';

/**
 * Amount links (DESIGN §4, issue 29): a target document draws an amount on a source document's
 * open amount — a write-off (核销) on an invoice and on a receipt, a red-letter invoice (红字发票)
 * on its blue one. The engine keeps on the source header what each link has drawn, refuses a draw
 * past what is open, gives it back when the target leaves its counting statuses, settles the
 * source's status from what is left open, and refuses taking a source back (反审核) while anything
 * is drawn on it — all from this declaration (`server/src/platform/documents/amount-links.ts`).
 */
type Key<F> = keyof F & string;
type StatusOfDoc<D> = D extends { statuses: infer K extends StatusCatalogueKey } ? StatusOf<K> : string;

/** The source side of an amount link, made by `drawsAmountOn(sourceDeclaration, …)`. */
export interface AmountSourceDef {
  /** Declaration key of the source document. */
  key: string;
  /** The source named in refusals: 发票, 收款, 蓝字发票. */
  noun: string;
  /** Source header field: the amount that may be drawn (价税合计, 收款金额). */
  amount: string;
  /** Source header field (read-only amount) the engine keeps: what this link has drawn. */
  drawn: string;
  /** Source header fields kept by other links that also take the amount out of what is open (已红冲). */
  spent?: readonly string[];
  /**
   * Source header field (a derived amount, 未核销金额) the engine computes as `amount` less `drawn`
   * and every `spent` — what its save checks allow — shown on the source's list and detail and
   * wherever the link offers it (选单: `query${Name}OpenAmounts`, where picking one prefills the
   * target's amount).
   */
  open?: string;
  /** Source statuses that may be drawn on. */
  statuses: readonly string[];
  /** What a source outside them is, in refusals: 发票 KP… 未复核，不能核销. */
  unready: string;
  /** Source header field of the party (customer / supplier). */
  party?: string;
  /** Source header date: the target is dated on or after it (DESIGN §5a). */
  date?: string;
  /**
   * The source's status follows what is left open (its amount less every amount link's drawn
   * field): `done` when nothing is, `open` otherwise — applied only while it is in one of the two.
   */
  settle?: { open: string; done: string };
  /**
   * A source leaving `statuses` (反审核) while this link has drawn on it is refused with its title
   * and this: 销售收款已有核销，请先撤销核销再反审核.
   */
  held?: string;
}

export interface AmountLinkDef {
  /** Identity of the link, e.g. `writeoff-invoice`. */
  key: string;
  /** What a draw is called in refusals: 核销, 红冲. */
  verb: string;
  /** What is left to draw, in refusals: 发票 KP… 未核销 10.00，本次核销 20.00 超出. */
  open: string;
  source: AmountSourceDef;
  /** Target header reference naming the source document. */
  field: string;
  /** Target header field: the amount drawn. */
  amount: string;
  /** Target statuses in which it draws; saving in one draws (an edit first gives back), leaving gives back. */
  counts: readonly string[];
  /** Target header field that must equal the source's `party`. */
  party?: string;
  /** Target header date that may not come before the source's `date`. */
  date?: string;
  /**
   * Source header fields every source one document draws on must agree on (a write-off's invoice
   * and receipt in one currency): 发票 X 与收款 Y 的币种不同，不能核销.
   */
  compare?: readonly string[];
}

/**
 * A source offered by an amount link's 选单 (`${prefix}/query${Name}OpenAmounts`): one the target's
 * party may draw on now — in a drawable status, with something left open — oldest first. `amount`
 * and `open` are null for a reader who may not see the source's amount; the link's `compare`
 * fields come with their labels (`currencyId`, `currencyIdLabel`).
 */
export interface OpenAmount {
  id: number;
  number: string;
  status: string;
  /** The source's `date` (yyyymmdd). */
  date: string | null;
  amount: number | null;
  /** What is left to draw: the amount less what is drawn and spent (plus what the document being edited holds). */
  open: number | null;
  [compared: string]: unknown;
}

/** The source side of an amount link, its field and status names checked against the source declaration. */
export function drawsAmountOn<D extends { key: string; fields: Fields; statuses: StatusCatalogueKey }>(
  source: D,
  spec: {
    noun: string;
    amount: Key<D['fields']>;
    drawn: Key<D['fields']>;
    spent?: readonly Key<D['fields']>[];
    open?: Key<D['fields']>;
    statuses: readonly StatusOfDoc<D>[];
    unready: string;
    party?: Key<D['fields']>;
    date?: Key<D['fields']>;
    settle?: { open: StatusOfDoc<D>; done: StatusOfDoc<D> };
    held?: string;
  },
): AmountSourceDef {
  return { key: source.key, ...spec };
}

/**
 * A derived billing status (开票状态, ERPNext's per_billed), declared on the document billed and
 * computed by the engine as a derived header field over its lines: each line (or group of lines
 * sharing `by.match`) is open while billed + spent < qty. The value is `none` while a line is open
 * (`partly` where the catalogue has one and something is billed), else `fully`; `by` reads the
 * billing documents themselves where the state names theirs.
 */
export interface BillingDef {
  /** The derived header field (an enum of the states below). */
  field: string;
  /** Line field: the quantity to bill. */
  qty: string;
  /** Line fields: what is billed (kept by the billing documents' links). Else `by.counts`. */
  billed?: readonly string[];
  /** Line fields taken out of what is to bill (已退货). */
  spent?: readonly string[];
  states: { none: string; partly?: string; fully: string };
  /** The billing documents (a target declaration drawing on this one). */
  by?: {
    /** Their declaration key. */
    key: string;
    /** Their line field naming this document's line (a line link's `line`)… */
    line?: string;
    /** …or their header field naming this document, and the line field both sides share. */
    header?: string;
    match?: string;
    /** Their statuses whose lines are billed, where `billed` names no line field. */
    counts?: readonly string[];
    /**
     * One of them in `statuses` shows `state` first (待复核) — or, `whileNone`, only where the
     * value would be `none`.
     */
    pending?: { statuses: readonly string[]; state: string; whileNone?: boolean };
    /** `fully` needs one of them in these statuses, else it is `none` (all of it went back). */
    issued?: readonly string[];
    /** `fully` reads `state` while one of them is in `statuses` (its invoice not yet written off). */
    unsettled?: { statuses: readonly string[]; state: string };
  };
}

type ItemsOf<D> = D extends { items?: { fields: infer I } } ? (I extends Fields ? I : Fields) : Fields;

/** A declaration with its billing status declared, the names checked against it. */
export function withBillingStatus<D extends { fields: Fields; items?: { fields: Fields } }>(
  def: D,
  billing: Omit<BillingDef, 'field' | 'qty' | 'billed' | 'spent'> & {
    field: Key<D['fields']>;
    qty: Key<ItemsOf<D>>;
    billed?: readonly Key<ItemsOf<D>>[];
    spent?: readonly Key<ItemsOf<D>>[];
  },
): D & { billing: BillingDef } {
  return { ...def, billing };
}
