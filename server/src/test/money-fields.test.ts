import {
  allRoleNames,
  amount,
  can,
  companyToday,
  customerQuotation,
  type DocumentDef,
  type FieldDef,
  type Fields,
  type Permission,
  price,
  printLayouts,
  SUPER_ADMIN,
} from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../platform/db/client.ts';
import type { DocumentTable } from '../platform/documents/document-table.ts';
import { DocumentRegistry } from '../platform/documents/registry.ts';
import { demoRoleMenus } from '../seed/demo-company.ts';
import { seedDemoStock } from '../seed/demo-stock.ts';
import { ApiClient, createTestApp, type TestApp } from './test-app.ts';

/**
 * Money fields by SPEC §6 (issue 28 item 1): every price, amount and cost field of every
 * declaration names the permission that may see it, and every answer built from a declaration —
 * list, detail, related documents, export, printed form — carries it to exactly the roles holding
 * that permission. The permissions are written here by hand, per declaration, independently of
 * the declarations: a field marked wrong, or not at all, fails the first test.
 */
type Visibility = Permission | 'public';
const sale = 'sale-bill-price-amount';
const purchase = 'material-bill-price-amount';
const stock = 'warehouse-amount';

/** Per declaration: the permission of its money, and the fields (`items.` for lines) that differ. */
const expectedMoney: Record<string, { money: Visibility; except?: Record<string, Visibility> }> = {
  product: { money: sale },
  materiel: { money: 'material-price' },
  customer: { money: sale },
  'customer-quotation': { money: sale },
  'material-warehouse-in': { money: stock },
  'material-warehouse-out': { money: stock },
  'product-warehouse-in': { money: stock },
  'product-warehouse-out': { money: stock },
  'material-cost-adjust': { money: stock },
  'product-cost-adjust': { money: stock },
  'material-price': { money: 'material-price' },
  'purchase-order': { money: purchase },
  'purchase-return': { money: purchase },
  // 采购设置's review threshold is a purchase amount.
  'purchase-setting': { money: purchase },
  'sales-base-price': { money: sale },
  'sales-price-approval': { money: sale },
  'sales-order': { money: sale },
  // A delivery's cost is stock value; what it sells for is sales money.
  'sales-delivery': { money: sale, except: { 'items.price': stock, 'items.amount': stock } },
  'sales-material-delivery': { money: sale, except: { 'items.price': stock, 'items.amount': stock } },
  'sales-return': {
    money: sale,
    except: { costAmount: stock, 'items.costPrice': stock, 'items.costAmount': stock },
  },
  'sales-invoice': { money: sale },
  'sales-red-invoice': { money: sale },
  'sales-receipt': { money: sale },
  'sales-writeoff': { money: sale },
  'sales-opening-balance': { money: sale },
  'purchase-invoice': { money: purchase },
  'purchase-red-invoice': { money: purchase },
  'purchase-payment': { money: purchase },
  'purchase-writeoff': { money: purchase },
  'purchase-opening-balance': { money: purchase },
  // Production's costs are material value (issued, added, processed, packed): 查看物料金额.
  'manufacture-feeding': { money: 'material-amount' },
  'manufacture-record': { money: 'material-amount' },
  'manufacture-process': { money: 'material-amount' },
  'manufacture-packaging': { money: 'material-amount' },
};

const isMoney = (f: FieldDef) => f.kind === 'price' || f.kind === 'amount';
const moneyOf = (fields: Fields | undefined) =>
  Object.entries(fields ?? {}).filter(([, f]) => isMoney(f)) as [string, FieldDef][];
/** What the declaration says of a field: its permission, public, or nothing. */
const declared = (f: FieldDef): string | undefined =>
  f.permission ?? ((f as { public?: true }).public ? 'public' : undefined);

function expectedOf(key: string, path: string): Visibility | undefined {
  const e = expectedMoney[key];
  return e ? (e.except?.[path] ?? e.money) : undefined;
}
const sees = (roles: readonly string[], v: Visibility | undefined) =>
  v === 'public' || (v !== undefined && can(roles, v));
