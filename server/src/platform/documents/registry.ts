import type { DocumentDef } from '@tiangong/domain';
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
}

export class DocumentRegistry {
  private readonly docs = new Map<string, RegisteredDocument>();

  register(def: DocumentDef, table: DocumentTable, hooks: DocumentHooks = {}): RegisteredDocument {
    if (this.docs.has(def.key)) throw new Error(`document ${def.key} registered twice`);
    const entry = { def, table, hooks };
    this.docs.set(def.key, entry);
    return entry;
  }

  get(key: string): RegisteredDocument {
    const entry = this.docs.get(key);
    if (!entry) throw new Error(`unknown document type ${key}`);
    return entry;
  }

  all(): RegisteredDocument[] {
    return [...this.docs.values()];
  }
}
