import { companyToday, formatYmd, ResultCode } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * 配方 (issue 30 item 1): versions frozen once approved, 修改 into the next version, the diff of two
 * versions, half-stuff nests (cycles refused with the path, parts per hundred add up), the explosion
 * into leaf materials against hand-computed figures, the scale's reviewers, and 替代料.
 */
const KG = 1_000_000;
const P = 1_000_000; // parts ×1e6

let t: TestApp;
const users: Record<string, ApiClient> = {};
const m: Record<string, number> = {};

interface Line {
  id?: number;
  materielId?: number | null;
  halfstuffId?: number | null;
  parts: number;
  remark?: string | null;
}
interface Recipe {
  id: number;
  version: number;
  status: string;
  code: string;
  versionNo: number;
  recipeType: string;
  previousId: number | null;
  latest: boolean;
  items: Line[];
  [field: string]: unknown;
}

const detail = async (id: number, who = 'researcher') =>
  (await users[who].get<Recipe>('/formula/queryRecipeDetail', { id: String(id) })).result;

function save(who: string, body: Record<string, unknown>) {
  return users[who].post<{ id: number }>('/formula/addOrUpdateRecipe', body);
}

const headerFields = [
  'code',
  'name',
  'scale',
  'purpose',
  'recipeType',
  'productId',
  'effectiveDate',
  'batchSize',
  'basis',
  'processNotes',
];

/** An edit as the form sends it: every header field, changed by `patch`. */
async function update(who: string, id: number, patch: Record<string, unknown>) {
  const d = await detail(id);
  const header = Object.fromEntries(headerFields.map((f) => [f, d[f] ?? null]));
  const items = d.items.map(({ id: lineId, materielId, halfstuffId, parts, remark }) => ({
    id: lineId,
    materielId,
    halfstuffId,
    parts,
    remark,
  }));
  return save(who, { ...header, items, ...patch, id, version: d.version });
}

async function create(who: string, body: Record<string, unknown>): Promise<number> {
  const r = await save(who, {
    scale: 'PILOT',
    purpose: 'RESEARCH',
    effectiveDate: '20260101',
    ...body,
  });
  expect(r.resultCode, JSON.stringify(r)).toBe('0');
  return r.result.id;
}

async function act(who: string, id: number, action: string, status?: string) {
  const { version } = await detail(id);
  return users[who].post<{ status: string }>('/formula/changeRecipeState', {
    id,
    version,
    action,
    ...(status ? { status } : {}),
  });
}

async function approve(who: string, id: number, action = 'AUDIT') {
  const r = await act(who, id, action, 'APPROVAL_APPROVED');
  expect(r.resultCode, JSON.stringify(r)).toBe('0');
  expect(r.result.status).toBe('APPROVED');
}

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  for (const name of ['researcher', 'researchderictor', 'technicalmanager', 'operator', 'saler']) {
    users[name] = new ApiClient(t.app);
    expect((await users[name].login(name, 'demo1234')).resultCode).toBe('0');
  }
  const rows = await queryRows<{ id: number; code: string }>(
    t.database.db,
    sql`select id, code from md_materiels`,
  );
  for (const r of rows) m[r.code] = r.id;
});
afterAll(async () => {
  await t?.close();
});

