import { type DocumentDef, type FieldDef, formatUnitPrice } from '@tiangong/domain';
import { Table, type TableColumnsType } from 'antd';
import type { CSSProperties } from 'react';
import { formatField, isNumeric } from './formatters';
import { type ItemLine, isTotalled, itemTotals, orderedLines, TOTAL_LABEL, visibleItemFields } from './items';
import { linkLineFields, linkLineText } from './links';

export const LINE_NO_LABEL = '行号';

const lineNoOf = (line: ItemLine, index: number) =>
  typeof line.lineNo === 'number' ? line.lineNo : index + 1;

/** Numbers read right-aligned; a link's source line is text. */
const rightAligned = (def: DocumentDef, name: string, field: FieldDef) =>
  isNumeric(field) && !linkLineFields(def).includes(name);

/** A line's field as text; a link's source line reads as its label (验收单号 第n行), not its id. */
function lineCellText(def: DocumentDef, name: string, field: FieldDef, line: ItemLine): string {
  return linkLineFields(def).includes(name) ? linkLineText(line, name) : formatField(name, field, line);
}

export interface ItemsTableProps {
  def: DocumentDef;
  /** The detail's `items`. */
  lines: unknown;
  roles: readonly string[];
}

export interface ItemsScreenTableProps extends ItemsTableProps {
  /** Columns after the fields (a source's 关闭 state and buttons). */
  extraColumns?: TableColumnsType<ItemLine>;
}

/** The lines of a document, read-only (detail): line number, the fields the user may see, the sums. */
export function ItemsTable({ def, lines, roles, extraColumns = [] }: ItemsScreenTableProps) {
  const fields = visibleItemFields(def, roles);
  const rows = orderedLines(lines);
  const totals = itemTotals(fields, rows);
  const hasTotals = fields.some(([, field]) => isTotalled(field));
  const columns: TableColumnsType<ItemLine> = [
    {
      key: '#',
      title: LINE_NO_LABEL,
      width: 56,
      align: 'center',
      render: (_, line, index) => lineNoOf(line, index),
    },
    ...fields.map(([name, field]): TableColumnsType<ItemLine>[number] => ({
      key: name,
      title: field.label,
      align: rightAligned(def, name, field) ? 'right' : undefined,
      render: (_, line) => lineCellText(def, name, field, line),
    })),
    ...extraColumns,
  ];
  return (
    <Table<ItemLine>
      size="small"
      bordered
      rowKey={(line) => String(line.id ?? line.lineNo)}
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      summary={
        hasTotals
          ? () => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} align="center">
                  {TOTAL_LABEL}
                </Table.Summary.Cell>
                {fields.map(([name, field], i) => (
                  <Table.Summary.Cell key={name} index={i + 1} align={isNumeric(field) ? 'right' : undefined}>
                    {totals[name] ?? ''}
                  </Table.Summary.Cell>
                ))}
                {extraColumns.map((column, i) => (
                  <Table.Summary.Cell key={String(column.key ?? i)} index={fields.length + 1 + i} />
                ))}
              </Table.Summary.Row>
            )
          : undefined
      }
    />
  );
}

const cell: CSSProperties = { border: '1px solid #000', padding: '4px 6px', fontSize: 13 };
const headCell: CSSProperties = { ...cell, background: '#fafafa', fontWeight: 600, textAlign: 'center' };
const alignOf = (def: DocumentDef, name: string, field: FieldDef): CSSProperties =>
  rightAligned(def, name, field) ? { textAlign: 'right' } : {};

export interface PrintItemsTableProps extends ItemsTableProps {
  /** The printed line columns, in this order (default: every one the reader may see). */
  only?: readonly string[];
  /** Empty columns after them, written in by hand. */
  blanks?: readonly string[];
}

/** A line's field on paper: a unit price with the decimals it has (2 to 6). */
function printCellText(def: DocumentDef, name: string, field: FieldDef, line: ItemLine): string {
  const value = line[name];
  if (field.kind === 'price' && value !== null && value !== undefined && value !== '')
    return formatUnitPrice(value as number | string);
  return lineCellText(def, name, field, line);
}

/** The lines on paper: a bordered table under the header fields, with the sums. */
export function PrintItemsTable({ def, lines, roles, only, blanks = [] }: PrintItemsTableProps) {
  const visible = visibleItemFields(def, roles);
  const fields = only ? only.flatMap((name) => visible.filter(([key]) => key === name)) : visible;
  const rows = orderedLines(lines);
  const totals = itemTotals(fields, rows);
  const hasTotals = fields.some(([, field]) => isTotalled(field));
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 12 }} data-testid="print-items">
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0', fontSize: 14 }}>
        {def.items?.title}
      </caption>
      <thead>
        <tr>
          <th style={{ ...headCell, width: 48 }}>{LINE_NO_LABEL}</th>
          {fields.map(([name, field]) => (
            <th key={name} style={headCell}>
              {field.label}
            </th>
          ))}
          {blanks.map((label) => (
            <th key={`blank-${label}`} style={{ ...headCell, minWidth: 110 }}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((line, index) => (
          <tr key={String(line.id ?? line.lineNo ?? index)}>
            <td style={{ ...cell, textAlign: 'center' }}>{lineNoOf(line, index)}</td>
            {fields.map(([name, field]) => (
              <td key={name} style={{ ...cell, ...alignOf(def, name, field) }}>
                {printCellText(def, name, field, line)}
              </td>
            ))}
            {blanks.map((label) => (
              <td key={`blank-${label}`} style={cell} />
            ))}
          </tr>
        ))}
      </tbody>
      {hasTotals && (
        <tfoot>
          <tr>
            <td style={{ ...cell, textAlign: 'center', fontWeight: 600 }}>{TOTAL_LABEL}</td>
            {fields.map(([name, field]) => (
              <td key={name} style={{ ...cell, ...alignOf(def, name, field), fontWeight: 600 }}>
                {totals[name] ?? ''}
              </td>
            ))}
            {blanks.map((label) => (
              <td key={`blank-${label}`} style={cell} />
            ))}
          </tr>
        </tfoot>
      )}
    </table>
  );
}
