import type { StatusCatalogueKey, StatusOf } from '../statuses.ts';
import type { DocumentDef, Fields } from './define.ts';
import type { FieldDef } from './fields.ts';

/**
 * The values of a declared document, typed from its declaration (camelCase, as on the wire):
 * what hooks receive, so a rule reads `before.warehouseId`, never a column name and a cast.
 */
export type FieldValue<T extends FieldDef> = T extends { kind: 'text' | 'date' | 'enum' }
  ? string
  : T extends { kind: 'bool' }
    ? boolean
    : number;

export type FieldValues<F extends Fields> = { -readonly [K in keyof F]: FieldValue<F[K]> | null };

type ItemFields<D extends DocumentDef> = D extends { items?: { fields: infer I } }
  ? I extends Fields
    ? I
    : Fields
  : Fields;

export type DocStatus<D extends DocumentDef> = D['statuses'] extends StatusCatalogueKey
  ? StatusOf<D['statuses']>
  : string;

/** A stored line of a document. */
export type LineOf<D extends DocumentDef> = { id: number; lineNo: number } & FieldValues<ItemFields<D>>;

/** A stored document: its fields, status, version and audit columns. */
export type RecordOf<D extends DocumentDef> = {
  id: number;
  status: DocStatus<D>;
  version: number;
  createBy: string | null;
  auditor: string | null;
} & FieldValues<D['fields']>;

/** What a save sends: any of the fields, and the lines replaced whole when present. */
export type SaveValues<D extends DocumentDef> = Partial<FieldValues<D['fields']>> & {
  items?: (Partial<FieldValues<ItemFields<D>>> & { id?: number })[];
};

/** A field's value in a save, or the stored one when the save leaves it out. */
export function savedValue<D extends DocumentDef, K extends keyof D['fields'] & keyof SaveValues<D>>(
  values: SaveValues<D>,
  before: RecordOf<D> | undefined,
  name: K,
): FieldValues<D['fields']>[K] | null | undefined {
  const saved = values as Partial<FieldValues<D['fields']>>;
  if (name in saved) return saved[name];
  return before ? (before as FieldValues<D['fields']>)[name] : undefined;
}
