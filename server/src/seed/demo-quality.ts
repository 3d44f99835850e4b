import { materialStandard, productStandard, toYmd } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reviseProductStandard } from '../modules/quality/standard-revise.ts';
import { type Db, type DbOrTx, queryRows } from '../platform/db/client.ts';
import { type SeedActor, seedActor } from './seed-actor.ts';

/**
 * The demo company's quality standards (issue 31 item 1), keyed by the inspector and approved by
 * the quality manager: the blue paste's 成品 and COA standards (细度 ≤ 10 μm, 固含量 45.0–47.0 %,
 * 色差 ΔE ≤ 1.0, 粘度 2,000–4,000 mPa·s, pH 7.5–9.0), the coatings customer KH002's tighter COA
 * specification for it (固含量 45.5–46.5 %, ΔE ≤ 0.8, 外观 added), a CNT dispersion's 成品 standard, a
 * second version of the blue paste's 成品 standard waiting in the approval centre, and the pigment's
 * material standard with its concession limits. A few saves: demo seeding stays fast.
 */
const M = 1_000_000;

type Limits = [code: string, min?: number | null, max?: number | null, text?: string];

export async function seedDemoQuality(app: FastifyInstance, db: DbOrTx, todayDate: Date): Promise<void> {
  const today = toYmd(todayDate);
  const ids = async (table: string) =>
    new Map(
      (
        await queryRows<{ id: number; code: string }>(db, sql`select id, code from ${sql.identifier(table)}`)
      ).map((r) => [r.code, r.id]),
    );
  const [items, products, customers, materials] = await Promise.all(
    ['md_test_items', 'md_products', 'md_customers', 'md_materiels'].map(ids),
  );
  const [inspector, manager] = await Promise.all(
    ['qualityinspector', 'qualitymanager'].map((u) => seedActor(app, db, u)),
  );
  const lines = (rows: Limits[]) =>
    rows.map(([code, min, max, text]) => ({
      testItemId: items.get(code)!,
      ruleType: text ? 'TEXT' : 'NUMERIC',
      minValue: min == null ? null : Math.round(min * M),
      maxValue: max == null ? null : Math.round(max * M),
      expectedText: text ?? null,
    }));
  const approve = async (who: SeedActor, key: string, id: number) => {
    const { version } = await who.detail(key, id);
    await who.transition(key, { id, version: Number(version), action: 'AUDIT', status: 'APPROVAL_APPROVED' });
  };
  const product = async (body: Record<string, unknown>, approved = true) => {
    const { id } = await inspector.save(productStandard.key, { effectiveDate: today, ...body });
    if (approved) await approve(manager, productStandard.key, id);
    return id;
  };
  const paste: Limits[] = [
    ['XD', null, 10],
    ['GHL', 45, 47],
    ['SC', null, 1],
    ['ND', 2000, 4000],
    ['PH', 7.5, 9],
  ];
  const blue = products.get('SJ-B15-01')!;
  const prod = await product({
    code: 'QS-B15-CP',
    name: '酞菁蓝水性色浆成品标准',
    productId: blue,
    normType: 'PROD_TEST',
    items: lines(paste),
  });
  await product({
    code: 'QS-B15-COA',
    name: '酞菁蓝水性色浆COA标准',
    productId: blue,
    normType: 'COA_TEST',
    items: lines(paste),
  });
  await product({
    code: 'QS-B15-COA-KH002',
    name: '杭州涂料专用COA标准（酞菁蓝色浆）',
    productId: blue,
    normType: 'COA_TEST',
    customerId: customers.get('KH002')!,
    items: lines([
      ['GHL', 45.5, 46.5],
      ['SC', null, 0.8],
      ['WG', null, null, '蓝色均匀浆状，无结块'],
    ]),
  });
  await product({
    code: 'QS-CNT-NMP-CP',
    name: '多壁碳纳米管NMP分散液成品标准',
    productId: products.get('CNT-NMP-05')!,
    normType: 'PROD_TEST',
    items: lines([
      ['GHL', 4.8, 5.2],
      ['XD', null, 5],
      ['ND', 3000, 8000],
    ]),
  });
  // The next version of the blue paste's 成品 standard (细度 ≤ 8), waiting for the quality manager.
  const { id: next } = await (db as Db).transaction((tx) =>
    reviseProductStandard(tx, inspector.request(), app.documents, prod),
  );
  const draft = await inspector.detail(productStandard.key, next);
  await inspector.save(productStandard.key, {
    id: next,
    version: draft.version,
    code: draft.code,
    name: draft.name,
    productId: blue,
    normType: 'PROD_TEST',
    effectiveDate: draft.effectiveDate,
    remark: '细度收紧至 ≤ 8 μm',
    items: lines([['XD', null, 8], ...paste.slice(1)]),
  });
  const pigment = await inspector.save(materialStandard.key, {
    code: 'MS-YL-PB153',
    name: '酞菁蓝 PB15:3 进厂标准',
    materielId: materials.get('YL-PB153')!,
    effectiveDate: today,
    items: [
      { ...lines([['ZSL', 98, 102]])[0], concessionMin: 96 * M, concessionMax: 104 * M },
      { ...lines([['SC', null, 1]])[0], concessionMax: 1.5 * M },
    ],
  });
  await approve(manager, materialStandard.key, pigment.id);
}