describe('recipe versions', () => {
  let v1: number;
  let v2: number;
  const lines = () => [
    { materielId: m['YL-PB153'], parts: 30 * P },
    { materielId: m['FSJ-190'], parts: 10 * P, remark: '预分散' },
    { materielId: m['RJ-DIW'], parts: 60 * P },
  ];

  it('parts per hundred must add up to 100, naming the sum; a line is a material or a half-stuff', async () => {
    const base = {
      code: 'TPF001',
      name: '测试蓝浆',
      recipeType: 'NEW',
      batchSize: 100 * KG,
      basis: 'PERCENT',
    };
    const short = await save('researcher', {
      ...base,
      scale: 'PILOT',
      purpose: 'RESEARCH',
      effectiveDate: '20260101',
      items: [...lines().slice(0, 2), { materielId: m['RJ-DIW'], parts: 55.5 * P }],
    });
    expect(short.resultCode).toBe(ResultCode.VALIDATION);
    expect(short.result).toBe('用量基准为百分比时，各行用量之和必须为100，现为95.5');
    const neither = await save('researcher', {
      ...base,
      scale: 'PILOT',
      purpose: 'RESEARCH',
      effectiveDate: '20260101',
      items: [...lines(), { parts: 100 }],
    });
    expect(neither.result).toBe('第4行：请选择物料或半成品配方（二者选一）');
    v1 = await create('researcher', { ...base, processNotes: '高速分散30分钟', items: lines() });
    const d = await detail(v1);
    expect([d.versionNo, d.status, d.latest, d.previousId]).toEqual([1, 'CHECKPENDING', true, null]);
  });

  it('a second recipe of the same code is refused: versions come from 修改', async () => {
    const r = await save('researcher', {
      code: 'tpf001',
      name: '另一个',
      recipeType: 'NEW',
      batchSize: 100 * KG,
      basis: 'PERCENT',
      scale: 'PILOT',
      purpose: 'RESEARCH',
      effectiveDate: '20260101',
      items: lines(),
    });
    expect(r.result).toBe('配方编码「tpf001」已存在，请在该配方上点「修改」生成新版本');
  });

  it('a pilot-scale recipe is reviewed by research heads only; approved, it is frozen', async () => {
    expect((await act('researcher', v1, 'AUDIT', 'APPROVAL_APPROVED')).resultCode).toBe(ResultCode.FORBIDDEN);
    expect((await act('technicalmanager', v1, 'AUDIT', 'APPROVAL_APPROVED')).resultCode).toBe(
      ResultCode.FORBIDDEN,
    );
    // The full-scale review is not offered on a pilot-scale recipe, even to its reviewers.
    const full = await act('researchderictor', v1, 'AUDIT-FULL', 'APPROVAL_APPROVED');
    expect(full.result).toBe('当前状态不能执行「审核」');
    // 修改 of a draft: edit it instead.
    const early = await users.researcher.post('/formula/reviseRecipe', { ids: [v1] });
    expect(early.result).toBe('配方「TPF001 第1版」尚未审核通过，请直接编辑，不需生成新版本');
    await approve('researchderictor', v1);
    const edit = await update('researcher', v1, { name: '改名' });
    expect(edit.resultCode).toBe(ResultCode.BUSINESS_RULE);
    expect(edit.result).toBe('配方已生效，不能修改');
    expect((await detail(v1)).name).toBe('测试蓝浆');
  });

  it('修改 makes the next version: a draft copying the lines, type 变更, version + 1; the list shows the latest', async () => {
    const r = await users.researcher.post<{ id: number; versionNo: number }>('/formula/reviseRecipe', {
      ids: [v1],
    });
    expect(r.resultCode, JSON.stringify(r)).toBe('0');
    v2 = r.result.id;
    const d = await detail(v2);
    expect([d.code, d.versionNo, d.recipeType, d.status, d.previousId, d.processNotes]).toEqual([
      'TPF001',
      2,
      'CHANGE',
      'CHECKPENDING',
      v1,
      '高速分散30分钟',
    ]);
    expect(d.items.map((l) => [l.materielId, l.parts, l.remark ?? null])).toEqual(
      lines().map((l) => [l.materielId, l.parts, l.remark ?? null]),
    );
    // The approved version stays in force (and approved) until the new one is approved.
    expect((await detail(v1)).status).toBe('APPROVED');
    const again = await users.researcher.post('/formula/reviseRecipe', { ids: [v1] });
    expect(again.result).toBe('配方「TPF001 第1版」已有新版本「TPF001 第2版」，请修改最新版本');
    const list = await users.researcher.post<{ requestList: Recipe[] }>('/formula/queryRecipePageList', {
      page: { pageIndex: 1, pageSize: 25 },
      queryParameterVo: { code: 'TPF001', scale: 'PILOT', purpose: 'RESEARCH', latest: 'true' },
    });
    expect(list.result.requestList.map((x) => x.versionNo)).toEqual([2]);
    const versions = await users.researcher.get<{
      versions: { id: number; versionNo: number; status: string; current: boolean }[];
    }>('/formula/queryRecipeVersions', { id: String(v2) });
    expect(versions.result.versions.map((v) => [v.versionNo, v.status, v.current])).toEqual([
      [2, 'CHECKPENDING', false],
      [1, 'APPROVED', true],
    ]);
  });

  it('the new version is edited and approved on its own; the older one can no longer be back-audited', async () => {
    const d = await detail(v2);
    const edited = await update('researcher', v2, {
      processNotes: '高速分散40分钟，砂磨2遍',
      items: [
        { id: d.items[0].id, materielId: m['YL-PB153'], parts: 35 * P },
        { id: d.items[1].id, materielId: m['FSJ-190'], parts: 10 * P, remark: '预分散' },
        { id: d.items[2].id, materielId: m['RJ-DIW'], parts: 54 * P },
        { materielId: m['ZJ-024'], parts: 1 * P },
      ],
    });
    expect(edited.resultCode, JSON.stringify(edited)).toBe('0');
    await approve('researchderictor', v2);
    const back = await act('researchderictor', v1, 'DISCARD');
    expect(back.result).toBe('配方「TPF001 第1版」已有新版本「TPF001 第2版」，不能反审核');
    const versions = await users.researcher.get<{ versions: { versionNo: number; current: boolean }[] }>(
      '/formula/queryRecipeVersions',
      { id: String(v1) },
    );
    expect(versions.result.versions.map((v) => [v.versionNo, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('版本对比 names header changes, the process notes and each material added, removed or changed', async () => {
    const r = await users.researcher.get<{
      left: { label: string };
      right: { label: string };
      fields: { field: string; left: string; right: string; changed: boolean }[];
      lines: { label: string; left: number | null; right: number | null; change: string }[];
    }>('/formula/compareRecipeVersions', { leftId: String(v1), rightId: String(v2) });
    expect(r.resultCode, JSON.stringify(r)).toBe('0');
    expect([r.result.left.label, r.result.right.label]).toEqual(['TPF001 第1版', 'TPF001 第2版']);
    const changed = r.result.fields.filter((f) => f.changed).map((f) => [f.field, f.left, f.right]);
    expect(changed).toEqual([
      ['versionNo', '1', '2'],
      ['recipeType', '新品', '变更'],
      // 修改 made it effective from the day it was made, until edited.
      ['effectiveDate', '2026-01-01', formatYmd(companyToday())],
      ['processNotes', '高速分散30分钟', '高速分散40分钟，砂磨2遍'],
    ]);
    expect(r.result.lines.map((l) => [l.label, l.left, l.right, l.change])).toEqual([
      ['YL-PB153 酞菁蓝 PB15:3', 30 * P, 35 * P, 'changed'],
      ['FSJ-190 润湿分散剂 DISPERBYK-190', 10 * P, 10 * P, 'same'],
      ['RJ-DIW 去离子水', 60 * P, 54 * P, 'changed'],
      ['ZJ-024 消泡剂 BYK-024', null, 1 * P, 'added'],
    ]);
    // Reversed, the defoamer was removed.
    const back = await users.researcher.get<{ lines: { label: string; change: string }[] }>(
      '/formula/compareRecipeVersions',
      { leftId: String(v2), rightId: String(v1) },
    );
    expect(back.result.lines.find((l) => l.label.startsWith('ZJ-024'))?.change).toBe('removed');
  });

  it('关闭 / 启用 by the recipe editors', async () => {
    expect((await act('researcher', v1, 'CLOSE')).resultCode).toBe('0');
    expect((await detail(v1)).status).toBe('CLOSED');
    expect((await act('researcher', v1, 'REOPEN')).resultCode).toBe('0');
    expect((await detail(v1)).status).toBe('APPROVED');
  });
});

describe('half-stuff nests', () => {
  let hs1: number;
  let hs2: number;
  let top: number;

  it('three levels are saved; a cycle is refused with its path, whatever the depth', async () => {
    hs1 = await create('researcher', {
      code: 'THS1',
      name: '酞菁蓝研磨基料',
      recipeType: 'HALFSTUFF',
      batchSize: 100 * KG,
      basis: 'PERCENT',
      items: [
        { materielId: m['YL-PB153'], parts: 33_333_300 },
        { materielId: m['FSJ-190'], parts: 33_333_300 },
        { materielId: m['RJ-DIW'], parts: 33_333_400 },
      ],
    });
    hs2 = await create('researcher', {
      code: 'THS2',
      name: '蓝红拼色基料',
      recipeType: 'HALFSTUFF',
      batchSize: 50 * KG,
      basis: 'BATCH',
      items: [
        { halfstuffId: hs1, parts: 30 * P },
        { materielId: m['YL-PR101'], parts: 15 * P },
        { materielId: m['SZ-ACR01'], parts: 5 * P },
      ],
    });
    top = await create('researcher', {
      code: 'TTOP',
      name: '蓝紫色浆',
      recipeType: 'PRODUCTION',
      batchSize: 200 * KG,
      basis: 'PERCENT',
      items: [
        { halfstuffId: hs2, parts: 50 * P },
        { materielId: m['YL-PB153'], parts: 10_000_100 },
        { materielId: m['RJ-DIW'], parts: 39_999_900 },
      ],
    });
    const cycle = await update('researcher', hs1, {
      items: [
        { materielId: m['YL-PB153'], parts: 33_333_300 },
        { materielId: m['FSJ-190'], parts: 33_333_300 },
        { halfstuffId: hs2, parts: 33_333_400 },
      ],
    });
    expect(cycle.resultCode).toBe(ResultCode.BUSINESS_RULE);
    expect(cycle.result).toBe('配方循环引用：THS1 → THS2 → THS1');
    const self = await update('researcher', hs2, {
      items: [
        { halfstuffId: hs2, parts: 30 * P },
        { materielId: m['YL-PR101'], parts: 15 * P },
      ],
    });
    expect(self.result).toBe('配方循环引用：THS2 → THS2');
    // Only a half-stuff recipe is an ingredient.
    const notHalf = await update('researcher', hs2, {
      items: [{ halfstuffId: top, parts: 30 * P }],
    });
    expect(notHalf.result).toBe('第1行：配方「TTOP 第1版」不是半成品配方');
    expect((await detail(hs1)).items.map((l) => l.halfstuffId ?? null)).toEqual([null, null, null]);
  });

  it('a draft used by another recipe is not deleted; a recipe is approved only on approved half-stuff', async () => {
    const del = await users.researcher.post('/formula/deleteRecipe', { id: hs1 });
    expect(del.result).toBe('配方「THS1 第1版」已用作配方「THS2 第1版」的半成品，不能删除');
    const early = await act('researchderictor', top, 'AUDIT', 'APPROVAL_APPROVED');
    expect(early.result).toBe('半成品配方「THS2 第1版」尚未审核通过，不能审核配方「TTOP 第1版」');
    await approve('researchderictor', hs1);
    await approve('researchderictor', hs2);
    await approve('researchderictor', top);
    const back = await act('researchderictor', hs1, 'DISCARD');
    expect(back.result).toBe('配方「THS1 第1版」已用作配方「THS2 第1版」的半成品，不能反审核');
  });

  it('explodes into leaf materials per batch, summed exactly and rounded once (hand figures)', async () => {
    // 200 kg of TTOP: THS2 50 % = 100 kg, per its 50 kg batch ×2 → THS1 60 kg, PR101 30 kg, ACR01 10 kg;
    // THS1 60 kg per hundred → PB153 19.99998, FSJ-190 19.99998, DIW 20.00004;
    // TTOP's own PB153 20.0002, DIW 79.9998.
    // PB153 40.00018, FSJ-190 19.99998, DIW 99.99984, PR101 30, ACR01 10 — 200 kg in all.
    const full = await users.researcher.get<{
      batchSize: number;
      materials: { code: string; qty: number }[];
    }>('/formula/explodeRecipe', { id: String(top) });
    expect(full.resultCode, JSON.stringify(full)).toBe('0');
    const q = (r: typeof full) => Object.fromEntries(r.result.materials.map((x) => [x.code, x.qty]));
    expect(q(full)).toEqual({
      'FSJ-190': 19_999_980,
      'RJ-DIW': 99_999_840,
      'SZ-ACR01': 10_000_000,
      'YL-PB153': 40_000_180,
      'YL-PR101': 30_000_000,
    });
    // 0.5 kg: THS2 0.25 kg → THS1 0.15 kg, PR101 0.075, ACR01 0.025 kg. In mg×… units (×1e-6 kg):
    // PB153 49,999.95 (THS1) + 50,000.5 (TTOP) = 100,000.45 → 100,000 once (rounding each line
    // would give 50,000 + 50,001 = 100,001); FSJ-190 49,999.95 → 50,000;
    // DIW 50,000.1 + 199,999.5 = 249,999.6 → 250,000.
    const half = await users.researcher.get<{
      batchSize: number;
      materials: { code: string; qty: number }[];
    }>('/formula/explodeRecipe', { id: String(top), batchSize: String(0.5 * KG) });
    expect(half.result.batchSize).toBe(0.5 * KG);
    expect(q(half)).toEqual({
      'FSJ-190': 50_000,
      'RJ-DIW': 250_000,
      'SZ-ACR01': 25_000,
      'YL-PB153': 100_000,
      'YL-PR101': 75_000,
    });
  });
});

describe('full-scale review and who may do what', () => {
  let full: number;
  const body = {
    code: 'TPF-F1',
    name: '大试碳管浆',
    recipeType: 'PRODUCTION',
    batchSize: 500 * KG,
    basis: 'BATCH',
    scale: 'FULL',
    purpose: 'MANUFACTURE',
    effectiveDate: '20260101',
  };

  it('production reads recipes but does not key them; sales sees none', async () => {
    const items = [{ materielId: m['CNTY-MW'], parts: 25 * KG }];
    expect((await save('operator', { ...body, items })).resultCode).toBe(ResultCode.FORBIDDEN);
    full = await create('technicalmanager', { ...body, items });
    expect((await detail(full, 'operator')).code).toBe('TPF-F1');
    const denied = await users.saler.get('/formula/queryRecipeDetail', { id: String(full) });
    expect(denied.resultCode).toBe(ResultCode.FORBIDDEN);
  });

  it('a full-scale recipe is reviewed by research heads or the technical manager, not by a researcher', async () => {
    expect((await act('researcher', full, 'AUDIT-FULL', 'APPROVAL_APPROVED')).resultCode).toBe(
      ResultCode.FORBIDDEN,
    );
    expect((await act('researchderictor', full, 'AUDIT', 'APPROVAL_APPROVED')).result).toBe(
      '当前状态不能执行「审核」',
    );
    const refused = await act('technicalmanager', full, 'AUDIT-FULL', 'APPROVAL_NOT_APPROVED');
    expect(refused.result.status).toBe('UNAPPROVED');
    expect((await act('technicalmanager', full, 'DISCARD-FULL')).resultCode).toBe('0');
    await approve('technicalmanager', full, 'AUDIT-FULL');
    expect((await act('technicalmanager', full, 'DISCARD-FULL')).resultCode).toBe('0');
    expect((await detail(full)).status).toBe('CHECKPENDING');
  });
});

describe('替代料', () => {
  let recipeId: number;
  let halfId: number;

  beforeAll(async () => {
    const ids = await queryRows<{ id: number; code: string }>(
      t.database.db,
      sql`select id, code from prd_recipes where code in ('TPF001', 'THS1') and version_no = 1`,
    );
    recipeId = ids.find((r) => r.code === 'TPF001')!.id;
    halfId = ids.find((r) => r.code === 'THS1')!.id;
  });

  const add = (body: Record<string, unknown>) =>
    users.researcher.post<{ id: number }>('/formula/addOrUpdateReplaceableMaterial', { items: [], ...body });

  it('refuses a material replacing itself, a listed scope with no recipe, and a second rule of the same pair', async () => {
    const self = await add({
      materielId: m['YL-PB153'],
      alternateId: m['YL-PB153'],
      ratio: 10_000,
      scope: 'ALL',
    });
    expect(self.result).toBe('替代物料不能与原物料相同');
    const none = await add({
      materielId: m['YL-PB153'],
      alternateId: m['YL-PV23'],
      ratio: 10_500,
      scope: 'LISTED',
    });
    expect(none.result).toBe('适用范围为指定配方时，请至少选择1个配方');
    const listed = await add({
      materielId: m['YL-PB153'],
      alternateId: m['YL-PV23'],
      ratio: 10_500,
      scope: 'LISTED',
      items: [{ recipeId }],
    });
    expect(listed.resultCode, JSON.stringify(listed)).toBe('0');
    const twin = await add({
      materielId: m['YL-PB153'],
      alternateId: m['YL-PV23'],
      ratio: 11_000,
      scope: 'ALL',
    });
    expect(twin.result).toBe('该原物料与替代物料的替代关系已存在');
    const all = await add({
      materielId: m['FSJ-190'],
      alternateId: m['FSJ-2012'],
      ratio: 10_000,
      scope: 'ALL',
      items: [{ recipeId }],
    });
    expect(all.resultCode).toBe('0');
    const saved = await users.researcher.get<{ items: unknown[] }>(
      '/formula/queryReplaceableMaterialDetail',
      {
        id: String(all.result.id),
      },
    );
    expect(saved.result.items).toEqual([]);
  });

  it('a recipe may use the alternates of every recipe and those listing its code (any version)', async () => {
    const alternates = async (id: number) =>
      (
        await users.operator.get<{ materielId: number; alternateId: number; ratio: number }[]>(
          '/formula/queryRecipeAlternates',
          { recipeId: String(id) },
        )
      ).result.map((a) => [a.materielId, a.alternateId, a.ratio]);
    const v2 = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from prd_recipes where code = 'TPF001' and version_no = 2`,
      )
    )[0].id;
    const expected = [
      [m['YL-PB153'], m['YL-PV23'], 10_500],
      [m['FSJ-190'], m['FSJ-2012'], 10_000],
    ].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(await alternates(recipeId)).toEqual(expected);
    expect(await alternates(v2)).toEqual(expected);
    expect(await alternates(halfId)).toEqual([[m['FSJ-190'], m['FSJ-2012'], 10_000]]);
  });
});
