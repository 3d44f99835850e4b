import type { DocumentDef } from '@tiangong/domain';
import type { SQL } from 'drizzle-orm';
import { checkRecordRule } from './document-scope.ts';
import type { DocumentTable } from './document-table.ts';
import type { DocumentHooks } from './hooks.ts';

/**
 * What the engine knows of each document type: its declaration, its table and the hooks its
 * module adds. Modules register theirs at start; the engine never imports a module.
 */
export interface RegisteredDocument {
  def: DocumentDef;
  table: DocumentTable;
  hooks: DocumentHooks;
  /** SQL of the declaration's derived fields, over the document's alias `t`. */
  derived: Record<string, SQL>;
}

export class DocumentRegistry {
  private readonly docs = new Map<string, RegisteredDocument>();

  register(
    def: DocumentDef,
    table: DocumentTable,
    hooks: DocumentHooks = {},
    derived: Record<string, SQL> = {},
  ): RegisteredDocument {
    if (this.docs.has(def.key)) throw new Error(`document ${def.key} registered twice`);
    for (const [name, f] of Object.entries(def.fields))
      if (f.derived && !derived[name]) throw new Error(`${def.key}.${name} is derived but has no SQL`);
    checkRecordRule(def);
    const entry = { def, table, hooks, derived };
    this.docs.set(def.key, entry);
    return entry;
  }

  get(key: string): RegisteredDocument {
    const entry = this.docs.get(key);
    if (!entry) throw new Error(`unknown document type ${key}`);
    return entry;
  }

  find(key: string): RegisteredDocument | undefined {
    return this.docs.get(key);
  }

  all(): RegisteredDocument[] {
    return [...this.docs.values()];
  }
}
