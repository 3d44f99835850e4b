import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, companyToday } from '../modules/crm/crm-dates.ts';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { seedActor } from './seed-actor.ts';

/**
 * The demo company's CRM, dated from today so the public pool's rules have something to act on:
 * customers of `saler` and `saler2` (one due back to the pool within the reminder window), some
 * in the pool, contacts, delivery addresses, follow-ups with due next dates, leads with traces,
 * a sample and a quotation. Written in SQL after the master data and the demo users exist.
 */
type Row = Record<string, string | number | boolean | null>;

async function insert(db: DbOrTx, table: string, rows: Row[], status: string): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const keys = Object.keys(row);
    const cols = sql.join(
      [
        ...keys.map((k) => sql.identifier(k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))),
        sql`status`,
        sql`create_by`,
      ],
      sql`, `,
    );
    const vals = sql.join([...keys.map((k) => sql`${row[k]}`), sql`${status}`, sql`'system'`], sql`, `);
    const [{ id }] = await queryRows<{ id: number }>(
      db,
      sql`insert into ${sql.identifier(table)} (${cols}) values (${vals}) returning id`,
    );
    ids.push(id);
  }
  return ids;
}

const one = async (db: DbOrTx, q: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(db, q))[0]?.id ?? null;

export async function seedDemoCrm(db: DbOrTx, today = companyToday()): Promise<void> {
  const d = (n: number) => addDays(today, n);
  // Issue 14's customers were written as master data (EBL); a customer is NORMAL or FREEZE.
  await db.execute(
    sql`update md_customers set status = 'NORMAL', evaluate_level = 'NOT_DEALT' where status = 'EBL'`,
  );
  const user = (name: string) => one(db, sql`select id from users where user_name = ${name}`);
  const saler = await user('saler');
  const saler2 = await user('saler2');
  const region = (code: string) => one(db, sql`select id from md_locations where code = ${code}`);
  const channel = (code: string) => one(db, sql`select id from md_channels where code = ${code}`);
  const product = async (n: number) =>
    one(db, sql`select id from md_products order by code offset ${n} limit 1`);

  // The two customers of issue 14 (consigned goods) become saler's and saler2's, dealt.
  const own = async (
    code: string,
    owner: number | null,
    level: string,
    since: number,
    deal: number | null,
    regionCode: string,
  ) =>
    db.execute(
      sql`update md_customers set owner_id = ${owner}, evaluate_level = ${level}, owner_since = ${d(since)},
          last_deal_date = ${deal === null ? null : d(deal)}, region_id = ${await region(regionCode)} where code = ${code}`,
    );
  await own('KH001', saler, 'P', -200, -20, 'CN-JS-CZ');
  await own('KH002', saler2, 'S+', -150, -35, 'CN-ZJ');
  await own('KH003', saler2, 'S', -90, -50, 'CN-GD');
  await own('KH005', saler, 'NOT_DEALT', -25, null, 'CN-JS');
  // 陈先生 waits in the public pool (released by saler2 a week ago, below).
  await own('KH004', null, 'NOT_DEALT', -300, null, 'CN-SH');
  await db.execute(
    sql`update md_customers set owner_since = null, pool_date = ${d(-8)} where code = 'KH004'`,
  );
  const base = { category: 'COMPANY_CUSTOM', sourceId: await channel('ZH') };
  const [kh3, kh4, kh5, kh6, kh7, kh8] = await insert(
    db,
    'md_customers',
    [
      {
        ...base,
        code: 'KH006',
        name: '苏州某水性涂料有限公司',
        shortName: '苏州水性',
        evaluateLevel: 'S',
        ownerId: saler,
        ownerSince: d(-60),
        regionId: await region('CN-JS-SZ'),
        contact: '钱经理',
        phone: '0512-66001234',
        address: '江苏省苏州市吴中区',
        taxNo: '91320500MA3XXXXX03',
      },
      {
        ...base,
        code: 'KH007',
        name: '宁波某塑料制品有限公司',
        shortName: '宁波塑料',
        evaluateLevel: 'NOT_DEALT',
        ownerId: saler,
        ownerSince: d(-40),
        regionId: await region('CN-ZJ-NB'),
        contact: '周工',
        phone: '0574-87001234',
        address: '浙江省宁波市北仑区',
        taxNo: '91330200MA4XXXXX04',
      },
      {
        ...base,
        code: 'KH008',
        name: '深圳某油墨科技有限公司',
        shortName: '深圳油墨',
        evaluateLevel: 'NOT_DEALT',
        ownerId: saler2,
        ownerSince: d(-20),
        regionId: await region('CN-GD-SZ'),
        contact: '吴总',
        phone: '0755-26001234',
        address: '广东省深圳市宝安区',
        taxNo: '91440300MA5XXXXX05',
        sourceId: await channel('GW'),
      },
      {
        ...base,
        code: 'KH009',
        name: '上海某建筑涂料有限公司',
        shortName: '上海建涂',
        evaluateLevel: 'NOT_DEALT',
        ownerId: null,
        poolDate: d(-5),
        regionId: await region('CN-SH'),
        contact: '郑经理',
        phone: '021-58001234',
        address: '上海市浦东新区',
        taxNo: '91310000MA6XXXXX06',
      },
      {
        ...base,
        code: 'KH010',
        name: '常州某皮革化工有限公司',
        shortName: '常州皮革',
        evaluateLevel: 'NOT_DEALT',
        ownerId: null,
        poolDate: d(-12),
        regionId: await region('CN-JS-CZ'),
        contact: '王主任',
        phone: '0519-86001234',
        address: '江苏省常州市新北区',
        taxNo: '91320400MA7XXXXX07',
      },
      {
        ...base,
        code: 'KH011',
        name: '张先生（个人）',
        shortName: '张先生',
        category: 'PERSONAL_CUSTOM',
        evaluateLevel: 'NOT_DEALT',
        ownerId: null,
        poolDate: d(-2),
        regionId: await region('CN-JS-SZ'),
        contact: '张先生',
        phone: '13912345678',
        address: '江苏省苏州市工业园区',
        taxNo: null,
      },
    ],
    'NORMAL',
  );
  const ids = {
    KH001: await one(db, sql`select id from md_customers where code = 'KH001'`),
    KH002: await one(db, sql`select id from md_customers where code = 'KH002'`),
  };

  await insert(
    db,
    'crm_contacts',
    [
      {
        customerId: ids.KH001,
        name: '赵经理',
        position: '采购经理',
        mobile: '13812340001',
        phone: '0519-88881234',
        isPrimary: true,
      },
      {
        customerId: ids.KH001,
        name: '李工',
        position: '技术工程师',
        mobile: '13812340002',
        phone: null,
        isPrimary: false,
      },
      {
        customerId: ids.KH002,
        name: '孙工',
        position: '研发主管',
        mobile: '13912340003',
        phone: '0571-86661234',
        isPrimary: true,
      },
      {
        customerId: kh3,
        name: '钱经理',
        position: '总经理',
        mobile: '15012340004',
        phone: '0512-66001234',
        isPrimary: true,
      },
      {
        customerId: kh4,
        name: '周工',
        position: '技术员',
        mobile: '17712340005',
        phone: null,
        isPrimary: true,
      },
      {
        customerId: kh5,
        name: '吴总',
        position: '总经理',
        mobile: '18612340006',
        phone: '0755-26001234',
        isPrimary: true,
      },
      {
        customerId: kh6,
        name: '郑经理',
        position: '采购',
        mobile: '13612340007',
        phone: '021-58001234',
        isPrimary: true,
      },
      {
        customerId: kh7,
        name: '王主任',
        position: '车间主任',
        mobile: '13512340008',
        phone: null,
        isPrimary: true,
      },
      {
        customerId: kh8,
        name: '张先生',
        position: null,
        mobile: '13912345678',
        phone: null,
        isPrimary: true,
      },
    ],
    'NORMAL',
  );
  await insert(
    db,
    'crm_addresses',
    [
      {
        customerId: ids.KH001,
        regionId: await region('CN-JS-CZ'),
        address: '江苏省常州市武进区绿杨路18号',
        receiver: '赵经理',
        receiverPhone: '13812340001',
        isDefault: true,
      },
      {
        customerId: ids.KH001,
        regionId: await region('CN-JS-CZ'),
        address: '江苏省常州市武进区三号仓库',
        receiver: '仓库收货',
        receiverPhone: '0519-88885678',
        isDefault: false,
      },
      {
        customerId: ids.KH002,
        regionId: await region('CN-ZJ'),
        address: '浙江省杭州市萧山区经济技术开发区',
        receiver: '孙工',
        receiverPhone: '13912340003',
        isDefault: true,
      },
      {
        customerId: kh3,
        regionId: await region('CN-JS-SZ'),
        address: '江苏省苏州市吴中区木渎镇工业园',
        receiver: '钱经理',
        receiverPhone: '15012340004',
        isDefault: true,
      },
    ],
    'NORMAL',
  );
  // Follow-ups: KH004's last is 28 days ago — within the reminder window of the 30-day rule.
  const act = (
    customerId: number | null,
    type: string,
    on: number,
    content: string,
    next: number | null,
  ) => ({
    customerId,
    activityType: type,
    activityDate: d(on),
    content,
    nextFollowDate: next === null ? null : d(next),
  });
  await insert(
    db,
    'crm_activities',
    [
      act(ids.KH001, 'VISIT', -9, '拜访常州电池，沟通导电浆料年度用量，客户计划扩产', -1),
      act(ids.KH001, 'CALL', -3, '电话确认下月受托加工排产', 4),
      act(ids.KH002, 'EXHIBITION', -15, '涂料展上沟通新品铁红色浆', -2),
      act(ids.KH002, 'CALL', -6, '寄样后电话回访，客户测试中', 1),
      act(kh3, 'VISIT', -10, '上门介绍水性色浆系列', 0),
      act(kh4, 'CALL', -28, '首次电话沟通，客户暂无需求', null),
      act(kh5, 'VISIT', -4, '拜访深圳油墨，了解炭黑色浆需求', 3),
    ],
    'NORMAL',
  );
  await db.execute(
    sql`update md_customers c set last_follow_date = (select max(activity_date) from crm_activities a where a.customer_id = c.id)`,
  );
  // The transfer list: who has each customer since when; the pool's customers were released.
  await db.execute(
    sql`insert into crm_customer_transfers (customer_id, from_owner_id, to_owner_id, kind, reason, actor, day)
        select id, null, owner_id, 'CREATE', null, 'system', owner_since from md_customers where owner_id is not null`,
  );
  const kh004 = await one(db, sql`select id from md_customers where code = 'KH004'`);
  for (const [id, days] of [
    [kh004, -8],
    [kh6, -5],
    [kh7, -12],
    [kh8, -2],
  ] as const)
    await db.execute(
      sql`insert into crm_customer_transfers (customer_id, from_owner_id, to_owner_id, kind, reason, actor, day)
          values (${id}, ${saler2}, null, 'RELEASE', '客户暂无采购计划', 'saler2', ${d(days)})`,
    );

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
  await db.execute(sql`insert into number_series (series_key, period, last_value) values ('customer', '', 11)
    on conflict (series_key, period) do update set last_value = greatest(number_series.last_value, 11)`);
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
