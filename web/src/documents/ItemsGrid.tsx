import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type DocumentDef, enumOptions, type FieldDef, isScaled } from '@tiangong/domain';
import {
  App,
  Button,
  Checkbox,
  DatePicker,
  Flex,
  Form,
  type FormItemProps,
  Select,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
} from 'react';
import { NumberInput } from '../widgets/NumberInput';
import { TrimInput } from '../widgets/TrimInput';
import { BatchSelect } from './BatchSelect';
import { DependentRefSelect } from './DependentRefSelect';
import { shownHint } from './form-defaults';
import { fieldRules, itemProps, placeholderOf } from './form-fields';
import { refLabelKey } from './formatters';
import {
  blankLine,
  cellValueFromText,
  ITEMS,
  type ItemLine,
  isBlankLine,
  isEmptyCell,
  isSheetText,
  isTotalled,
  itemTotals,
  lookupRef,
  minLinesMessage,
  minLinesOf,
  parseClipboard,
  TOTAL_LABEL,
} from './items';
import { linkLineText } from './links';
import { RefSelect } from './RefSelect';
import { StockRefSelect } from './StockRefSelect';
import { scaleProps } from './scale-props';

/** The form drawer of a declaration with line items: wide enough for the grid. */
export const ITEMS_DRAWER_WIDTH = 1000;
export const ADD_LINE = '添加一行';

type Rule = NonNullable<FormItemProps['rules']>[number];

const GRID_CLASS = 'tg-items-grid';
const NUMBER_STYLE = { textAlign: 'right' } as const;
const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled])';

/** Column width by kind: references and dates need room, numbers less. */
export function cellWidth(field: FieldDef): number {
  // An item with its stock shows 在库 · 可用 beside its name.
  if (field.kind === 'ref') return field.stock ? 320 : 200;
  if (field.kind === 'date') return 150;
  if (field.kind === 'bool') return 64;
  if (field.kind === 'text') return 160;
  return 130;
}

/** The input of one cell: the header's widgets, without placeholders (the column says it). */
function cellInput(def: DocumentDef, field: FieldDef, line: number, refLabel: unknown): ReactNode {
  const name = `${field.label}（第${line + 1}行）`;
  if (isScaled(field)) return <NumberInput {...scaleProps(field)} aria-label={name} style={NUMBER_STYLE} />;
  switch (field.kind) {
    case 'text':
      if (field.pick)
        return (
          <BatchSelect def={def} pick={field.pick} line={line} aria-label={name} style={{ width: '100%' }} />
        );
      return <TrimInput trim={field.trim} aria-label={name} />;
    case 'int':
      return <NumberInput decimals={0} scale={1} allowNegative={(field.min ?? 0) < 0} style={NUMBER_STYLE} />;
    case 'date':
      return <DatePicker format="YYYY-MM-DD" placeholder="" aria-label={name} style={{ width: '100%' }} />;
    case 'bool':
      return <Checkbox aria-label={name} />;
    case 'enum':
      return (
        <Select aria-label={name} allowClear options={[...enumOptions(field)]} style={{ width: '100%' }} />
      );
    case 'ref':
      if (field.dependsOn)
        return (
          <DependentRefSelect
            def={def}
            field={{ ...field, dependsOn: field.dependsOn }}
            line={line}
            initialLabel={typeof refLabel === 'string' ? refLabel : undefined}
            aria-label={name}
            style={{ width: '100%' }}
          />
        );
      if (field.stock)
        return (
          <StockRefSelect
            def={def}
            field={{ ...field, stock: field.stock }}
            line={line}
            initialLabel={typeof refLabel === 'string' ? refLabel : undefined}
            aria-label={name}
            style={{ width: '100%' }}
          />
        );
      return (
        <RefSelect
          target={field.target}
          initialLabel={typeof refLabel === 'string' ? refLabel : undefined}
          aria-label={name}
          style={{ width: '100%' }}
        />
      );
  }
}

