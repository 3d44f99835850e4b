import { companyToday, makerCheckerRefusal } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { YUAN } from '../inventory/testing/material-fixture.ts';

/**
 * Maker ≠ checker (issue 35 item 4): whoever keyed a receipt or a price may not 复核 / 审核 it
 * themselves (cost adjustments: stock-cost-adjust.test.ts; stocktaking: material-chain.test.ts) — the refusal names the rule and leaves the document as it was —
 * while a second reviewer of the same role may; SuperAdmin is exempt (SPEC §6, docs/departures.md).
 */
let t: TestApp;
const today = companyToday();
type Row = Record<string, unknown> & { version: number; status: string };

const login = async (user: string, password = 'demo1234') => {
  const c = new ApiClient(t.app);
  expect((await c.login(user, password)).resultCode).toBe('0');
  return c;
};
const idOf = async (table: string, code: string) =>
  (
    await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from ${sql.identifier(table)} where code = ${code}`,
    )
  )[0].id;

/** Keys a document as `maker`, then has `checker` take `action` on it: the answer and the status after. */
async function keyThenCheck(
  o: { prefix: string; name: string; body: Record<string, unknown>; action: string; status?: string },
  maker: ApiClient,
  checker: ApiClient,
) {
  const saved = await maker.post<{ id: number }>(`${o.prefix}/addOrUpdate${o.name}`, o.body);
  expect(saved.resultCode, JSON.stringify(saved.result)).toBe('0');
  const id = saved.result.id;
  const detail = async () =>
    (await maker.get<Row>(`${o.prefix}/query${o.name}Detail`, { id: String(id) })).result;
  const res = await checker.post(`${o.prefix}/change${o.name}State`, {
    id,
    version: (await detail()).version,
    action: o.action,
    ...(o.status ? { status: o.status } : {}),
  });
  return { res, after: await detail() };
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
}, 90_000);
afterAll(() => t.close());

describe('maker and checker are two people', () => {
  it('refuses a cashier 复核 of the receipt they keyed; another finance reviewer may', async () => {
    const [cashier, finance] = await Promise.all(['cashier', 'finacemanager'].map((u) => login(u)));
    const receipt = {
      prefix: '/finance',
      name: 'SalesReceipt',
      action: 'AUDIT',
      body: {
        receiptDate: today,
        customerId: await idOf('md_customers', 'KH005'),
        currencyId: await idOf('md_currencies', 'CNY'),
        amount: 1_000 * YUAN,
        method: 'BANK',
      },
    };
    const self = await keyThenCheck(receipt, cashier, cashier);
    expect(self.res).toEqual({
      resultCode: '10000009',
      result: '制单人不能复核自己的单据（制单与审核须为两人）',
    });
    expect(self.res.result).toBe(makerCheckerRefusal('复核'));
    expect([self.after.status, self.after.auditor]).toEqual(['APPROVAL_PENDING', null]);
    const other = await keyThenCheck(receipt, cashier, finance);
    expect(other.res.resultCode, JSON.stringify(other.res.result)).toBe('0');
    expect(other.after.status).toBe('UNVERIFIED');
  });

  it('refuses the purchasing manager 审核 of a price they keyed, approving or refusing it', async () => {
    const [manager, director] = await Promise.all(
      ['purchasingmanager', 'purchasingdirector'].map((u) => login(u)),
    );
    const price = (status: string) => ({
      prefix: '/materielPrice',
      name: 'MaterielPrice',
      action: 'AUDIT',
      status,
      body: {
        supplierId: 0,
        materielId: 0,
        price: 20 * YUAN,
        effectiveDate: today,
      },
    });
    const ids = {
      supplierId: await idOf('md_suppliers', 'GYS001'),
      materielId: await idOf('md_materiels', 'YL-PB153'),
    };
    for (const status of ['APPROVAL_APPROVED', 'APPROVAL_NOT_APPROVED']) {
      const o = price(status);
      const self = await keyThenCheck({ ...o, body: { ...o.body, ...ids } }, manager, manager);
      expect(self.res.result).toBe(makerCheckerRefusal('审核'));
      expect(self.after.status).toBe('APPROVAL_PENDING');
    }
    const o = price('APPROVAL_APPROVED');
    const other = await keyThenCheck({ ...o, body: { ...o.body, ...ids } }, manager, director);
    expect(other.res.resultCode, JSON.stringify(other.res.result)).toBe('0');
    expect(other.after.status).toBe('APPROVAL_APPROVED');
  });

  it('SuperAdmin is exempt: SPEC §6 has them pass every check', async () => {
    const admin = await login('admin', 'admin123');
    const exempt = await keyThenCheck(
      {
        prefix: '/finance',
        name: 'SalesReceipt',
        action: 'AUDIT',
        body: {
          receiptDate: today,
          customerId: await idOf('md_customers', 'KH005'),
          currencyId: await idOf('md_currencies', 'CNY'),
          amount: 200 * YUAN,
          method: 'CASH',
        },
      },
      admin,
      admin,
    );
    expect(exempt.res.resultCode, JSON.stringify(exempt.res.result)).toBe('0');
    expect(exempt.after.status).toBe('UNVERIFIED');
  });
});
