import { recipe, recipeAlternate } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reviseRecipe } from '../modules/production/recipe-versions.ts';
import { type Db, type DbOrTx, queryRows } from '../platform/db/client.ts';
import { type SeedActor, seedActor } from './seed-actor.ts';

/**
 * The demo company's recipes (issue 30), keyed by research and reviewed by its heads: a colour
 * paste on a half-stuff grind base (酞菁蓝研磨基料 → 酞菁蓝水性色浆, its second version waiting for
 * review so 版本对比 has something to show), a CNT dispersion in production and a water-based one
 * on trial, a pilot red paste per batch, a refused full-scale experiment; and two alternates.
 */
const KG = 1_000_000;
const P = 1_000_000;

type Line = [string, number, string?];

const ymd = (d: Date) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

export async function seedDemoRecipes(app: FastifyInstance, db: DbOrTx, todayDate: Date): Promise<void> {
  const today = ymd(todayDate);
  const codes = async (table: string) =>
    new Map(
      (
        await queryRows<{ id: number; code: string }>(db, sql`select id, code from ${sql.identifier(table)}`)
      ).map((r) => [r.code, r.id]),
    );
  const materials = await codes('md_materiels');
  const products = await codes('md_products');
  const [researcher, director, technical] = await Promise.all(
    ['researcher', 'researchderictor', 'technicalmanager'].map((u) => seedActor(app, db, u)),
  );
  const lines = (rows: Line[], halfstuff: Record<string, number> = {}) =>
    rows.map(([code, parts, remark]) =>
      code in halfstuff
        ? { halfstuffId: halfstuff[code], parts: Math.round(parts * P), remark: remark ?? null }
        : { materielId: materials.get(code)!, parts: Math.round(parts * P), remark: remark ?? null },
    );
  const approve = async (who: SeedActor, id: number, full: boolean, approved = true) => {
    const { version } = await who.detail(recipe.key, id);
    await who.transition(recipe.key, {
      id,
      version: Number(version),
      action: full ? 'AUDIT-FULL' : 'AUDIT',
      status: approved ? 'APPROVAL_APPROVED' : 'APPROVAL_NOT_APPROVED',
    });
  };
  const make = (who: SeedActor, body: Record<string, unknown>) =>
    who.save(recipe.key, { effectiveDate: today, ...body }).then((r) => r.id);

  const base = await make(researcher, {
    code: 'BL-B15-GB',
    name: '酞菁蓝研磨基料',
    scale: 'FULL',
    purpose: 'MANUFACTURE',
    recipeType: 'HALFSTUFF',
    batchSize: 200 * KG,
    basis: 'PERCENT',
    processNotes: '去离子水与分散剂预混，低速加入颜料，高速分散30分钟后砂磨至细度≤5μm',
    items: lines([
      ['YL-PB153', 40],
      ['FSJ-190', 8, '预混'],
      ['ZJ-024', 0.5],
      ['RJ-DIW', 51.5],
    ]),
  });
  await approve(technical, base, true);
  const pasteBody = {
    code: 'PF-B15-01',
    name: '酞菁蓝水性色浆 B15:3',
    scale: 'FULL',
    purpose: 'MANUFACTURE',
    recipeType: 'PRODUCTION',
    productId: products.get('SJ-B15-01'),
    batchSize: 500 * KG,
    basis: 'PERCENT',
    processNotes: '研磨基料中加入树脂与助溶剂，低速调和15分钟，调整固含至45%',
  };
  const paste = await make(researcher, {
    ...pasteBody,
    items: lines(
      [
        ['BL-B15-GB', 75, '先加'],
        ['SZ-ACR01', 15],
        ['RJ-PG', 4],
        ['ZJ-FF', 0.3],
        ['RJ-DIW', 5.7],
      ],
      { 'BL-B15-GB': base },
    ),
  });
  await approve(director, paste, true);
  // 修改: the second version, more resin and less water, waiting for its review.
  const { id: next } = await (db as Db).transaction((tx) =>
    reviseRecipe(tx, researcher.request(), app.documents, paste),
  );
  const draft = await researcher.detail(recipe.key, next);
  await researcher.save(recipe.key, {
    ...pasteBody,
    id: next,
    version: draft.version,
    recipeType: 'CHANGE',
    processNotes: '研磨基料中加入树脂与助溶剂，低速调和20分钟，消泡后调整固含至46%',
    items: lines(
      [
        ['BL-B15-GB', 75, '先加'],
        ['SZ-ACR01', 16.5],
        ['RJ-PG', 4],
        ['ZJ-FF', 0.3],
        ['ZJ-024', 0.2, '调和后加'],
        ['RJ-DIW', 4],
      ],
      { 'BL-B15-GB': base },
    ),
  });

  const cnt = await make(researcher, {
    code: 'PF-CNT-05',
    name: '多壁碳纳米管NMP分散液 5%',
    scale: 'FULL',
    purpose: 'MANUFACTURE',
    recipeType: 'PRODUCTION',
    productId: products.get('CNT-NMP-05'),
    batchSize: 1000 * KG,
    basis: 'PERCENT',
    processNotes: 'NMP中溶解PVP，分批加入碳管原粉，预分散1小时后砂磨3遍，控温≤45℃',
    items: lines([
      ['CNTY-MW', 5],
      ['SZ-PVP', 1],
      ['RJ-NMP', 94],
    ]),
  });
  await approve(technical, cnt, true);
  await make(researcher, {
    code: 'PF-CNT-AQ04',
    name: '多壁碳纳米管水性分散液 4%（试验）',
    scale: 'PILOT',
    purpose: 'RESEARCH',
    recipeType: 'NEW',
    productId: products.get('CNT-AQ-04'),
    batchSize: 20 * KG,
    basis: 'PERCENT',
    processNotes: '水性体系试验：分散剂2012替代PVP，超声预分散后砂磨',
    items: lines([
      ['CNTY-MW', 4],
      ['FSJ-2012', 1.2],
      ['ZJ-024', 0.2],
      ['RJ-DIW', 94.6],
    ]),
  });
  const red = await make(researcher, {
    code: 'PF-R101-P1',
    name: '氧化铁红水性色浆（中试）',
    scale: 'PILOT',
    purpose: 'MANUFACTURE',
    recipeType: 'PRODUCTION',
    productId: products.get('SJ-R101-01'),
    batchSize: 50 * KG,
    basis: 'BATCH',
    processNotes: '中试砂磨机，每批50kg',
    items: lines([
      ['YL-PR101', 30],
      ['FSJ-190', 2.5],
      ['SZ-ACR01', 7.5],
      ['RJ-DIW', 10],
    ]),
  });
  await approve(director, red, false);
  const white = await make(researcher, {
    code: 'PF-W6-X1',
    name: '钛白高固含试验配方',
    scale: 'FULL',
    purpose: 'RESEARCH',
    recipeType: 'EXPERIMENT',
    productId: products.get('SJ-W6-01'),
    batchSize: 300 * KG,
    basis: 'PERCENT',
    processNotes: '固含提高至75%，考察黏度',
    items: lines([
      ['YL-PW6', 75],
      ['FSJ-190', 3],
      ['RJ-DIW', 22],
    ]),
  });
  await approve(technical, white, true, false);

  await researcher.save(recipeAlternate.key, {
    materielId: materials.get('FSJ-190'),
    alternateId: materials.get('FSJ-2012'),
    ratio: 11_000,
    scope: 'ALL',
    remark: '同系列分散剂，用量增加10%',
    items: [],
  });
  await researcher.save(recipeAlternate.key, {
    materielId: materials.get('RJ-PG'),
    alternateId: materials.get('RJ-DIW'),
    ratio: 10_000,
    scope: 'LISTED',
    remark: '冬季以外可不加丙二醇',
    items: [{ recipeId: paste }],
  });
}
