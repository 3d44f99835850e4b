import type { DocumentDef, Fields, ScreenAccess } from '../documents/define.ts';
import { NO_ONE, type Permission } from '../permissions.ts';

/**
 * A report declared once (DESIGN §4): filters and columns are fields built with the document
 * field builders (so scales, formats, filter widgets and Excel cells are the documents' own), a
 * server query supplied by the module, a totals row over the whole filtered set, drill-downs to
 * other reports. One generic screen and one pair of calls (list, export) serve them all.
 */
export interface ReportDrill {
  /** The screen opened when the cell is clicked: a report, or a document's detail (`id`). */
  screen: string;
  /**
   * A row key holding the screen instead, for rows that open different screens (采购审核 lists
   * orders, applies, returns… each opening its own detail); `screen` serves a row without one.
   */
  screenFrom?: string;
  /** Its filters: filter name → the row key that gives the value. */
  params: Record<string, string>;
}

/** The screen a drill opens for a row. */
export function drillScreen(drill: ReportDrill, row: Readonly<Record<string, unknown>>): string {
  const from = drill.screenFrom ? row[drill.screenFrom] : undefined;
  // An app path only: never a scheme or another host (`//host`).
  return typeof from === 'string' && /^\/[^/]/.test(from) ? from : drill.screen;
}

/**
 * A chart of the rows on screen: one category per row (`category`'s label), one series per
 * `series` column the user may see; `stacked` piles a bar's series, `pie` draws the first series,
 * `line` draws each series as a line (a movement over months).
 */
export interface ReportChart {
  kind: 'bar' | 'pie' | 'line';
  category: string;
  series: readonly string[];
  stacked?: boolean;
  /**
   * The rows' currency column when their amounts are each in their own currency: one axis never
   * adds 美元 to 元 — the chart draws one currency's rows at a time, the others a click away.
   */
  currency?: string;
}

export interface ReportDef {
  key: string;
  title: string;
  screen: string;
  /** Calls: `${prefix}/query${name}List`, `${prefix}/export${name}List`. */
  api: { prefix: string; name: string };
  /** `'menu'`: only the holders of the screen's menu (or the menu its drill-down opens from). */
  access: ScreenAccess;
  /** Every filter and column; a ref column's label arrives as `${name minus Id}Label`. */
  fields: Fields;
  /** Date fields filter as ranges (`xStart`/`xEnd`), text as "contains", the rest by equality. */
  filters: readonly string[];
  /** Filters that must be given (a ledger of one material). */
  required?: readonly string[];
  columns: readonly string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /**
   * Sorting by a column means sorting by these output columns instead — the order the query
   * already produces rows in (a ledger's running number is its date and posting order), so the
   * database reads only the rows of the page. These columns are never null and are ordered with
   * the database's own null placement, so an index scan (forward or backward) delivers them.
   */
  sortAs?: Record<string, readonly string[]>;
  /** A picture of the page's rows above the table (analyses, aging). */
  chart?: ReportChart;
  /** Columns summed over the whole filtered set in the totals row. */
  totals?: readonly string[];
  drill?: Record<string, ReportDrill>;
  /** Help under the title: what the numbers mean. */
  description?: string;
  /**
   * What a reader without `permission` reads instead (the store, which sees no amounts, is not told
   * how amounts are allocated).
   */
  descriptionWithout?: { permission: Permission; text: string };
  /**
   * The output column that names a row (sent with every row though not a column): what a row's
   * detail drawer asks for. Without it rows are nameless (summaries).
   */
  rowKey?: string;
  /** Only these columns sort (a column computed after the query cannot); all when absent. */
  sortable?: readonly string[];
  /** A printed form of the filtered rows (a statement handed to a customer): 打印 on the screen. */
  print?: ReportPrint;
  /**
   * Rows follow the record rule of the record a ref column names (a consigned batch's 委托客户):
   * a reader sees only the rows whose record they may see, as on that record's own screens.
   */
  recordRule?: { follows: string };
}

/**
 * The report on paper: a title, the filters that say what it covers (the customer, the period)
 * above the rows, every row of the filtered set with its totals, and boxes to sign and seal.
 */
export interface ReportPrint {
  title: string;
  /** Filters printed in the header, as chosen on the screen (a date range as its two ends). */
  header: readonly string[];
  /** What a header filter is called on paper, where not its screen label (业务日期 → 对账期间). */
  headerLabels?: Readonly<Partial<Record<string, string>>>;
  /** The printed columns (default: the screen's). */
  columns?: readonly string[];
  signatures?: readonly string[];
  /** Handed to a customer or supplier (对账单): headed by the company as 公司信息 keeps it, as a document's print. */
  letterhead?: boolean;
}

type Key<F> = keyof F & string;

export interface ReportDecl<F extends Fields>
  extends Omit<
    ReportDef,
    | 'fields'
    | 'filters'
    | 'required'
    | 'columns'
    | 'defaultSort'
    | 'totals'
    | 'drill'
    | 'sortable'
    | 'print'
    | 'recordRule'
  > {
  fields: F;
  filters: readonly Key<F>[];
  required?: readonly Key<F>[];
  columns: readonly Key<F>[];
  defaultSort: { field: Key<F>; order: 'asc' | 'desc' };
  totals?: readonly Key<F>[];
  drill?: Partial<Record<Key<F>, ReportDrill>>;
  sortable?: readonly Key<F>[];
  print?: Omit<ReportPrint, 'header' | 'columns'> & {
    header: readonly Key<F>[];
    columns?: readonly Key<F>[];
  };
  recordRule?: { follows: Key<F> };
}

/** Identity for type inference: the compiler checks that filters, columns and totals name fields. */
export function defineReport<F extends Fields>(def: ReportDecl<F>): ReportDef {
  return def as ReportDef;
}

/**
 * Column headers the server answers with the rows (`labels` of a page), where a header depends on
 * data (the aging buckets' 逾期1-30天 follow 财务设置): the declaration's fields with those labels,
 * for the screen, its chart, print and the Excel export alike. Unknown keys are ignored.
 */
export function withLabels(def: DocumentDef, labels?: Readonly<Record<string, string>>): DocumentDef {
  if (!labels || Object.keys(labels).length === 0) return def;
  const fields = Object.fromEntries(
    Object.entries(def.fields).map(([key, field]) => [
      key,
      labels[key] ? { ...field, label: labels[key] } : field,
    ]),
  );
  return { ...def, fields };
}

/**
 * The report seen as a read-only document list, so the generic filter bar, columns, URL state,
 * list schema and Excel export of documents serve reports unchanged.
 */
export function reportAsDocument(report: ReportDef): DocumentDef {
  return {
    key: report.key,
    title: report.title,
    table: '',
    screen: report.screen,
    api: report.api,
    fields: report.fields,
    display: [],
    statuses: 'master-data',
    initialStatus: '',
    draftStatuses: [],
    transitions: [],
    // The web's screen guard decides who may open a menu-only report; its rows need no other rule.
    access: { view: report.access === 'menu' ? 'session' : report.access, edit: { permission: NO_ONE } },
    list: { filters: report.filters, columns: report.columns, defaultSort: report.defaultSort },
  };
}
