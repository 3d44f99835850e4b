import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { addRoute } from './route.ts';

// A route of the shape warehouse documents will have, to prove the mechanism end to end.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      demo: true,
      extraRoutes: (app) =>
        addRoute(app, {
          method: 'GET',
          url: '/test/warehouse-doc',
          summary: 'test only',
          tags: ['test'],
          access: 'session',
          redact: { 'material-name': ['materielName'], 'warehouse-amount': ['price', 'amount'] },
          handler: () => ({
            number: 'RK20261122001',
            items: [
              { materielCode: 'M001', materielName: '酞菁蓝', qty: 5, price: 12_500_000, amount: 62_500_000 },
            ],
          }),
        }),
    },
  );
});
afterAll(() => t.close());

async function docAs(userName: string, password = 'demo1234') {
  const client = new ApiClient(t.app);
  await client.login(userName, password);
  return (await client.get<{ items: Record<string, unknown>[] }>('/test/warehouse-doc')).result.items[0];
}

describe('field-level permissions in answers', () => {
  it('a store clerk sees material names but never prices or amounts', async () => {
    expect(await docAs('store')).toEqual({ materielCode: 'M001', materielName: '酞菁蓝', qty: 5 });
  });

  it('a salesman sees amounts but never a material name', async () => {
    expect(await docAs('saler')).toEqual({
      materielCode: 'M001',
      qty: 5,
      price: 12_500_000,
      amount: 62_500_000,
    });
  });

  it('a cashier sees both; the super administrator sees everything', async () => {
    expect(Object.keys(await docAs('cashier'))).toEqual([
      'materielCode',
      'materielName',
      'qty',
      'price',
      'amount',
    ]);
    expect(Object.keys(await docAs('admin', 'admin123'))).toHaveLength(5);
  });
});
