import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';

/**
 * Module business rules around the engine's generic steps. Each runs inside the operation's
 * transaction: throwing (AppError) refuses the operation and leaves nothing behind.
 */
export interface HookContext {
  db: DbOrTx;
  request: FastifyRequest;
  /** The record before the operation (undefined when creating). */
  before?: Record<string, unknown>;
}

export interface DocumentHooks {
  /** Validate or complete the values about to be saved. */
  beforeSave?(ctx: HookContext, values: Record<string, unknown>): Promise<void> | void;
  afterSave?(ctx: HookContext, saved: Record<string, unknown>): Promise<void> | void;
  /** The place for side effects of a transition (post stock on WAREHOUSE_IN, …). */
  beforeTransition?(ctx: HookContext, action: string, to: string): Promise<void> | void;
  /** Before a draft is deleted (release what it holds). */
  beforeDelete?(ctx: HookContext): Promise<void> | void;
  afterTransition?(ctx: HookContext, action: string, after: Record<string, unknown>): Promise<void> | void;
}
