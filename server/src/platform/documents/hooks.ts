import type {
  DocStatus,
  DocumentDef,
  DocumentOf,
  DraftOf,
  RecordOf,
  SaveValues,
  SourceLineOf,
} from '@tiangong/domain';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * Module business rules around the engine's generic steps, typed by the declaration they serve
 * (`DocumentHooks<typeof materialWarehouseIn>`): documents and lines are camelCase, as declared.
 * Each runs inside the operation's transaction: throwing (AppError) refuses the operation and
 * leaves nothing behind. The lifecycle, in order (docs/hooks.md):
 *
 * | hook             | receives                                         | when                                   |
 * |------------------|--------------------------------------------------|----------------------------------------|
 * | beforeLinkChecks | ctx (patch, before), the merged draft document   | after the header's source is checked and lines matched, before the links' line checks |
 * | beforeSave       | ctx (patch, before), the merged draft document   | after the links' save checks and copies |
 * | afterSave        | ctx, the saved record (derived fields included)  | after the row and its lines are written |
 * | beforeTransition | ctx (action, to, before), the stored document    | after the links have drawn / given back |
 * | afterTransition  | ctx (action, to), the record in its new status   | after the status is written              |
 * | beforeDelete     | ctx (before)                                      | before a draft is deleted               |
 * | afterCloseLines  | ctx, the document id                              | after 关闭 / 重新打开 of its lines        |
 */
export interface HookContext<D extends DocumentDef = DocumentDef> {
  db: DbOrTx;
  request: FastifyRequest;
  /** Every registered document type (a rule may read another's declaration or chain). */
  documents: DocumentRegistry;
  /** The record before the operation (undefined when creating). */
  before?: RecordOf<D>;
  /** Lines of another document by their ids, typed by its declaration (`ctx.lines(salesOrder, ids)`). */
  lines<S extends DocumentDef>(source: S, ids: readonly number[]): Promise<SourceLineOf<S>[]>;
}

/** A save: what the client sent beside the document it makes. */
export interface SaveContext<D extends DocumentDef = DocumentDef> extends HookContext<D> {
  /** The values the client sent (only the fields it may set); `patch.items` is absent when it sent no lines. */
  patch: SaveValues<D>;
}

/** An operation on a stored record: `before` is always there. */
export interface RecordContext<D extends DocumentDef = DocumentDef> extends HookContext<D> {
  before: RecordOf<D>;
}

export type ActionOf<D extends DocumentDef> = D['transitions'][number]['action'];

/** A transition: the action and the status it leads to. */
export interface TransitionContext<D extends DocumentDef = DocumentDef> extends RecordContext<D> {
  action: ActionOf<D>;
  to: DocStatus<D>;
}

export interface DocumentHooks<D extends DocumentDef = DocumentDef> {
  /**
   * A module's own, more particular refusals of what the lines draw on, in its words before the
   * engine's (the inspection gate: 来料需检验 …): after the links have checked the source the header
   * names and matched lines keyed on it to their source lines (`links[].save`), before they check
   * each line against its source and copy from it. It only refuses.
   */
  beforeLinkChecks?(ctx: SaveContext<D>, doc: Readonly<DraftOf<D>>): Promise<void> | void;
  /**
   * Validate or complete the document about to be saved: `doc` is the stored document overlaid
   * with the patch, its lines typed by the declaration; what the hook sets on it is saved.
   */
  beforeSave?(ctx: SaveContext<D>, doc: DraftOf<D>): Promise<void> | void;
  afterSave?(ctx: HookContext<D>, saved: RecordOf<D>): Promise<void> | void;
  /**
   * The place for side effects of a transition (post stock on WAREHOUSE_IN, …): `doc` is the
   * stored document with its lines. Line links have drawn (or given back) already, so each line
   * names the source line it draws on.
   */
  beforeTransition?(ctx: TransitionContext<D>, doc: DocumentOf<D>): Promise<void> | void;
  /** Before a draft is deleted (release what it holds). */
  beforeDelete?(ctx: RecordContext<D>): Promise<void> | void;
  afterTransition?(ctx: TransitionContext<D>, after: RecordOf<D>): Promise<void> | void;
  /** After 关闭 / 重新打开 of a source's lines (what follows its open quantity: reservations). */
  afterCloseLines?(ctx: HookContext<D>, id: number): Promise<void> | void;
}