/** Which of the money permissions a role holds. */
const moneyPermissions = [
  ...new Set(Object.values(expectedMoney).flatMap((e) => [e.money, ...Object.values(e.except ?? {})])),
];
const signature = (role: string) => moneyPermissions.map((p) => (sees([role], p) ? 1 : 0)).join('');
/** `role screen` of every EXPORT grant of the demo menus (SPEC §6 export rule). */
const exporters = new Set(
  Object.entries(demoRoleMenus).flatMap(([role, grants]) =>
    grants.filter((g) => g.export).map((g) => `${role} ${g.url}`),
  ),
);

let t: TestApp;
const clients = new Map<string, ApiClient>();

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  // The demo company's months (`npm start` makes them): a record of every kind of document.
  const started = performance.now();
  await seedDemoStock(t.app);
  console.info(`demo months made in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const role of allRoleNames) {
    const client = new ApiClient(t.app, `10.28.${clients.size}.1`);
    const login =
      role === SUPER_ADMIN
        ? await client.login('admin', 'admin123')
        : await client.login(role.toLowerCase(), 'demo1234');
    expect(login.resultCode, `${role} logs in`).toBe('0');
    clients.set(role, client);
  }
}, 180_000);
afterAll(() => t?.close());

/**
 * What the demo months leave without a record, keyed as a user would: materials sold as they are,
 * and a 折让 red letter against a sales and a purchase invoice.
 */
async function makeWhatTheDemoLacks(admin: ApiClient): Promise<void> {
  const today = companyToday();
  const saved = async (url: string, body: Record<string, unknown>) => {
    const res = await admin.post<{ id: number }>(url, body);
    expect(res.resultCode, `${url} ${JSON.stringify(res)}`).toBe('0');
  };
  const [stocked] = await queryRows<{ item: number; warehouse: number }>(
    t.database.db,
    sql`select item_id as item, warehouse_id as warehouse from stock_balances
        where item_kind = 'MATERIAL' and on_hand - reserved >= 1000000 order by item_id limit 1`,
  );
  const [party] = await queryRows<{ customer: number; currency: number }>(
    t.database.db,
    sql`select (select min(id) from md_customers) as customer,
               (select id from md_currencies where code = 'CNY') as currency`,
  );
  await saved('/order/addOrUpdateMaterielStockOut', {
    outDate: today,
    customerId: party.customer,
    warehouseId: stocked.warehouse,
    currencyId: party.currency,
    items: [{ materielId: stocked.item, qty: 1_000_000, salePrice: 20_000_000 }],
  });
  for (const [prefix, name, table] of [
    ['/finance', 'SalesRedInvoice', 'fin_sales_invoices'],
    ['/purchaseInvoice', 'PurchaseRedInvoice', 'fin_purchase_invoices'],
  ] as const) {
    const [blue] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from ${sql.identifier(table)} where status = 'UNVERIFIED' order by id limit 1`,
    );
    const draft = await admin.post<{ values: Record<string, unknown>; items: Record<string, unknown>[] }>(
      `${prefix}/make${name}From`,
      { link: 'invoice-red', sourceIds: [blue.id] },
    );
    expect(draft.resultCode, `${name} ${JSON.stringify(draft)}`).toBe('0');
    await saved(`${prefix}/addOrUpdate${name}`, {
      ...draft.result.values,
      redDate: today,
      redReason: 'DISCOUNT',
      items: [draft.result.items[0]],
    });
  }
}

function moneyDeclarations(): DocumentDef[] {
  return t.app.documents
    .all()
    .map((d) => d.def)
    .filter((def) => moneyOf(def.fields).length + moneyOf(def.items?.fields).length > 0);
}

/** Every text of every cell of a workbook. */
async function cellTexts(payload: Buffer): Promise<Set<string>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  const out = new Set<string>();
  for (const sheet of book.worksheets)
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') out.add(cell.value);
      });
    });
  return out;
}

