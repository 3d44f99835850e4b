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

/** A line of a document being saved: what the client sent (or the stored line, when none was sent). */
export type DraftLineOf<D extends DocumentDef> = Partial<FieldValues<ItemFields<D>>> & {
  id?: number;
  lineNo?: number;
};

/**
 * The document a save is about to store, as `beforeSave` receives it: the stored values (none when
 * creating) overlaid with what the client sent, and its lines — the sent ones, else the stored ones.
 * Whatever a hook sets on it is saved.
 */
export type DraftOf<D extends DocumentDef> = FieldValues<D['fields']> & {
  id?: number;
  status?: DocStatus<D>;
  version?: number;
  items: DraftLineOf<D>[];
};

/** A stored document with its lines, as `beforeTransition` receives it. */
export type DocumentOf<D extends DocumentDef> = RecordOf<D> & { items: LineOf<D>[] };

/** Lines of a document read by their ids, each naming its document. */
export type SourceLineOf<D extends DocumentDef> = LineOf<D> & { docId: number };
