import type { DocumentDef, DraftOf, RecordOf } from '@tiangong/domain';
import type { DbOrTx } from '../db/client.ts';
import { documentLines } from './document-lines.ts';

type Values = Record<string, unknown>;

/** What a save writes once the hooks have had their say. */
export interface Written {
  /** Header fields: the ones sent, and the ones a hook set. */
  values: Values;
  /** The lines, when sent or changed by a hook (replacing the stored ones); else none. */
  lines?: Values[];
}

/**
 * The document a save is about to store, as `beforeSave` receives it (Frappe's `validate(self)`):
 * the stored record (every field null when creating) overlaid with the sent values, and the sent
 * lines — or the stored ones when the client sent none. `written()` tells what to write after the
 * hooks: the sent fields (a hook may delete one to keep the stored value), every other field a hook
 * changed, and the lines when they were sent or a hook changed them.
 */
export async function draftOf<D extends DocumentDef>(
  db: DbOrTx,
  def: D,
  record: RecordOf<D> | undefined,
  sent: Values,
  sentLines: Values[] | undefined,
): Promise<{ doc: DraftOf<D>; written: () => Written }> {
  const stored: Values = record ? { ...record } : {};
  const header: Values = {};
  for (const [name, field] of Object.entries(def.fields))
    if (!field.derived) header[name] = stored[name] ?? null;
  if (record) Object.assign(header, { id: record.id, status: record.status, version: record.version });
  Object.assign(header, sent);
  const snapshot = { ...header };
  const storedLines = sentLines
    ? undefined
    : record && def.items
      ? await documentLines(db, def, record.id)
      : [];
  const storedJson = storedLines && JSON.stringify(storedLines);
  const doc = { ...header, items: sentLines ?? storedLines ?? [] } as Values & { items: Values[] };
  const numbering = def.numbering?.field;

  return {
    doc: doc as unknown as DraftOf<D>,
    written() {
      const values: Values = {};
      for (const [name, field] of Object.entries(def.fields)) {
        if (field.derived || name === numbering) continue;
        if (name in sent) {
          if (doc[name] !== undefined) values[name] = doc[name];
        } else if (doc[name] !== undefined && doc[name] !== snapshot[name]) values[name] = doc[name];
      }
      const changed = sentLines !== undefined || JSON.stringify(doc.items) !== storedJson;
      return { values, lines: changed ? doc.items : undefined };
    },
  };
}
