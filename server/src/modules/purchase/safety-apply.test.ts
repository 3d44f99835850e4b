import { actionFits, purchaseActions, reorderStates } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { KG, materialFixture } from '../inventory/testing/material-fixture.ts';

/**
 * 一键请购 (SPEC §4 safety-stock states): a setting under its lower limit (UNDER) or under its
 * warning level (WARN, the reorder level) is reordered up to its upper limit; a normal one is not.
 * The button's condition and the call's check are one constant (`reorderStates`).
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof materialFixture>>;
const ids: Record<'under' | 'warn' | 'normal', number> = { under: 0, warn: 0, normal: 0 };
const onHand: Record<string, number> = {};
type Row = Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  f = await materialFixture(t);
  // Three materials without a setting in the demo, judged against what is on hand now.
  const rows = await queryRows<{ id: number; code: string; kg: string }>(
    t.database.db,
    sql`select mm.id, mm.code, coalesce(sum(b.on_hand), 0)::bigint as kg
        from md_materiels mm left join stock_balances b
          on b.item_kind = 'MATERIAL' and b.item_id = mm.id and b.warehouse_id = ${f.ids.raw}
        where mm.code in ('YL-PY74', 'ZJ-024', 'RJ-DIW') group by mm.id, mm.code`,
  );
  const setting = async (code: string, lower: number, warn: number, upper: number) => {
    const m = rows.find((r) => r.code === code)!;
    const have = Number(m.kg);
    onHand[code] = have;
    const saved = await f.store.post<{ id: number }>('/inventory/addOrUpdateMaterialSafeStock', {
      materielId: m.id,
      warehouseId: f.ids.raw,
      lowerLimit: have + lower * KG,
      warnLimit: have + warn * KG,
      upperLimit: have + upper * KG,
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    return saved.result.id;
  };
  ids.under = await setting('YL-PY74', 10, 20, 100);
  ids.warn = await setting('ZJ-024', 0, 30, 200);
  ids.normal = await setting('RJ-DIW', 0, 0, 50);
}, 60_000);
afterAll(() => t.close());

const state = async (id: number) =>
  (await f.store.get<Row>('/inventory/queryMaterialSafeStockDetail', { id: String(id) })).result.safetyState;

describe('一键请购 takes the settings under their lower limit or warning level', () => {
  it('the button shows on exactly the states the call accepts', async () => {
    expect([await state(ids.under), await state(ids.warn), await state(ids.normal)]).toEqual([
      'UNDER',
      'WARN',
      'NORMAL',
    ]);
    const action = purchaseActions.find((a) => a.key === 'apply-from-safety-stock')!;
    expect(action.when.find((c) => c.field === 'safetyState')?.in).toBe(reorderStates);
    const fits = (safetyState: string) => actionFits(action, { safetyState, status: 'EBL' });
    expect(['UNDER', 'WARN', 'NORMAL', 'OVER'].map(fits)).toEqual([true, true, false, false]);
  });

  it('a setting under its warning level is reordered up to its upper limit, with one under its lower limit', async () => {
    const made = await f.store.post<{ id: number }>('/purchase/addPurchaseApplyFromSafetyStock', {
      ids: [ids.warn, ids.under],
    });
    expect(made.resultCode, JSON.stringify(made)).toBe('0');
    const apply = (
      await f.store.get<{ items: Row[] }>('/purchase/queryPurchaseApplyDetail', {
        id: String(made.result.id),
      })
    ).result;
    // Lines by material code: YL-PY74 short of its upper limit by 100 kg, ZJ-024 by 200 kg.
    expect(apply.items.map((l) => [String(l.materielLabel).split(' ')[0], Number(l.qty) / KG])).toEqual([
      ['YL-PY74', 100],
      ['ZJ-024', 200],
    ]);
  });

  it('a setting neither under its lower limit nor its warning level is refused, named', async () => {
    const refused = await f.store.post('/purchase/addPurchaseApplyFromSafetyStock', {
      ids: [ids.warn, ids.normal],
    });
    expect([refused.resultCode, refused.result]).toEqual([
      '10000009',
      'RJ-DIW 去离子水 库存未低于下限或预警量，不需要请购',
    ]);
  });
});