describe('money fields (SPEC §6)', () => {
  it('names, on every money field of every declaration, the permission SPEC §6 ties to it', () => {
    const wrong: string[] = [];
    for (const def of moneyDeclarations()) {
      if (!expectedMoney[def.key]) wrong.push(`${def.key}: no line in this test`);
      const paths = [
        ...moneyOf(def.fields).map(([n, f]) => [n, f] as const),
        ...moneyOf(def.items?.fields).map(([n, f]) => [`items.${n}`, f] as const),
      ];
      for (const [path, f] of paths) {
        const want = expectedOf(def.key, path);
        if (declared(f) !== want)
          wrong.push(`${def.key}.${path}: ${declared(f) ?? 'unmarked'}, SPEC §6 ${want}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a money field that names no permission: at compile time, and at start', () => {
    // Never called: the compiler's refusal is the test (tsc fails if these compile).
    const unmarked = () => [
      // @ts-expect-error a price must name its SPEC §6 permission or say 'public'
      price('单价'),
      // @ts-expect-error so must an amount
      amount('金额', { readOnly: true }),
    ];
    expect(unmarked).toBeTypeOf('function');
    expect(price('单价', { permission: 'public' })).toMatchObject({ public: true });
    expect(price('单价', { permission: sale }).permission).toBe(sale);
    // Made without the builders: the registry refuses it when the server starts.
    const bare = { kind: 'amount', label: '金额（元）' } as const;
    const def = {
      ...customerQuotation,
      key: 'bare-quotation',
      items: { title: '报价明细', fields: { ...customerQuotation.items?.fields, amount: bare } },
    } as DocumentDef;
    expect(() => new DocumentRegistry().register(def, {} as DocumentTable)).toThrow(
      'bare-quotation: money field items.amount names no permission',
    );
  });

  it('carries each money field, in list, detail, related, export and print, only to roles that may see it', async () => {
    const admin = clients.get(SUPER_ADMIN)!;
    await makeWhatTheDemoLacks(admin);
    const leaks: string[] = [];
    const missing: string[] = [];
    const seen = new Map<string, number>();
    const byKey = new Map(t.app.documents.all().map((d) => [d.def.key, d.def]));

    /** Keys of an answered row against a declaration's money fields. */
    const checkRow = (
      where: string,
      role: string,
      key: string,
      fields: Fields | undefined,
      prefix: string,
      row: Record<string, unknown>,
    ) => {
      for (const [name] of moneyOf(fields)) {
        const path = `${prefix}${name}`;
        const may = sees([role], expectedOf(key, path));
        const has = name in row;
        if (has && !may) leaks.push(`${role} ${where}: ${key}.${path}`);
        if (!has && may) missing.push(`${role} ${where}: ${key}.${path}`);
        if (has) seen.set(`${key}.${path}`, (seen.get(`${key}.${path}`) ?? 0) + 1);
      }
    };
    /** Labels of a workbook against the money fields it would show. */
    const checkBook = (
      where: string,
      role: string,
      def: DocumentDef,
      header: readonly string[],
      items: readonly string[],
      texts: Set<string>,
    ) => {
      const shown = (fields: Fields, names: readonly string[], prefix: string) =>
        names
          .filter(
            (n) =>
              fields[n] && sees([role], isMoney(fields[n]) ? expectedOf(def.key, `${prefix}${n}`) : 'public'),
          )
          .map((n) => fields[n].label);
      const visibleLabels = new Set([
        ...shown(def.fields, header, ''),
        ...shown(def.items?.fields ?? {}, items, 'items.'),
      ]);
      const check = (fields: Fields, names: readonly string[], prefix: string) => {
        for (const n of names) {
          const f = fields[n];
          if (!f || !isMoney(f)) continue;
          const may = sees([role], expectedOf(def.key, `${prefix}${n}`));
          if (!may && texts.has(f.label) && !visibleLabels.has(f.label))
            leaks.push(`${role} ${where}: ${def.key}.${prefix}${n}`);
          if (may && !texts.has(f.label)) missing.push(`${role} ${where}: ${def.key}.${prefix}${n}`);
        }
      };
      check(def.fields, header, '');
      check(def.items?.fields ?? {}, items, 'items.');
    };

    const noRecord: string[] = [];
    for (const def of moneyDeclarations()) {
      const base = `${def.api.prefix}`;
      const N = def.api.name;
      // One record, with lines when the declaration has them.
      const page = await admin.post<{ requestList: { id: number }[] }>(`${base}/query${N}PageList`, {
        page: { pageIndex: 1, pageSize: 20 },
      });
      let id: number | undefined;
      for (const row of page.result?.requestList ?? []) {
        if (!def.items) {
          id = row.id;
          break;
        }
        const d = await admin.get<{ items: unknown[] }>(`${base}/query${N}Detail`, { id: String(row.id) });
        if (d.result.items.length > 0) {
          id = row.id;
          break;
        }
      }
      if (id === undefined) {
        noRecord.push(def.key);
        continue;
      }

      // Related documents and workbooks are built by the same rule from the caller's roles alone
      // (`can`): one role of each set of money permissions reads them, every role the rest.
      const done = { related: new Set<string>(), export: new Set<string>(), print: new Set<string>() };
      const first = (kind: keyof typeof done, role: string) =>
        !done[kind].has(signature(role)) && Boolean(done[kind].add(signature(role)));
      for (const [role, client] of clients) {
        const list = await client.post<{ requestList: Record<string, unknown>[] }>(
          `${base}/query${N}PageList`,
          {
            ids: [id],
          },
        );
        if (list.resultCode === '10000003') continue; // not theirs to read at all
        expect(list.resultCode, `${role} ${def.key} list`).toBe('0');
        for (const row of list.result.requestList) checkRow('list', role, def.key, def.fields, '', row);

        const detail = await client.get<Record<string, unknown> & { items?: Record<string, unknown>[] }>(
          `${base}/query${N}Detail`,
          { id: String(id) },
        );
        if (detail.resultCode === '0') {
          checkRow('detail', role, def.key, def.fields, '', detail.result);
          for (const line of detail.result.items ?? [])
            checkRow('detail', role, def.key, def.items?.fields, 'items.', line);
        }

        if (def.numbering && detail.resultCode === '0' && first('related', role)) {
          const related = await client.get<{ key: string; rows: Record<string, unknown>[] }[]>(
            `${base}/query${N}Related`,
            { id: String(id) },
          );
          expect(related.resultCode, `${role} ${def.key} related`).toBe('0');
          for (const group of related.result) {
            const target = byKey.get(group.key)!;
            for (const row of group.rows) checkRow('related', role, target.key, target.fields, '', row);
          }
        }

        const exporter = role === SUPER_ADMIN || exporters.has(`${role} ${def.screen}`);
        const exported =
          exporter && first('export', role)
            ? await client.raw('POST', `${base}/export${N}List`, { ids: [id] })
            : undefined;
        if (exported) {
          expect(String(exported.headers['content-type']), `${role} ${def.key} export`).toContain(
            'spreadsheet',
          );
          const texts = await cellTexts(exported.rawPayload);
          checkBook('export', role, def, def.list.columns, [], texts);
        }

        if (detail.resultCode !== '0' || !first('print', role)) continue;
        const layouts = printLayouts(def);
        for (let form = 0; form < layouts.length; form++) {
          const printed = await client.raw('POST', `${base}/print${N}Excel`, { id, form });
          expect(String(printed.headers['content-type']), `${role} ${def.key} print ${form}`).toContain(
            'spreadsheet',
          );
          const texts = await cellTexts(printed.rawPayload);
          const layout = layouts[form];
          checkBook(
            `print ${form}`,
            role,
            def,
            layout.fields,
            layout.items ?? Object.keys(def.items?.fields ?? {}),
            texts,
          );
        }
      }
    }
    expect(noRecord, 'declarations with money fields and no demo record').toEqual([]);
    expect(leaks).toEqual([]);
    expect(missing).toEqual([]);
    // Not vacuous: every money field was read by some role from some answer.
    const unseen = moneyDeclarations().flatMap((def) => [
      ...moneyOf(def.fields)
        .map(([n]) => `${def.key}.${n}`)
        .filter((p) => !seen.has(p)),
      ...moneyOf(def.items?.fields)
        .map(([n]) => `${def.key}.items.${n}`)
        .filter((p) => !seen.has(p)),
    ]);
    expect(unseen).toEqual([]);
  }, 300_000);
});
