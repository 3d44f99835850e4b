import {
  companyToday,
  type DocumentDef,
  type Letterhead,
  type ReportDef,
  type ReportPrint as ReportPrintDef,
} from '@tiangong/domain';
import { Alert, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  LetterheadBlock,
  loadLetterhead,
  PrintCell,
  pairs,
  Signatures,
} from '../documents/DocumentPrintView';
import type { DocumentRow } from '../documents/doc-api';
import { formatDate, formatKey, keyLabel, refLabelKey } from '../documents/formatters';
import { PrintItemsTable } from '../documents/ItemsTable';
import { type ListQuery, listBody } from '../documents/list-query';
import { useRemote } from '../documents/use-remote';
import { PrintLayout } from '../widgets/PrintLayout';
import { PrintOverlay } from '../widgets/PrintOverlay';
import { reportApi } from './report-api';

/** Rows fetched for paper: pages of the server's largest size, up to this many rows. */
const PAGE = 500;
const MAX_ROWS = 10_000;

interface Loaded {
  rows: DocumentRow[];
  truncated: boolean;
  total: number;
}

/** Every row of the filtered set, page after page (a statement prints whole, not one screenful). */
async function allRows(report: ReportDef, def: DocumentDef, query: ListQuery): Promise<Loaded | undefined> {
  const api = reportApi(report);
  const rows: DocumentRow[] = [];
  for (let pageIndex = 1; rows.length < MAX_ROWS; pageIndex++) {
    const page = await api.list(listBody(def, { ...query, pageIndex }, PAGE));
    // The error has been shown (the client's toast); nothing half-loaded goes to paper.
    if (!page) return undefined;
    rows.push(...page.requestList);
    if (rows.length >= page.totalRec || page.requestList.length === 0)
      return { rows, truncated: false, total: page.totalRec };
  }
  return { rows, truncated: true, total: rows.length };
}

/** What a header filter says on paper: the period's two ends, the chosen record, or 全部. */
function headerValue(def: DocumentDef, key: string, query: ListQuery, rows: DocumentRow[]): string {
  const field = def.fields[key];
  if (field.kind === 'date') {
    const start = query.filters[`${key}Start`];
    const end = query.filters[`${key}End`];
    if (!start && !end) return '全部期间';
    return `${start ? formatDate(start) : '最早'} 至 ${end ? formatDate(end) : '今天'}`;
  }
  const chosen = query.filters[key];
  if (!chosen) return '全部';
  // A chosen record's name comes with every row that names it.
  if (field.kind === 'ref') {
    const row = rows.find((r) => String(r[key]) === chosen);
    return row ? String(row[refLabelKey(key)] ?? chosen) : chosen;
  }
  return formatKey(def, key, { [key]: chosen, id: 0, status: '', version: 0 });
}

function ReportPrintForm({
  print,
  def,
  query,
  rows,
  roles,
  letterhead,
}: {
  print: ReportPrintDef;
  def: DocumentDef;
  query: ListQuery;
  rows: DocumentRow[];
  roles: readonly string[];
  letterhead?: Letterhead;
}) {
  const header = [
    ...print.header.map((key) => ({
      label: print.headerLabels?.[key] ?? keyLabel(def, key),
      value: headerValue(def, key, query, rows),
    })),
    { label: '打印日期', value: formatDate(companyToday()) },
  ];
  // The rows are the lines of one printed form; the report's fields are their columns.
  const linesDef: DocumentDef = { ...def, items: { title: '明细', fields: def.fields } };
  return (
    <div style={{ padding: 24 }}>
      {print.letterhead && letterhead && <LetterheadBlock letterhead={letterhead} />}
      <h2 style={{ textAlign: 'center', margin: '0 0 16px', fontSize: 22 }}>{print.title}</h2>
      <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="print-header">
        <tbody>
          {pairs(header).map((pair) => (
            <tr key={pair.map((h) => h.label).join(',')}>
              {pair.map((h) => (
                <PrintCell key={h.label} label={h.label} value={h.value} wide={pair.length === 1} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <PrintItemsTable def={linesDef} lines={rows} roles={roles} only={print.columns} />
      {print.signatures && <Signatures labels={print.signatures} />}
    </div>
  );
}

/** A report on paper (ReportDef.print): every filtered row, its totals, the header and signatures. */
export function ReportPrintOverlay({
  report,
  def,
  query,
  roles,
  onClose,
}: {
  report: ReportDef & { print: ReportPrintDef };
  def: DocumentDef;
  query: ListQuery;
  roles: readonly string[];
  onClose: () => void;
}) {
  const [loaded, setLoaded] = useState<Loaded | 'failed'>();
  useEffect(() => {
    let current = true;
    void allRows(report, def, query).then((result) => current && setLoaded(result ?? 'failed'));
    return () => {
      current = false;
    };
  }, [report, def, query]);
  const { print } = report;
  const letterhead = useRemote(
    async () => (print.letterhead ? loadLetterhead() : undefined),
    [print.letterhead],
  );
  const data = loaded === 'failed' ? undefined : loaded;
  const form = useMemo(
    () =>
      data && (
        <ReportPrintForm
          print={print}
          def={def}
          query={query}
          rows={data.rows}
          roles={roles}
          letterhead={letterhead.data}
        />
      ),
    [data, print, def, query, roles, letterhead.data],
  );
  return (
    <PrintOverlay open onClose={onClose}>
      {data?.truncated && (
        <Alert
          type="warning"
          showIcon
          style={{ width: 1024, margin: '0 auto 8px' }}
          message={`共 ${data.total} 行，只打印前 ${MAX_ROWS} 行；请缩小查询范围`}
        />
      )}
      {form ? (
        <PrintLayout title={print.title} forms={[form]} />
      ) : loaded === 'failed' ? (
        <Alert
          type="error"
          showIcon
          style={{ width: 1024, margin: '0 auto' }}
          message="加载失败，请关闭后重试"
        />
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
    </PrintOverlay>
  );
}
