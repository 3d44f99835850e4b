import { sql } from 'drizzle-orm';
import { addDays, companyToday } from '../modules/crm/crm-dates.ts';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { seedDemoCrmDocuments } from './demo-crm-documents.ts';

/**
 * The demo company's CRM, dated from today so the public pool's rules have something to act on:
 * customers of `saler` and `saler2` (one due back to the pool within the reminder window), some
 * in the pool, contacts, delivery addresses, follow-ups with due next dates, leads with traces,
 * a sample and a quotation. Written in SQL after the master data and the demo users exist.
 */
type Row = Record<string, string | number | boolean | null>;

export async function insert(db: DbOrTx, table: string, rows: Row[], status: string): Promise<number[]> {
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

export const one = async (db: DbOrTx, q: ReturnType<typeof sql>) =>
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

  await seedDemoCrmDocuments(db, today);
  await db.execute(sql`insert into number_series (series_key, period, last_value) values ('customer', '', 11)
    on conflict (series_key, period) do update set last_value = greatest(number_series.last_value, 11)`);
}
