import type { DocStatus, DocumentDef, RecordOf, SaveValues } from '@tiangong/domain';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import type { DocumentRegistry } from './registry.ts';

/**
 * Module business rules around the engine's generic steps, typed by the declaration they serve
 * (`DocumentHooks<typeof materialWarehouseIn>`): values and records are camelCase, as declared.
 * Each runs inside the operation's transaction: throwing (AppError) refuses the operation and
 * leaves nothing behind.
 */
export interface HookContext<D extends DocumentDef = DocumentDef> {
  db: DbOrTx;
  request: FastifyRequest;
  /** Every registered document type (a rule may read another's declaration or chain). */
  documents: DocumentRegistry;
  /** The record before the operation (undefined when creating). */
  before?: RecordOf<D>;
}

/** An operation on a stored record: `before` is always there. */
export interface RecordContext<D extends DocumentDef = DocumentDef> extends HookContext<D> {
  before: RecordOf<D>;
}

export type ActionOf<D extends DocumentDef> = D['transitions'][number]['action'];

export interface DocumentHooks<D extends DocumentDef = DocumentDef> {
  /** Validate or complete the values about to be saved. */
  beforeSave?(ctx: HookContext<D>, values: SaveValues<D>): Promise<void> | void;
  afterSave?(ctx: HookContext<D>, saved: RecordOf<D>): Promise<void> | void;
  /**
   * The place for side effects of a transition (post stock on WAREHOUSE_IN, …). Line links have
   * drawn (or given back) already, so each line names the source line it draws on.
   */
  beforeTransition?(ctx: RecordContext<D>, action: ActionOf<D>, to: DocStatus<D>): Promise<void> | void;
  /** Before a draft is deleted (release what it holds). */
  beforeDelete?(ctx: RecordContext<D>): Promise<void> | void;
  afterTransition?(ctx: RecordContext<D>, action: ActionOf<D>, after: RecordOf<D>): Promise<void> | void;
  /** After 关闭 / 重新打开 of a source's lines (what follows its open quantity: reservations). */
  afterCloseLines?(ctx: HookContext<D>, id: number): Promise<void> | void;
}
