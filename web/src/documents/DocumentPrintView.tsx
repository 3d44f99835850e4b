import { FileExcelOutlined } from '@ant-design/icons';
import {
  companyProfile,
  type DocumentDef,
  formatUnitPrice,
  type Letterhead,
  letterheadOf,
  type PrintDef,
  printedValues,
  printLabel,
  printLayouts,
} from '@tiangong/domain';
import { Button, Flex } from 'antd';
import { type CSSProperties, lazy, Suspense } from 'react';
import { useUserInfo } from '../shell/use-user-info';
import { PrintLayout } from '../widgets/PrintLayout';
import { PrintOverlay } from '../widgets/PrintOverlay';
import { keyVisible } from './access';
import { type DocumentRow, documentApi } from './doc-api';
import { formatKey, keyLabel } from './formatters';
import { PrintItemsTable } from './ItemsTable';
import { useRemote } from './use-remote';

// Waybills (and their barcode library) load only when one is printed.
const WaybillForm = lazy(() => import('./WaybillForm').then((m) => ({ default: m.WaybillForm })));

const cell: CSSProperties = {
  border: '1px solid #000',
  padding: '6px 8px',
  fontSize: 14,
  verticalAlign: 'top',
};
const labelCell: CSSProperties = { ...cell, width: '16%', background: '#fafafa', fontWeight: 600 };

/** The header fields of a printed form that the reader may see. */
export function printKeys(def: DocumentDef, roles: readonly string[], layout: PrintDef): string[] {
  return layout.fields.filter((key) => keyVisible(def, roles, key));
}

/** A header field as a form prints it: a unit price with the decimals it has (2 to 6). */
export function printText(def: DocumentDef, key: string, row: DocumentRow): string {
  const value = row[key];
  if (def.fields[key]?.kind === 'price' && value !== null && value !== undefined && value !== '')
    return formatUnitPrice(value as number | string);
  return formatKey(def, key, row);
}

/** The company as its latest enabled 公司信息 keeps it (none kept: no letterhead). */
export async function loadLetterhead(): Promise<Letterhead | undefined> {
  const page = await documentApi(companyProfile).list(
    {
      page: { pageIndex: 1, pageSize: 1 },
      queryParameterVo: { status: 'EBL' },
      sort: { field: 'id', order: 'desc' },
    },
    { silent: true },
  );
  return letterheadOf(page?.requestList[0]);
}

/** The head of a print that leaves the company: its name, address and phone, 税号, bank. */
export function LetterheadBlock({ letterhead }: { letterhead: Letterhead }) {
  return (
    <div style={{ textAlign: 'center', marginBottom: 12 }} data-testid="print-letterhead">
      <div style={{ fontSize: 20, fontWeight: 600 }}>{letterhead.name}</div>
      {letterhead.lines.map((line) => (
        <div key={line} style={{ fontSize: 13 }}>
          {line}
        </div>
      ))}
    </div>
  );
}

/** Header fields two to a row, as a slip is laid out. */
export function pairs<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += 2) out.push(items.slice(i, i + 2));
  return out;
}

function PrintForm({
  def,
  row,
  layout,
  roles,
  letterhead,
}: {
  def: DocumentDef;
  row: DocumentRow;
  layout: PrintDef;
  roles: readonly string[];
  letterhead?: Letterhead;
}) {
  const keys = printKeys(def, roles, layout);
  const shown = printedValues(layout, row);
  return (
    <div style={{ padding: 24 }}>
      {layout.letterhead && letterhead && <LetterheadBlock letterhead={letterhead} />}
      <h2 style={{ textAlign: 'center', margin: '0 0 16px', fontSize: 22 }}>{layout.title}</h2>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {pairs(keys).map((pair) => (
            <tr key={pair.join(',')}>
              {pair.map((key) => (
                <PrintCell
                  key={key}
                  label={printLabel(layout, key, keyLabel(def, key))}
                  value={printText(def, key, shown)}
                  wide={pair.length === 1}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {/* List rows carry no lines; a detail does. */}
      {def.items && Array.isArray(row.items) && (
        <PrintItemsTable
          def={def}
          lines={row.items.map((line) => printedValues(layout, line as DocumentRow))}
          roles={roles}
          only={layout.items}
          blanks={layout.blanks}
        />
      )}
      {layout.signatures && <Signatures labels={layout.signatures} />}
    </div>
  );
}

/** The foot of a slip: a box to sign and date for each person who hands over or checks it. */
export function Signatures({ labels }: { labels: readonly string[] }) {
  return (
    <Flex
      justify="space-between"
      gap={24}
      style={{ marginTop: 32, fontSize: 14 }}
      data-testid="print-signatures"
    >
      {labels.map((label) => (
        <div key={label} style={{ flex: 1 }}>
          {label}：<span style={{ display: 'inline-block', width: '60%', borderBottom: '1px solid #000' }} />
          <div style={{ marginTop: 12 }}>
            日期：
            <span style={{ display: 'inline-block', width: '60%', borderBottom: '1px solid #000' }} />
          </div>
        </div>
      ))}
    </Flex>
  );
}

export function PrintCell({ label, value, wide }: { label: string; value: string; wide: boolean }) {
  return (
    <>
      <th style={labelCell}>{label}</th>
      <td style={cell} colSpan={wide ? 3 : 1}>
        {value}
      </td>
    </>
  );
}

export interface DocumentPrintProps {
  def: DocumentDef;
  rows: DocumentRow[];
  /** Decides the fields printed; the logged-in user's roles by default. */
  roles?: readonly string[];
  /** Which of the declaration's printed forms (default: its main one). */
  layout?: PrintDef;
}

/** One printed form per row (PrintLayout: 1024 px, A4 portrait, one form a page). */
export function DocumentPrint({ def, rows, roles, layout = printLayouts(def)[0] }: DocumentPrintProps) {
  const user = useUserInfo();
  const shownTo = roles ?? user?.rolesVOList.map((r) => r.roleName) ?? [];
  const letterhead = useRemote(
    async () => (layout.letterhead ? loadLetterhead() : undefined),
    [layout.letterhead],
  );
  return (
    <PrintLayout
      title={layout.title}
      forms={rows.map((row) =>
        layout.waybill ? (
          <Suspense key={row.id} fallback={null}>
            <WaybillForm def={def} row={row} layout={layout} />
          </Suspense>
        ) : (
          <PrintForm
            key={row.id}
            def={def}
            row={row}
            layout={layout}
            roles={shownTo}
            letterhead={letterhead.data}
          />
        ),
      )}
    />
  );
}

/** The print view over the whole screen, with PrintLayout's 打印 button; 关闭 or Esc returns. */
export function DocumentPrintOverlay({
  open,
  onClose,
  ...props
}: DocumentPrintProps & { open: boolean; onClose: () => void }) {
  const layouts = printLayouts(props.def);
  const layout = props.layout ?? layouts[0];
  // One record's slip can also be had as Excel, to file or fill in there.
  const single = props.rows.length === 1 ? props.rows[0] : undefined;
  return (
    <PrintOverlay
      open={open}
      onClose={onClose}
      actions={
        single && (
          <Button
            icon={<FileExcelOutlined />}
            onClick={() =>
              void documentApi(props.def).printExcel(single.id, layouts.indexOf(layout), layout.title)
            }
          >
            导出Excel
          </Button>
        )
      }
    >
      <DocumentPrint {...props} layout={layout} />
    </PrintOverlay>
  );
}
