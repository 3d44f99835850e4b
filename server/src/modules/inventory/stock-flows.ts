import { sql } from 'drizzle-orm';

/**
 * Whether a stock move (alias `x`) flows in or out: a receipt or an issue by its quantity; a
 * value-only move (成本调整, quantity 0) by the sign of its value — so opening + in − out = closing
 * in value as well as in quantity. One rule for the ledgers and the month's last check.
 */
export const flowsIn = (x = 'x') => sql.raw(`(${x}.qty > 0 or (${x}.qty = 0 and ${x}.value > 0))`);
export const flowsOut = (x = 'x') => sql.raw(`(${x}.qty < 0 or (${x}.qty = 0 and ${x}.value < 0))`);
