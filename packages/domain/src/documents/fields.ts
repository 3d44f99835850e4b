import type { EnumKey } from '../enums.ts';
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
  permission?: string;
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
   * Stored, but filled by the server's business rules (a posting's cost, an audit mark, the
   * quantity already received): shown on the list and the detail, never taken from a form.
   */
  readOnly?: boolean;
}

export interface TextField extends FieldBase {
  kind: 'text';
  max: number;
  trim: boolean;
  multiline?: boolean;
  /** Unique among the documents of this type, ignoring case. */
  unique?: boolean;
  format?: FormatRuleKey;
  /**
   * 助记码 (mnemonic) of the named text field: its pinyin initials, filled by the server when
   * left empty and searched by every lookup; the user may key their own.
   */
  mnemonicOf?: string;
}
export interface IntField extends FieldBase {
  kind: 'int';
  min?: number;
  max?: number;
}
export interface ScaledField extends FieldBase {
  kind: ScaledKind;
  min?: number;
  /** Allows negative values (stock adjustments, red-flush). */
  negative?: boolean;
}
export interface DateField extends FieldBase {
  kind: 'date';
}
export interface BoolField extends FieldBase {
  kind: 'bool';
}
export interface EnumField extends FieldBase {
  kind: 'enum';
  enumKey: EnumKey;
}
export interface RefField extends FieldBase {
  kind: 'ref';
  /** Key of the referenced document declaration. */
  target: string;
}

export type FieldDef = TextField | IntField | ScaledField | DateField | BoolField | EnumField | RefField;
export type FieldKind = FieldDef['kind'];

type Opts<T> = Omit<T, 'kind' | 'label'>;

export const text = (label: string, o: Partial<Opts<TextField>> = {}): TextField => ({
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
export const price = (label: string, o: Opts<ScaledField> = {}): ScaledField => ({
  kind: 'price',
  label,
  ...o,
});
export const amount = (label: string, o: Opts<ScaledField> = {}): ScaledField => ({
  kind: 'amount',
  label,
  ...o,
});
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
export const ref = (target: string, label: string, o: Omit<Opts<RefField>, 'target'> = {}): RefField => ({
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

/** Line columns summed under a document's lines (合计): quantities and amounts, never prices. */
export function isTotalled(field: FieldDef): field is ScaledField {
  return field.kind === 'quantity' || field.kind === 'amount';
}
