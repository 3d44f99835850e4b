import { type DocumentDef, type DraftOf, type TransitionDef, unmarkedMoney } from '@tiangong/domain';
import type { SQL } from 'drizzle-orm';
import { declareUnique, sentValues } from '../http/unique-violation.ts';
import { openAmountFields } from './amount-links.ts';
import { takenUnique } from './document.service.ts';
import { billingSql } from './document-billing.ts';
import { checkRecordRule } from './document-scope.ts';
import { type DocumentTable, uniqueIndexName } from './document-table.ts';
import type { DocumentHooks, HookContext, RecordContext } from './hooks.ts';

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

/**
 * A rule a module lays on every declaration it applies to, whichever module registered that
 * declaration (a closed month of 往来 freezes every document dated in it, purchase invoices as
 * much as sales ones). The engine runs it before the declaration's own hooks; it only refuses.
 */
export interface DocumentGuard {
  applies(def: DocumentDef): boolean;
  beforeSave?(def: DocumentDef, ctx: HookContext, doc: Readonly<DraftOf<DocumentDef>>): Promise<void>;
  beforeTransition?(def: DocumentDef, ctx: RecordContext, transition: TransitionDef): Promise<void>;
  beforeDelete?(def: DocumentDef, ctx: RecordContext): Promise<void>;
}

export class DocumentRegistry {
  private readonly docs = new Map<string, RegisteredDocument>();
  private readonly guards: DocumentGuard[] = [];

  /** Adds a guard (at start, by the module whose rule it is). */
  guard(guard: DocumentGuard): void {
    this.guards.push(guard);
  }

  guardsOf(def: DocumentDef): DocumentGuard[] {
    return this.guards.filter((g) => g.applies(def));
  }

  register(
    def: DocumentDef,
    table: DocumentTable,
    hooks: DocumentHooks = {},
    derived: Record<string, SQL> = {},
  ): RegisteredDocument {
    if (this.docs.has(def.key)) throw new Error(`document ${def.key} registered twice`);
    checkRecordRule(def);
    // Two kinds numbered from one prefix would both print XS20261127001 on the same day.
    const prefix = def.numbering?.prefix;
    const sharing = prefix && [...this.docs.values()].find((d) => d.def.numbering?.prefix === prefix);
    if (sharing)
      throw new Error(
        `${def.key} numbers with prefix ${prefix}, as ${sharing.def.key} does: give it its own`,
      );
    // A money field answers only to its SPEC §6 permission, so it must name one (or say 'public').
    const unmarked = [...unmarkedMoney(def.fields), ...unmarkedMoney(def.items?.fields, 'items.')];
    if (unmarked.length)
      throw new Error(`${def.key}: money field ${unmarked.join(', ')} names no permission`);
    // Two saves at once both pass the duplicate check; the unique index refuses the later, which
    // answers what the check says once the other has committed.
    for (const [name, f] of Object.entries(def.fields))
      if (f.kind === 'text' && f.unique && !f.derived)
        declareUnique(
          uniqueIndexName(def, name),
          async (body, db, selfId) =>
            (await takenUnique(db, def, (field) => sentValues(body, field), selfId))?.message,
          { fallback: true },
        );
    const entry = withEngineDerived(this, { def, table, hooks, derived });
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

/**
 * A registered document whose derived fields include those the engine writes from declarations:
 * a declared billing status (开票状态, from its billing documents), and the open amounts the
 * amount links drawing on it name (未核销金额). Those are declared on other documents, so the SQL
 * is built on first read, once every declaration is registered — and a derived field still
 * without SQL fails then.
 */
function withEngineDerived(registry: DocumentRegistry, entry: RegisteredDocument): RegisteredDocument {
  const { def } = entry;
  let built: Record<string, SQL> | undefined;
  return {
    def,
    table: entry.table,
    hooks: entry.hooks,
    get derived() {
      if (built) return built;
      const all = { ...entry.derived, ...openAmountFields(registry, def.key) };
      if (def.billing) all[def.billing.field] = billingSql(registry, def, def.billing);
      for (const [name, f] of Object.entries(def.fields))
        if (f.derived && !all[name]) throw new Error(`${def.key}.${name} is derived but has no SQL`);
      built = all;
      return built;
    },
  };
}
