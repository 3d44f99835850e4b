import {
  type DocumentDef,
  enumOptions,
  type FieldDef,
  formatRules,
  formatYmd,
  isScaled,
  scaledIssue,
} from '@tiangong/domain';
import { DatePicker, type FormItemProps, Input, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { NumberInput } from '../widgets/NumberInput';
import { TrimInput } from '../widgets/TrimInput';
import { AmountSourceSelect, amountLinkOf } from './AmountSourceSelect';
import { BatchSelect } from './BatchSelect';
import { DependentRefSelect } from './DependentRefSelect';
import { PostingDatePicker } from './PostingDatePicker';
import { RefSelect } from './RefSelect';
import { StockRefSelect } from './StockRefSelect';
import { scaleProps } from './scale-props';

type Rule = NonNullable<FormItemProps['rules']>[number];

/** Pickers are chosen from (请选择), the rest typed in (请输入). */
export function isPicked(field: FieldDef): boolean {
  return field.kind === 'ref' || field.kind === 'enum' || field.kind === 'date' || field.kind === 'bool';
}

export function placeholderOf(field: FieldDef): string {
  return `${isPicked(field) ? '请选择' : '请输入'}${field.label}`;
}

/** Multi-line text takes the whole drawer width; everything else shares a row with a neighbour. */
export function isWide(field: FieldDef): boolean {
  return field.kind === 'text' && !!field.multiline;
}

/** Single-line inputs where Enter moves on (and submits in the last field). */
export function isTyped(field: FieldDef): boolean {
  return (field.kind === 'text' && !field.multiline) || field.kind === 'int' || isScaled(field);
}

const reject = (message: string) => Promise.reject(new Error(message));
const empty = (value: unknown) => value === undefined || value === null || value === '';

/** The declaration's checks with their Chinese messages (SPEC §5), one message per field. */
export function fieldRules(field: FieldDef): Rule[] {
  const { label } = field;
  const rules: Rule[] = [];
  if (field.required) {
    // Only text gets `whitespace`: any key beside `required` makes the validator check for a string.
    const message = placeholderOf(field);
    rules.push(
      field.kind === 'text' ? { required: true, whitespace: true, message } : { required: true, message },
    );
  }
  if (field.kind === 'text') {
    rules.push({ type: 'string', max: field.max, message: `${label}不能超过${field.max}个字符` });
    const format = field.format ? formatRules[field.format] : undefined;
    if (format) {
      rules.push({
        validator: (_, value) =>
          empty(value) || format.test(String(value)) ? Promise.resolve() : reject(format.message),
      });
    }
  }
  if (isScaled(field)) {
    // The server's own check (decimals, more than zero, min), so both say the same words.
    rules.push({
      validator: (_, value) => {
        if (empty(value)) return Promise.resolve();
        const issue = scaledIssue(field, BigInt(value as number | string | bigint));
        return issue ? reject(issue) : Promise.resolve();
      },
    });
  }
  if (field.kind === 'int' && (field.min !== undefined || field.max !== undefined)) {
    const { min, max } = field;
    rules.push({
      validator: (_, value) => {
        if (empty(value)) return Promise.resolve();
        const shown = Number(value);
        if (min !== undefined && shown < min) return reject(`${label}不能小于${min}`);
        if (max !== undefined && shown > max) return reject(`${label}不能大于${max}`);
        return Promise.resolve();
      },
    });
  }
  return rules;
}

/** Form.Item settings beyond the rules: dates are kept as yyyymmdd, booleans as checked. */
export function itemProps(field: FieldDef): Partial<FormItemProps> {
  if (field.kind === 'bool') return { valuePropName: 'checked' };
  if (field.kind === 'date') {
    return {
      getValueProps: (value: unknown) => ({
        value: typeof value === 'string' && value ? dayjs(formatYmd(value)) : null,
      }),
      normalize: (value: Dayjs | null) => (value ? value.format('YYYYMMDD') : undefined),
    };
  }
  return {};
}

export function fieldInput(
  field: FieldDef,
  opts: {
    disabled?: boolean;
    refLabel?: string | null;
    def?: DocumentDef;
    /** The field's name in the header (a source of an amount link is picked by what is open). */
    name?: string;
    /** The document being edited. */
    documentId?: number;
  },
): ReactNode {
  const placeholder = placeholderOf(field);
  const { disabled, def } = opts;
  // The source an amount link draws on (a write-off's invoice): offered with what is left open.
  const amountLink = def && opts.name ? amountLinkOf(def, opts.name) : undefined;
  if (def && amountLink)
    return (
      <AmountSourceSelect
        def={def}
        link={amountLink}
        documentId={opts.documentId}
        initialLabel={opts.refLabel}
        placeholder={placeholder}
        disabled={disabled}
        aria-label={field.label}
      />
    );
  // Choices that depend on another field of the form (a warehouse's slots, an item's batches).
  if (def && field.kind === 'ref' && field.dependsOn)
    return (
      <DependentRefSelect
        def={def}
        field={{ ...field, dependsOn: field.dependsOn }}
        initialLabel={opts.refLabel}
        placeholder={placeholder}
        disabled={disabled}
        aria-label={field.label}
      />
    );
  // An item with its stock in the form's warehouse (a sales order's product).
  if (def && field.kind === 'ref' && field.stock)
    return (
      <StockRefSelect
        def={def}
        field={{ ...field, stock: field.stock }}
        initialLabel={opts.refLabel}
        placeholder={placeholder}
        disabled={disabled}
        aria-label={field.label}
      />
    );
  if (def && field.kind === 'text' && field.pick)
    return <BatchSelect def={def} pick={field.pick} disabled={disabled} aria-label={field.label} />;
  if (isScaled(field))
    return <NumberInput placeholder={placeholder} disabled={disabled} {...scaleProps(field)} />;
  switch (field.kind) {
    case 'text':
      // The limit shows while typing (a counter) and stops the typing at it, not only on save.
      if (field.multiline)
        return (
          <Input.TextArea
            rows={3}
            placeholder={placeholder}
            disabled={disabled}
            maxLength={field.max}
            showCount
          />
        );
      return (
        <TrimInput
          trim={field.trim}
          placeholder={placeholder}
          disabled={disabled}
          maxLength={field.max}
          showCount
        />
      );
    case 'int':
      return (
        <NumberInput
          placeholder={placeholder}
          disabled={disabled}
          decimals={0}
          scale={1}
          allowNegative={(field.min ?? 0) < 0}
        />
      );
    case 'date':
      if (field.closedBy)
        return (
          <PostingDatePicker
            kind={field.closedBy}
            format="YYYY-MM-DD"
            placeholder={placeholder}
            disabled={disabled}
            style={{ width: '100%' }}
          />
        );
      return (
        <DatePicker
          format="YYYY-MM-DD"
          placeholder={placeholder}
          disabled={disabled}
          style={{ width: '100%' }}
        />
      );
    case 'bool':
      return (
        <Switch checkedChildren="是" unCheckedChildren="否" disabled={disabled} aria-label={field.label} />
      );
    case 'enum':
      return (
        <Select
          aria-label={field.label}
          placeholder={placeholder}
          disabled={disabled}
          allowClear
          options={[...enumOptions(field)]}
        />
      );
    case 'ref':
      return (
        <RefSelect
          target={field.target}
          initialLabel={opts.refLabel}
          placeholder={placeholder}
          disabled={disabled}
          aria-label={field.label}
        />
      );
  }
}

/** Form values → the body of addOrUpdate: trimmed text, absent values as null, booleans as booleans. */
export function toPayload(
  fields: [string, FieldDef][],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of fields) {
    let value = values[name];
    if (field.kind === 'text' && typeof value === 'string' && field.trim) value = value.trim();
    if (field.kind === 'bool') value = value === true;
    body[name] = empty(value) ? null : value;
  }
  return body;
}

/** A loaded record → form values (only the declared fields). */
export function recordToFormValues(
  fields: [string, FieldDef][],
  row: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    fields.map(([name, field]) => [name, row[name] ?? (field.kind === 'bool' ? false : undefined)]),
  );
}