/**
 * The header's checks on a cell, except that a required cell is asked for (请输入 / 请选择) only
 * on a line that has something in it: blank lines are not saved.
 */
export function cellRules(field: FieldDef, fields: [string, FieldDef][], index: number): Rule[] {
  const rules: Rule[] = fieldRules({ ...field, required: false } as FieldDef);
  if (field.required) {
    rules.unshift(({ getFieldValue }) => ({
      validator: (_, value) =>
        !isEmptyCell(field, value) || isBlankLine(fields, getFieldValue([ITEMS, index]))
          ? Promise.resolve()
          : Promise.reject(new Error(placeholderOf(field))),
    }));
  }
  return rules;
}

/**
 * The header's Form.Item settings; a text cell shows '' for no value, so that a line emptied
 * (a removed line's place taken by a blank one) does not keep the text last typed.
 */
function cellItemProps(field: FieldDef): Partial<FormItemProps> {
  if (field.kind === 'text' && !field.pick)
    return { getValueProps: (value: unknown) => ({ value: value ?? '' }) };
  return itemProps(field);
}

function cellElement(container: ParentNode, line: number, col: number): HTMLElement | null {
  return container.querySelector<HTMLElement>(`[data-line="${line}"][data-col="${col}"]`);
}

/** Puts the cursor in a cell of the grid inside `container`; false when there is no such cell. */
export function focusCell(container: ParentNode, line: number, col: number): boolean {
  const input = cellElement(container, line, col)?.querySelector<HTMLElement>(FOCUSABLE);
  input?.focus();
  return !!input;
}

/** Enter in the last header field goes on to the first cell of the lines. */
export function focusFirstCell(container: ParentNode): boolean {
  const grid = container.querySelector(`.${GRID_CLASS}`);
  return !!grid && focusCell(grid, 0, 0);
}

function cellOf(target: EventTarget | null): { line: number; col: number } | undefined {
  const el = (target as HTMLElement | null)?.closest?.<HTMLElement>('[data-line][data-col]');
  if (!el) return undefined;
  return { line: Number(el.dataset.line), col: Number(el.dataset.col) };
}

export interface ItemsGridProps {
  def: DocumentDef;
  /** The item fields the user may see (visibleItemFields). */
  fields: [string, FieldDef][];
  /** Beside the title: ways to fill the lines from elsewhere (选单). */
  extra?: ReactNode;
}

/**
 * The editable lines of a document inside its form (DESIGN §6): one row a line, one cell a field.
 * Tab and Enter move to the next cell (Shift+Tab back); Enter in the last cell of the last line
 * adds a line. In an open dropdown the key first picks the option. Rows copied from Excel paste
 * over the lines from the cell the cursor is in, adding lines as needed. Under the lines: the
 * sums of the quantity and amount columns.
 */
