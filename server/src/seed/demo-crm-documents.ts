import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, companyToday } from '../modules/crm/crm-dates.ts';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { insert, one } from './demo-crm.ts';
import { seedActor } from './seed-actor.ts';

/**
 * The demo CRM's leads (with traces), a sample and a quotation, written in SQL after its customers
 * (demo-crm.ts); and, after the product months, a complaint made through the engine.
 */
export async function seedDemoCrmDocuments(db: DbOrTx, today: string): Promise<void> {
  const d = (n: number) => addDays(today, n);
  const user = (name: string) => one(db, sql`select id from users where user_name = ${name}`);
  const saler = await user('saler');
  const saler2 = await user('saler2');
  const region = (code: string) => one(db, sql`select id from md_locations where code = ${code}`);
  const channel = (code: string) => one(db, sql`select id from md_channels where code = ${code}`);
  const product = async (n: number) =>
    one(db, sql`select id from md_products order by code offset ${n} limit 1`);
  const customer = (code: string) => one(db, sql`select id from md_customers where code = ${code}`);
  const ids = { KH002: await customer('KH002') };
  const kh3 = await customer('KH006');

  const [lead1, lead2] = await insert(
    db,
    'crm_clues',
    [
      {
        number: `XS${d(-7)}001`,
        companyName: '无锡某粉末涂料有限公司',
        contactName: '陈经理',
        mobile: '13712340011',
        sourceId: await channel('ZH'),
        regionId: await region('CN-JS'),
        category: 'COMPANY_CUSTOM',
        ownerId: saler,
        demand: '需要耐候型铁红色浆，月用量约500kg',
        lastFollowDate: d(-2),
      },
      {
        number: `XS${d(-5)}001`,
        companyName: '东莞某胶粘剂有限公司',
        contactName: '林工',
        mobile: '13812340012',
        sourceId: await channel('GW'),
        regionId: await region('CN-GD'),
        category: 'COMPANY_CUSTOM',
        ownerId: saler2,
        demand: '官网咨询导电浆料',
        lastFollowDate: d(-1),
      },
      {
        number: `XS${d(-3)}001`,
        companyName: '杭州某纸业有限公司',
        contactName: '何主管',
        mobile: '15912340013',
        sourceId: await channel('DH'),
        regionId: await region('CN-ZJ'),
        category: 'COMPANY_CUSTOM',
        ownerId: saler,
        demand: '纸张用色浆',
        lastFollowDate: null,
      },
    ],
    'FOLLOWING',
  );
  await insert(
    db,
    'crm_clues',
    [
      {
        number: `XS${d(-30)}001`,
        companyName: '某贸易公司',
        contactName: '刘先生',
        mobile: null,
        phone: '020-12345678',
        sourceId: await channel('DH'),
        ownerId: saler,
        demand: '询价',
        closeReason: '只询价，无真实需求',
      },
    ],
    'CLOSED',
  );
  await insert(
    db,
    'crm_clue_traces',
    [
      {
        clueId: lead1,
        activityType: 'EXHIBITION',
        traceDate: d(-7),
        content: '展会上留资，对耐候色浆感兴趣',
      },
      { clueId: lead1, activityType: 'CALL', traceDate: d(-2), content: '电话沟通，约下周寄样' },
      { clueId: lead2, activityType: 'CALL', traceDate: d(-1), content: '回电了解用量和技术指标' },
    ],
    'NORMAL',
  );
  await insert(
    db,
    'crm_samples',
    [
      {
        number: `YP${d(-6)}001`,
        customerId: ids.KH002,
        productId: await product(0),
        batchNo: null,
        qty: 1_000_000,
        sendDate: d(-6),
        result: 'PENDING',
        feedback: null,
      },
    ],
    'NEW',
  );
  const [q1] = await insert(
    db,
    'crm_quotations',
    [
      {
        number: `BJ${d(-4)}001`,
        customerId: kh3,
        quoteDate: d(-4),
        validUntil: d(26),
        remark: '含税含运费，款到发货',
      },
    ],
    'NEW',
  );
  for (const [i, [qty, price]] of [
    [500, 32],
    [200, 45.5],
  ].entries())
    await db.execute(
      sql`insert into crm_quotations_items (doc_id, line_no, product_id, qty, price, amount)
          values (${q1}, ${i + 1}, ${await product(i)}, ${qty * 1_000_000}, ${price * 1_000_000}, ${qty * price * 1_000_000})`,
    );
  await seedDemoSaleDocuments(db, d, product);
}

/** 销售资料 a salesperson hands out: a product's TDS and MSDS, the brochure, a price list run out. */
async function seedDemoSaleDocuments(
  db: DbOrTx,
  d: (n: number) => string,
  product: (n: number) => Promise<number | null>,
): Promise<void> {
  const first = await product(0);
  const [named] = await queryRows<{ name: string; typeId: number; typeName: string }>(
    db,
    sql`select p.name, p.product_type_id as "typeId", t.name as "typeName"
        from md_products p join md_product_types t on t.id = p.product_type_id where p.id = ${first}`,
  );
  if (!named) return;
  const none = { productId: null, productTypeId: null, validFrom: null, validUntil: null };
  const docs = [
    {
      ...none,
      name: `${named.name}技术数据表`,
      docType: 'TDS',
      productId: first,
      docVersion: 'V3.0',
      validFrom: d(-120),
    },
    {
      ...none,
      name: `${named.name}安全技术说明书`,
      docType: 'MSDS',
      productId: first,
      docVersion: '2026版',
      validUntil: d(240),
    },
    {
      ...none,
      name: `${named.typeName}产品手册`,
      docType: 'BROCHURE',
      productTypeId: named.typeId,
      docVersion: '2026',
    },
    {
      ...none,
      name: '第三季度经销价格表',
      docType: 'PRICE_LIST',
      docVersion: 'Q3',
      validFrom: d(-100),
      validUntil: d(-10),
    },
  ];
  await insert(
    db,
    'crm_sale_documents',
    docs.map((doc, i) => ({ number: `ZL${String(i + 1).padStart(4, '0')}`, language: '中文', ...doc })),
    'EBL',
  );
  await db.execute(sql`insert into number_series (series_key, period, last_value) values ('sale-document', '', ${docs.length})
    on conflict (series_key, period) do update set last_value = greatest(number_series.last_value, ${docs.length})`);
}

/**
 * A complaint against a batch the demo shipped, made through the engine as saler would (after the
 * demo's product months, so the batch exists): 常州电池 reports a viscosity drift in one drum.
 */
export async function seedDemoComplaints(
  app: FastifyInstance,
  db: DbOrTx,
  today = companyToday(),
): Promise<void> {
  const [batch] = await queryRows<{ item_id: number; batch_no: string }>(
    db,
    sql`select b.item_id, b.batch_no from stock_batches b join stock_moves m on m.item_kind = b.item_kind
          and m.item_id = b.item_id and m.batch_no = b.batch_no
        where b.item_kind = 'PRODUCT' and m.doc_key = 'product-warehouse-out' order by b.first_in_date limit 1`,
  );
  const customerId = await one(db, sql`select id from md_customers where code = 'KH001'`);
  if (!batch || !customerId) return;
  const saler = await seedActor(app, db, 'saler');
  await saler.save('customer-complaint', {
    customerId,
    complaintDate: addDays(today, -3),
    productId: batch.item_id,
    batchNo: batch.batch_no,
    description: '客户反映该批次一桶浆料粘度偏高，分散后有少量颗粒',
    handling: '已安排技术工程师取留样复测，并联系客户取现场样品',
  });
}
