import { ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { applicableSpec } from './applicable-spec.ts';

/**
 * 质量标准 (issue 31 item 1): spec lines checked on save (min > max refused naming the line), versions
 * frozen once approved and 修改 into the next, the approval by the quality manager only, a
 * customer's own specification merged over the product's, and who may key, approve and read.
 */
const M = 1_000_000;

let t: TestApp;
const users: Record<string, ApiClient> = {};
const ti: Record<string, number> = {};
let productId: number;
let otherProductId: number;
let customerId: number;
let materielId: number;

interface Standard {
  id: number;
  version: number;
  status: string;
  code: string;
  versionNo: number;
  previousId: number | null;
  latest: boolean;
  inForce: boolean;
  items: {
    id: number;
    testItemId: number;
    minValue: number | null;
    maxValue: number | null;
    unit: string | null;
    decimals: number | null;
    methodId: number | null;
  }[];
  [field: string]: unknown;
}

const detail = async (id: number, who = 'qualityinspector') =>
  (await users[who].get<Standard>('/quality/queryProductStandardDetail', { id: String(id) })).result;
const save = (who: string, body: Record<string, unknown>) =>
  users[who].post<{ id: number }>('/quality/addOrUpdateProductStandard', body);

async function act(who: string, id: number, action: string, status?: string) {
  const { version } = await detail(id);
  return users[who].post<{ status: string }>('/quality/changeProductStandardState', {
    id,
    version,
    action,
    ...(status ? { status } : {}),
  });
}

/** The colour paste's product standard lines: 细度 ≤ 10 µm, 固含量 45.0–47.0 %, 色差 ΔE ≤ 1.0. */
const pasteLines = () => [
  { testItemId: ti.XD, ruleType: 'NUMERIC', maxValue: 10 * M },
  { testItemId: ti.GHL, ruleType: 'NUMERIC', minValue: 45 * M, maxValue: 47 * M, target: 46 * M },
  { testItemId: ti.SC, ruleType: 'NUMERIC', maxValue: 1 * M },
];

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  for (const name of [
    'qualityinspector',
    'qualitymanager',
    'technicalmanager',
    'researcher',
    'saler',
    'store',
  ]) {
    users[name] = new ApiClient(t.app);
    expect((await users[name].login(name, 'demo1234')).resultCode).toBe('0');
  }
  const db = t.database.db;
  for (const r of await queryRows<{ id: number; code: string }>(db, sql`select id, code from md_test_items`))
    ti[r.code] = r.id;
  // Products no demo standard covers, so the test owns their standards.
  [{ id: productId }, { id: otherProductId }] = await queryRows<{ id: number }>(
    db,
    sql`select id from md_products where code in ('SJ-G7-01', 'SJ-Y74-01') order by code`,
  );
  [{ id: customerId }] = await queryRows<{ id: number }>(
    db,
    sql`select id from md_customers order by id limit 1`,
  );
  [{ id: materielId }] = await queryRows<{ id: number }>(
    db,
    sql`select m.id from md_materiels m where not exists (select 1 from qc_material_standards s where s.materiel_id = m.id)
        order by m.id limit 1`,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('product standard versions', () => {
  let v1: number;
  let v2: number;
  const header = () => ({
    code: 'TBZ-G7',
    name: '酞菁绿色浆成品标准',
    productId,
    normType: 'PROD_TEST',
    effectiveDate: '20260101',
  });

  it('refuses min > max naming the line, a text rule without text, a duplicated item', async () => {
    const bad = await save('qualityinspector', {
      ...header(),
      items: [
        pasteLines()[0],
        { testItemId: ti.GHL, ruleType: 'NUMERIC', minValue: 47 * M, maxValue: 45 * M },
      ],
    });
    expect(bad.resultCode).toBe(ResultCode.VALIDATION);
    expect(bad.result).toBe('第2行（固含量）：下限 47 不能大于上限 45');
    const text = await save('qualityinspector', {
      ...header(),
      items: [{ testItemId: ti.WG, ruleType: 'TEXT' }],
    });
    expect(text.result).toBe('第1行（外观）：判定方式为文本时请填写文本要求');
    const twice = await save('qualityinspector', { ...header(), items: [pasteLines()[0], pasteLines()[0]] });
    expect(twice.result).toBe('第2行（细度）与第1行的检测项目相同，请合并为一行');
    const grid = await save('qualityinspector', {
      ...header(),
      items: [{ testItemId: ti.GHL, ruleType: 'NUMERIC', minValue: 45.05 * M }],
    });
    expect(grid.result).toBe('第1行（固含量）：下限 45.05 超出小数位数（1位）');
    const count = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from qc_product_standards where code = 'TBZ-G7'`,
    );
    expect(count[0].n).toBe(0);
  });

  it('saves version 1, filling unit, decimals and method from the test item', async () => {
    const r = await save('qualityinspector', { ...header(), items: pasteLines() });
    expect(r.resultCode, JSON.stringify(r)).toBe('0');
    v1 = r.result.id;
    const d = await detail(v1);
    expect([d.versionNo, d.status, d.latest, d.previousId, d.inForce]).toEqual([
      1,
      'CHECKPENDING',
      true,
      null,
      false,
    ]);
    expect(d.items.map((l) => [l.unit, l.decimals, l.methodId != null])).toEqual([
      ['μm', 0, true],
      ['%', 1, true],
      [null, 2, true],
    ]);
    const again = await save('qualityinspector', { ...header(), name: '另一个', items: pasteLines() });
    expect(again.result).toBe('标准编号「TBZ-G7」已存在，请在该产品标准上点「修改」生成新版本');
    const other = await save('qualityinspector', { ...header(), code: 'TBZ-G7B', items: pasteLines() });
    expect(other.result).toBe('该产品的成品已有标准「TBZ-G7」，请在其上点「修改」生成新版本');
  });

  it('only the quality manager approves; approved, it is frozen and in force', async () => {
    expect((await act('qualityinspector', v1, 'AUDIT', 'APPROVAL_APPROVED')).resultCode).toBe(
      ResultCode.FORBIDDEN,
    );
    const early = await users.qualityinspector.post('/quality/reviseProductStandard', { ids: [v1] });
    expect(early.result).toBe('产品标准「TBZ-G7 第1版」尚未审核通过，请直接编辑，不需生成新版本');
    const pending = await users.qualitymanager.post<{ requestList: Standard[] }>(
      '/quality/queryProductStandardPageList',
      {
        page: { pageIndex: 1, pageSize: 25 },
        queryParameterVo: { pending: 'true', code: 'TBZ-G7' },
      },
    );
    expect(pending.result.requestList.map((s) => s.id)).toEqual([v1]);
    const ok = await act('qualitymanager', v1, 'AUDIT', 'APPROVAL_APPROVED');
    expect(ok.resultCode, JSON.stringify(ok)).toBe('0');
    const d = await detail(v1);
    expect([d.status, d.inForce]).toEqual(['APPROVED', true]);
    const edit = await save('qualityinspector', {
      ...header(),
      id: v1,
      version: d.version,
      name: '改名',
      items: pasteLines(),
    });
    expect(edit.resultCode).toBe(ResultCode.BUSINESS_RULE);
    expect(edit.result).toBe('产品标准已生效，不能修改');
    expect((await detail(v1)).name).toBe('酞菁绿色浆成品标准');
  });

  it('修改 makes version 2 as a draft copying the lines; version 1 stays in force until 2 is approved', async () => {
    const r = await users.qualityinspector.post<{ id: number; versionNo: number }>(
      '/quality/reviseProductStandard',
      {
        ids: [v1],
      },
    );
    expect(r.resultCode, JSON.stringify(r)).toBe('0');
    v2 = r.result.id;
    const d = await detail(v2);
    expect([d.code, d.versionNo, d.status, d.previousId, d.latest]).toEqual([
      'TBZ-G7',
      2,
      'CHECKPENDING',
      v1,
      true,
    ]);
    expect(d.items.map((l) => [l.testItemId, l.minValue, l.maxValue])).toEqual([
      [ti.XD, null, 10 * M],
      [ti.GHL, 45 * M, 47 * M],
      [ti.SC, null, 1 * M],
    ]);
    expect((await detail(v1)).inForce).toBe(true);
    const again = await users.qualityinspector.post('/quality/reviseProductStandard', { ids: [v1] });
    expect(again.result).toBe('产品标准「TBZ-G7 第1版」已有新版本「TBZ-G7 第2版」，请修改最新版本');
    // Tighten 细度 to 8 on the draft, approve it: version 2 is now the one in force.
    const edited = await save('qualityinspector', {
      ...header(),
      id: v2,
      version: d.version,
      effectiveDate: d.effectiveDate,
      items: [{ ...pasteLines()[0], maxValue: 8 * M }, ...pasteLines().slice(1)],
    });
    expect(edited.resultCode, JSON.stringify(edited)).toBe('0');
    expect((await act('qualitymanager', v2, 'AUDIT', 'APPROVAL_APPROVED')).resultCode).toBe('0');
    expect([(await detail(v1)).inForce, (await detail(v2)).inForce]).toEqual([false, true]);
    const back = await act('qualitymanager', v1, 'DISCARD');
    expect(back.result).toBe('产品标准「TBZ-G7 第1版」已有新版本「TBZ-G7 第2版」，不能反审核');
    const spec = await applicableSpec(t.database.db, productId, null, 'PROD_TEST');
    expect(spec.product?.versionNo).toBe(2);
    expect(spec.lines.find((l) => l.testItemId === ti.XD)?.maxValue).toBe(8_000_000n);
  });
});

describe("a customer's own specification", () => {
  let customerStd: number;
  it('overrides the product standard by test item and adds its extra items', async () => {
    const r = await save('qualityinspector', {
      code: 'TBZ-G7-KH',
      name: '客户专用COA标准',
      productId,
      normType: 'COA_TEST',
      customerId,
      effectiveDate: '20260101',
      items: [
        { testItemId: ti.GHL, ruleType: 'NUMERIC', minValue: 45.5 * M, maxValue: 46.5 * M },
        { testItemId: ti.WG, ruleType: 'TEXT', expectedText: '绿色均匀浆状' },
      ],
    });
    expect(r.resultCode, JSON.stringify(r)).toBe('0');
    customerStd = r.result.id;
    const own = await save('qualityinspector', {
      code: 'TBZ-G7-COA',
      name: '酞菁绿色浆COA标准',
      productId,
      normType: 'COA_TEST',
      effectiveDate: '20260101',
      items: pasteLines(),
    });
    expect(own.resultCode).toBe('0');
    for (const id of [customerStd, own.result.id])
      expect((await act('qualitymanager', id, 'AUDIT', 'APPROVAL_APPROVED')).resultCode).toBe('0');

    const mine = await users.qualityinspector.get<{
      customer: { code: string } | null;
      lines: { testItemId: number; minValue: number | null; maxValue: number | null; source: string }[];
    }>('/quality/queryApplicableSpec', {
      productId: String(productId),
      customerId: String(customerId),
      normType: 'COA_TEST',
    });
    expect(mine.resultCode, JSON.stringify(mine)).toBe('0');
    expect(mine.result.customer?.code).toBe('TBZ-G7-KH');
    expect(mine.result.lines.map((l) => [l.testItemId, l.minValue, l.maxValue, l.source])).toEqual([
      [ti.XD, null, 10 * M, 'PRODUCT'],
      [ti.GHL, 45.5 * M, 46.5 * M, 'CUSTOMER'],
      [ti.SC, null, 1 * M, 'PRODUCT'],
      [ti.WG, null, null, 'CUSTOMER'],
    ]);
    // Another customer, or none, gets the product's own lines.
    const anyone = await applicableSpec(t.database.db, productId, null, 'COA_TEST');
    expect(anyone.customer).toBeNull();
    expect(anyone.lines.map((l) => [l.testItemId, l.minValue])).toEqual([
      [ti.XD, null],
      [ti.GHL, 45_000_000n],
      [ti.SC, null],
    ]);
    // A product with no standard in force has no lines; a customer spec alone still applies.
    expect((await applicableSpec(t.database.db, otherProductId, customerId, 'COA_TEST')).lines).toEqual([]);
    // Not yet effective: a version dated after the day asked is not in force then.
    expect(
      (await applicableSpec(t.database.db, productId, customerId, 'COA_TEST', '20251231')).lines,
    ).toEqual([]);
  });
});

describe('material standard', () => {
  it('keeps concession limits no narrower than the qualified ones; versions as the product standard', async () => {
    const body = {
      code: 'TWL-01',
      name: '测试物料标准',
      materielId,
      effectiveDate: '20260101',
      items: [{ testItemId: ti.GHL, ruleType: 'NUMERIC', minValue: 98 * M, concessionMin: 98.5 * M }],
    };
    const bad = await users.qualityinspector.post('/quality/addOrUpdateMaterialStandard', body);
    expect(bad.result).toBe('第1行（固含量）：让步下限 98.5 不能高于合格下限 98');
    const ok = await users.qualityinspector.post<{ id: number }>('/quality/addOrUpdateMaterialStandard', {
      ...body,
      items: [{ testItemId: ti.GHL, ruleType: 'NUMERIC', minValue: 98 * M, concessionMin: 97 * M }],
    });
    expect(ok.resultCode, JSON.stringify(ok)).toBe('0');
    const d = await users.qualityinspector.get<Standard>('/quality/queryMaterialStandardDetail', {
      id: String(ok.result.id),
    });
    const { version } = d.result;
    const audit = await users.qualitymanager.post('/quality/changeMaterialStandardState', {
      id: ok.result.id,
      version,
      action: 'AUDIT',
      status: 'APPROVAL_APPROVED',
    });
    expect(audit.resultCode).toBe('0');
    const next = await users.qualityinspector.post<{ id: number; versionNo: number }>(
      '/quality/reviseMaterialStandard',
      {
        ids: [ok.result.id],
      },
    );
    expect(next.result.versionNo).toBe(2);
    const copy = await users.qualityinspector.get<{ items: { concessionMin: number }[] }>(
      '/quality/queryMaterialStandardDetail',
      { id: String(next.result.id) },
    );
    expect(copy.result.items[0].concessionMin).toBe(97 * M);
  });
});

describe('permissions', () => {
  it('quality keys, technical and research read, sales and the store see nothing', async () => {
    const list = (who: string) =>
      users[who].post('/quality/queryProductStandardPageList', { page: { pageIndex: 1, pageSize: 25 } });
    for (const who of ['qualityinspector', 'qualitymanager', 'technicalmanager', 'researcher'])
      expect((await list(who)).resultCode, who).toBe('0');
    for (const who of ['saler', 'store'])
      expect((await list(who)).resultCode, who).toBe(ResultCode.FORBIDDEN);
    const keyed = await save('technicalmanager', {
      code: 'TBZ-X',
      name: 'x',
      productId: otherProductId,
      normType: 'MID_TEST',
      effectiveDate: '20260101',
      items: pasteLines(),
    });
    expect(keyed.resultCode).toBe(ResultCode.FORBIDDEN);
    const spec = await users.saler.get('/quality/queryApplicableSpec', {
      productId: String(productId),
      normType: 'COA_TEST',
    });
    expect(spec.resultCode).toBe(ResultCode.FORBIDDEN);
    const method = await users.qualityinspector.post('/quality/addOrUpdateDetectionMethod', {
      code: 'FF-T',
      name: '测试方法',
    });
    expect(method.resultCode).toBe(ResultCode.FORBIDDEN);
    const byManager = await users.qualitymanager.post('/quality/addOrUpdateDetectionMethod', {
      code: 'FF-T',
      name: '测试方法',
      standardRef: 'GB/T 9999',
    });
    expect(byManager.resultCode, JSON.stringify(byManager)).toBe('0');
  });
});
