import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedBase } from './base.seed.ts';

/**
 * Role administration shows the SPEC §6 roles' Chinese names beside their codes (issue 35 item 7):
 * a role whose name an older start left as its code, or empty, takes its built-in name at the next
 * start; a name the administrators gave a role stays.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 90_000);
afterAll(() => t.close());

const labelOf = async (roleName: string) =>
  (
    await queryRows<{ label: string }>(
      t.database.db,
      sql`select label from roles where role_name = ${roleName}`,
    )
  )[0].label;

describe('the SPEC §6 roles at start', () => {
  it('named by their codes or not at all take their Chinese names; names given stay', async () => {
    await t.database.db.execute(sql`update roles set label = role_name where role_name = 'FinaceManager'`);
    await t.database.db.execute(sql`update roles set label = '' where role_name = 'Cashier'`);
    await t.database.db.execute(sql`update roles set label = '总账会计' where role_name = 'Accounting'`);
    await seedBase(t.database.db);
    expect(await labelOf('FinaceManager')).toBe('财务经理');
    expect(await labelOf('Cashier')).toBe('出纳');
    expect(await labelOf('Accounting')).toBe('总账会计');
  });
});