export function ItemsGrid({ def, fields, extra }: ItemsGridProps) {
  const form = Form.useFormInstance<Record<string, unknown>>();
  const lines = (Form.useWatch(ITEMS, { form, preserve: true }) as ItemLine[] | undefined) ?? [];
  const { message } = App.useApp();
  const gridRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<{ line: number; col: number } | undefined>(undefined);
  const min = minLinesOf(def);

  // A cell asked for before its line existed gets the cursor once it has rendered.
  useEffect(() => {
    const want = pendingFocus.current;
    if (want && gridRef.current && focusCell(gridRef.current, want.line, want.col)) {
      pendingFocus.current = undefined;
    }
  });

  const currentLines = useCallback(() => (form.getFieldValue(ITEMS) as ItemLine[] | undefined) ?? [], [form]);

  const addLine = useCallback(
    (focus: boolean) => {
      const next = [...currentLines(), blankLine(fields)];
      form.setFieldValue(ITEMS, next);
      if (focus) pendingFocus.current = { line: next.length - 1, col: 0 };
    },
    [currentLines, fields, form],
  );

  const removeLine = (index: number) => {
    const next = currentLines().filter((_, i) => i !== index);
    // The grid keeps one line to type into.
    form.setFieldValue(ITEMS, next.length > 0 ? next : [blankLine(fields)]);
  };

  const go = (line: number, col: number) => {
    if (gridRef.current && !focusCell(gridRef.current, line, col)) pendingFocus.current = { line, col };
  };

  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    const { key } = e;
    if (key !== 'Enter' && key !== 'Tab') return;
    if (e.nativeEvent.isComposing || e.ctrlKey || e.metaKey || e.altKey || (key === 'Enter' && e.shiftKey))
      return;
    const cell = cellOf(e.target);
    if (!cell) return;
    const { line, col } = cell;
    const count = currentLines().length;
    const lastCol = fields.length - 1;
    const back = key === 'Tab' && e.shiftKey;
    const atEnd = line === count - 1 && col === lastCol;
    // Tab leaves the grid at either end, as it leaves any other group of inputs.
    if (key === 'Tab' && ((back && line === 0 && col === 0) || (!back && atEnd))) return;
    const move = () => {
      if (back) go(col > 0 ? line : line - 1, col > 0 ? col - 1 : lastCol);
      else if (atEnd) addLine(true);
      else go(col < lastCol ? line : line + 1, col < lastCol ? col + 1 : 0);
    };
    const [name, field] = fields[col];
    const target = e.target as HTMLElement;
    if (target.getAttribute('aria-expanded') === 'true' && field.kind !== 'date') {
      // An open dropdown picks its active option on this key; Enter moves on once a value is in.
      setTimeout(() => {
        if (key === 'Tab' || !isEmptyCell(field, form.getFieldValue([ITEMS, line, name]))) move();
      });
      return;
    }
    e.preventDefault();
    if (field.kind === 'date') {
      // The picker takes the typed date on this key; the cursor moves after it.
      setTimeout(move);
      return;
    }
    // Closed selects would open on Enter: the key is the grid's.
    e.stopPropagation();
    move();
  };

  const onPasteCapture = (e: ClipboardEvent<HTMLDivElement>) => {
    const data = e.clipboardData;
    const text = data ? data.getData('text/plain') || data.getData('text') : '';
    const cell = cellOf(e.target);
    if (!cell || !isSheetText(text)) return; // one value pastes into the input as usual
    e.preventDefault();
    e.stopPropagation();
    void paste(cell.line, cell.col, parseClipboard(text));
  };

  const paste = async (startLine: number, startCol: number, rows: string[][]) => {
    const next = [...currentLines()];
    const lookups: { index: number; name: string; target: string; text: string }[] = [];
    rows.forEach((cells, r) => {
      const index = startLine + r;
      const line: ItemLine = { ...(next[index] ?? blankLine(fields)) };
      cells.forEach((raw, c) => {
        const entry = fields[startCol + c];
        if (!entry) return;
        const [name, field] = entry;
        if (field.kind === 'ref') {
          line[name] = undefined;
          line[refLabelKey(name)] = undefined;
          const text = raw.trim();
          if (text) lookups.push({ index, name, target: field.target, text });
        } else {
          line[name] = cellValueFromText(field, raw);
        }
      });
      next[index] = line;
    });
    form.setFieldValue(ITEMS, next);
    if (lookups.length === 0) return;
    const asked = new Map<string, ReturnType<typeof lookupRef>>();
    const found = await Promise.all(
      lookups.map(({ target, text }) => {
        const key = `${target}\u0000${text}`;
        if (!asked.has(key)) asked.set(key, lookupRef(target, text));
        return asked.get(key);
      }),
    );
    const after = [...currentLines()];
    lookups.forEach(({ index, name, text }, i) => {
      const match = found[i];
      if (!after[index]) return;
      if (match) after[index] = { ...after[index], [name]: match.id, [refLabelKey(name)]: match.label };
      else void message.warning(`第${index + 1}行：找不到「${text}」`);
    });
    form.setFieldValue(ITEMS, after);
  };

  const totals = itemTotals(fields, lines);
  const hasTotals = fields.some(([, field]) => isTotalled(field));

  return (
    <div
      ref={gridRef}
      className={GRID_CLASS}
      onKeyDownCapture={onKeyDownCapture}
      onPasteCapture={onPasteCapture}
    >
      <Flex justify="space-between" align="center" style={{ margin: '8px 0' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {def.items?.title}
        </Typography.Title>
        {extra}
      </Flex>
      <Form.List
        name={ITEMS}
        rules={[
          {
            validator: (_, value: ItemLine[] | undefined) =>
              (value ?? []).filter((line) => !isBlankLine(fields, line)).length >= min
                ? Promise.resolve()
                : Promise.reject(new Error(minLinesMessage(def))),
          },
        ]}
      >
        {(listFields, _ops, { errors }) => {
          const columns: TableColumnsType<(typeof listFields)[number]> = [
            {
              key: '#',
              title: '行号',
              width: 56,
              align: 'center',
              render: (_, item) => item.name + 1,
            },
            ...fields.map(([name, field], col): TableColumnsType<(typeof listFields)[number]>[number] => ({
              key: name,
              title: field.required ? (
                <span>
                  <span style={{ color: '#ff4d4f', marginRight: 4 }}>*</span>
                  {field.label}
                </span>
              ) : (
                field.label
              ),
              width: cellWidth(field),
              render: (_, item) => (
                <div data-line={item.name} data-col={col} data-name={name}>
                  <Form.Item
                    name={[item.name, name]}
                    rules={cellRules(field, fields, item.name)}
                    validateFirst
                    style={{ margin: 0 }}
                    {...cellItemProps(field)}
                  >
                    {cellInput(def, field, item.name, lines[item.name]?.[refLabelKey(name)])}
                  </Form.Item>
                  {/* What a declared default filled says so (已按核准物料价格) while it stands. */}
                  {shownHint(lines[item.name], name) && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-default-hint={name}>
                      {shownHint(lines[item.name], name)}
                    </Typography.Text>
                  )}
                </div>
              ),
            })),
            // Where a line drawn on another document comes from (选单 / 下推): shown, never typed.
            ...(def.links ?? []).map((link): TableColumnsType<(typeof listFields)[number]>[number] => ({
              key: link.line,
              title: def.items?.fields[link.line]?.label ?? '来源',
              width: 180,
              render: (_, item) => (
                <span data-source-line={item.name}>{linkLineText(lines[item.name] ?? {}, link.line)}</span>
              ),
            })),
            {
              key: 'actions',
              title: '操作',
              width: 56,
              align: 'center',
              render: (_, item) => (
                <Button
                  type="text"
                  danger
                  size="small"
                  tabIndex={-1}
                  icon={<DeleteOutlined />}
                  aria-label={`删除第${item.name + 1}行`}
                  title={`删除第${item.name + 1}行`}
                  onClick={() => removeLine(item.name)}
                />
              ),
            },
          ];
          return (
            <>
              <Table
                size="small"
                bordered
                rowKey="key"
                columns={columns}
                dataSource={listFields}
                pagination={false}
                scroll={{ x: 'max-content' }}
                summary={
                  hasTotals
                    ? () => (
                        <Table.Summary.Row>
                          <Table.Summary.Cell index={0} align="center">
                            {TOTAL_LABEL}
                          </Table.Summary.Cell>
                          {fields.map(([name], i) => (
                            <Table.Summary.Cell key={name} index={i + 1} align="right">
                              <span data-total={name}>{totals[name] ?? ''}</span>
                            </Table.Summary.Cell>
                          ))}
                          <Table.Summary.Cell index={fields.length + 1} />
                        </Table.Summary.Row>
                      )
                    : undefined
                }
              />
              <Form.Item style={{ margin: 0 }}>
                <Form.ErrorList errors={errors} />
              </Form.Item>
              <Flex style={{ marginTop: 8 }}>
                <Button icon={<PlusOutlined />} onClick={() => addLine(true)}>
                  {ADD_LINE}
                </Button>
              </Flex>
            </>
          );
        }}
      </Form.List>
    </div>
  );
}
