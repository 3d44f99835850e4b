import { type roleGroups, SUPER_ADMIN } from '@tiangong/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../platform/db/schema.ts';
import { type FuzzCaller, fuzzRoutes } from './fuzz/route-fuzzer.ts';
import { installWriteCounter } from './fuzz/write-counter.ts';
import { ApiClient, createTestApp, type TestApp } from './test-app.ts';

/**
 * Every registered route, fuzzed from its schema as one user of each SPEC §6 role group, the
 * super admin and nobody (issue 13). Seeded and bounded for `npm test`; `npm run fuzz` runs it
 * with more payloads per route (FUZZ_SCALE) and another seed (FUZZ_SEED).
 */
const scale = Number(process.env.FUZZ_SCALE ?? 1);
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const onPostgres = Boolean(process.env.DATABASE_URL);

/** One demo account per role group: the group's most powerful role, so most handlers run. */
const groupAccounts: Record<keyof typeof roleGroups, string> = {
  sales: 'SaleDerictor',
  purchase: 'PurchasingManager',
  store: 'StoreManager',
  finance: 'FinaceManager',
  production: 'ProduceDirector',
  quality: 'QualityManager',
  technical: 'TechnicalManager',
  research: 'ResearchDerictor',
  other: 'BigBoss',
};

const skip = new Map([['POST /api/user/logout', 'ends the caller’s own session; auth.test.ts covers it']]);

let t: TestApp;
const callers: FuzzCaller[] = [];

const passwordHashes = new Map<string, string>();

/**
 * A caller whose account a fuzzed admin call reset or let go is put back as the demo made it
 * (active, its known password) before it logs in again.
 */
async function loggedIn(name: string, role: string, ip: string): Promise<FuzzCaller> {
  const client = new ApiClient(t.app, ip);
  const [user, password] = role === SUPER_ADMIN ? ['admin', 'admin123'] : [role.toLowerCase(), 'demo1234'];
  const [row] = await t.database.db.select().from(users).where(eq(users.userName, user));
  passwordHashes.set(user, row.passwordHash);
  const login = async () => (await client.login(user, password)).resultCode === '0';
  const relogin = async () => {
    await t.database.db
      .update(users)
      .set({ active: true, passwordHash: passwordHashes.get(user) })
      .where(eq(users.userName, user));
    return login();
  };
  expect(await login(), `${role} logs in`).toBe(true);
  return { name, client, roles: [role], relogin };
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  await installWriteCounter(t.database.db);
  let n = 0;
  // On PostgreSQL (the second pass) what it adds is the SQL: the super admin reaches every handler,
  // one role group a record rule's narrowing; who is refused what is proven on the first pass.
  const groups = Object.entries(groupAccounts).filter(([group]) => !onPostgres || group === 'sales');
  for (const [group, role] of groups) callers.push(await loggedIn(group, role, `10.40.${n++}.1`));
  callers.push(await loggedIn('superAdmin', SUPER_ADMIN, '10.40.99.1'));
  callers.push({ name: 'nobody', client: new ApiClient(t.app, '10.40.100.1'), roles: [] });
}, 120_000);
afterAll(() => t?.close());

describe('route fuzzing from the schemas', () => {
  it('answers every payload of every caller without a fault, and refused calls change nothing', async () => {
    const started = performance.now();
    const figures = await fuzzRoutes(t.app, t.database.db, callers, {
      seed,
      scale,
      skip,
      only: process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined,
      trace: Boolean(process.env.FUZZ_TRACE),
      checksums: Boolean(process.env.FUZZ_CHECKSUMS),
    });
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    console.log(
      `fuzz: ${figures.routes} routes, ${figures.calls} calls (${figures.refusals} refused, ${figures.handlerCalls} reached a handler), ` +
        `${figures.callers.length} callers, ${figures.checksums} checksums (${Math.round(figures.checksumMs / 1000)} s) of ${figures.tables} tables, ${figures.relogins} re-logins, ${figures.faults.length} faults, ${seconds} s, seed ${seed}, scale ${scale}`,
    );
    console.log(figures.slowest.map((r) => `${r.route} ${Math.round(r.ms)} ms / ${r.calls}`).join('\n'));
    expect(figures.faults.slice(0, 40)).toEqual([]);
    if (!process.env.FUZZ_ONLY) expect(figures.routes).toBeGreaterThan(300);
  }, 1_500_000);
});
