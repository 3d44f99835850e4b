import { companyToday } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { ledgerViolations, noViolations } from '../inventory/testing/ledger-invariants.ts';
import { KG, materialFixture, YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * Two feedings racing for the last kilograms (issue 30 item 2): 10 kg of a pigment in stock, two
 * batches that each need all of it saved at once — one wins, the other is refused naming the
 * material and the shortfall, and the ledger holds. Runs on PGlite and, with DATABASE_URL, on
 * PostgreSQL (like product-race.test.ts).
 */
let t: TestApp;
const database = () => (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
}, 120_000);
afterAll(() => t?.close());

describe(`feedings racing (${database()})`, () => {
  it('saves one of two feedings of the last 10 kg; the other is refused in words', async () => {
    const f = await materialFixture(t);
    const today = companyToday();
    const login = async (name: string) => {
      const c = new ApiClient(t.app);
      expect((await c.login(name, 'demo1234')).resultCode).toBe('0');
      return c;
    };
    const [researcher, director, operator] = await Promise.all(
      ['researcher', 'researchderictor', 'operator'].map(login),
    );
    const received = await f.admin.post<{ id: number }>('/warehouse/addOrUpdateMaterialIn', {
      inDate: today,
      warehouseId: f.ids.raw,
      items: [
        { materielId: f.ids.red, batchNo: 'LAST', allocationId: f.ids.slot1, qty: 10 * KG, price: 30 * YUAN },
      ],
    });
    expect(received.resultCode, JSON.stringify(received)).toBe('0');
    expect(
      (
        await f.store.post('/warehouse/changeMaterialInState', {
          id: received.result.id,
          version: 1,
          action: 'WAREHOUSE-IN',
        })
      ).resultCode,
    ).toBe('0');
    const recipe = await researcher.post<{ id: number }>('/formula/addOrUpdateRecipe', {
      code: 'PF-RACE-01',
      name: '抢料测试',
      scale: 'PILOT',
      purpose: 'MANUFACTURE',
      recipeType: 'PRODUCTION',
      productId: f.ids.redPaste,
      effectiveDate: today,
      batchSize: 10 * KG,
      basis: 'BATCH',
      items: [{ materielId: f.ids.red, parts: 10 * KG }],
    });
    expect(recipe.resultCode, JSON.stringify(recipe)).toBe('0');
    expect(
      (
        await director.post('/formula/changeRecipeState', {
          id: recipe.result.id,
          version: 1,
          action: 'AUDIT',
          status: 'APPROVAL_APPROVED',
        })
      ).resultCode,
    ).toBe('0');
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const made = await operator.post<{ id: number }>('/production/addOrUpdateFeeding', {
        productId: f.ids.redPaste,
        recipeId: recipe.result.id,
        batchSize: 10 * KG,
        warehouseId: f.ids.raw,
        items: [],
      });
      expect(made.resultCode, JSON.stringify(made)).toBe('0');
      ids.push(made.result.id);
    }
    const results = await Promise.all(
      ids.map((id) => operator.post('/production/changeFeedingState', { id, version: 1, action: 'SAVE' })),
    );
    expect(results.filter((r) => r.resultCode === '0')).toHaveLength(1);
    const refused = results.find((r) => r.resultCode !== '0');
    expect(refused?.result).toMatch(/库存不足：.*YL-PR101 .*可用 0，需 10，缺 10/);
    const [{ qty, moves }] = await queryRows<{ qty: string; moves: number }>(
      t.database.db,
      sql`select coalesce(sum(qty), 0)::text as qty, count(*)::int as moves from stock_moves
          where doc_key = 'manufacture-feeding' and item_id = ${f.ids.red}`,
    );
    expect([qty, moves]).toEqual([String(-10 * KG), 1]);
    expect(await ledgerViolations(t.database.db)).toEqual(noViolations);
  }, 300_000);
});
