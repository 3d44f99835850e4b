import { companyTodayDate } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../platform/db/client.ts';
import { columnName } from '../platform/documents/document-table.ts';

/**
 * The demo company's master data: what a maker of colorant pastes and carbon-nanotube
 * dispersions really keeps — units, currencies with monthly rates, regions, products, raw
 * materials, suppliers, warehouses with allocations, production and testing basics, carriers.
 */
type Row = Record<string, string | number | boolean | null>;

async function insert(db: DbOrTx, table: string, rows: Row[]): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const keys = Object.keys(row);
    const cols = sql.join(
      [...keys.map((k) => sql.identifier(columnName(k))), sql`status`, sql`create_by`],
      sql`, `,
    );
    const vals = sql.join([...keys.map((k) => sql`${row[k]}`), sql`'EBL'`, sql`'system'`], sql`, `);
    const [{ id }] = await queryRows<{ id: number }>(
      db,
      sql`insert into ${sql.identifier(table)} (${cols}) values (${vals}) returning id`,
    );
    ids.push(id);
  }
  return ids;
}

const kg = (n: number) => Math.round(n * 1_000_000);
const yuan = (n: number) => Math.round(n * 1_000_000);

function recentMonths(count: number, now = companyTodayDate()): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
}

export async function seedDemoMasterData(db: DbOrTx): Promise<void> {
  const [kgId, , , , drumId] = await insert(db, 'md_units', [
    { code: 'kg', name: '千克', dimension: 'MASS', ratio: kg(1) },
    { code: 'g', name: '克', dimension: 'MASS', ratio: kg(0.001) },
    { code: 't', name: '吨', dimension: 'MASS', ratio: kg(1000) },
    { code: 'L', name: '升', dimension: 'VOLUME', ratio: kg(1) },
    { code: 'tong', name: '桶', dimension: 'COUNT', ratio: kg(1) },
    { code: 'pcs', name: '个', dimension: 'COUNT', ratio: kg(1) },
  ]);
  const [cny, usd, eur] = await insert(db, 'md_currencies', [
    { code: 'CNY', name: '人民币', symbol: '¥' },
    { code: 'USD', name: '美元', symbol: '$' },
    { code: 'EUR', name: '欧元', symbol: '€' },
  ]);
  const months = recentMonths(6);
  await insert(db, 'md_exchange_tax_rates', [
    ...months.map((month) => ({
      currencyId: cny,
      month,
      exchangeRate: 10_000,
      taxRate: 1300,
      remark: null,
    })),
    ...months.map((month, i) => ({
      currencyId: usd,
      month,
      exchangeRate: 71_800 + i * 35,
      taxRate: 1300,
      remark: null,
    })),
    ...months.map((month, i) => ({
      currencyId: eur,
      month,
      exchangeRate: 78_200 - i * 60,
      taxRate: 1300,
      remark: null,
    })),
  ]);
  const [china] = await insert(db, 'md_locations', [{ code: 'CN', name: '中国', level: '国家' }]);
  const [jiangsu, shanghai, guangdong, zhejiang] = await insert(db, 'md_locations', [
    { code: 'CN-JS', name: '江苏省', parentId: china, level: '省' },
    { code: 'CN-SH', name: '上海市', parentId: china, level: '省' },
    { code: 'CN-GD', name: '广东省', parentId: china, level: '省' },
    { code: 'CN-ZJ', name: '浙江省', parentId: china, level: '省' },
  ]);
  const [suzhou, , shenzhen, ningbo] = await insert(db, 'md_locations', [
    { code: 'CN-JS-SZ', name: '苏州市', parentId: jiangsu, level: '市' },
    { code: 'CN-JS-CZ', name: '常州市', parentId: jiangsu, level: '市' },
    { code: 'CN-GD-SZ', name: '深圳市', parentId: guangdong, level: '市' },
    { code: 'CN-ZJ-NB', name: '宁波市', parentId: zhejiang, level: '市' },
  ]);
  const [paste, cnt, hair, masterbatch] = await insert(db, 'md_product_types', [
    { code: 'SJ', name: '色浆', remark: '水性、油性色浆' },
    { code: 'CNT', name: '碳纳米管分散液', remark: '锂电导电浆料' },
    { code: 'RF', name: '染发色膏样品', remark: null },
    { code: 'SM', name: '色母粒', remark: null },
  ]);
  const [pk25, pk200, pk1, pkIbc] = await insert(db, 'md_package_specs', [
    { code: 'T25', name: '25kg塑料桶', packageType: '桶', netWeight: kg(25), unitId: drumId, remark: null },
    { code: 'T200', name: '200kg铁桶', packageType: '桶', netWeight: kg(200), unitId: drumId, remark: null },
    { code: 'P1', name: '1kg瓶装', packageType: '瓶', netWeight: kg(1), unitId: null, remark: '样品用' },
    {
      code: 'IBC1000',
      name: '1000kg吨箱',
      packageType: '吨箱',
      netWeight: kg(1000),
      unitId: null,
      remark: null,
    },
  ]);
  const products: Row[] = [
    ['SJ-B15-01', '酞菁蓝水性色浆 B15:3', paste, 'A', '固含45%', pk25, 38.5, 'PB15:3'],
    ['SJ-R101-01', '氧化铁红水性色浆', paste, 'A', '固含65%', pk25, 16.8, 'PR101'],
    ['SJ-BK7-01', '炭黑水性色浆', paste, 'A', '固含35%', pk25, 29.0, 'PBk7'],
    ['SJ-W6-01', '钛白水性色浆', paste, 'B', '固含70%', pk200, 14.2, 'PW6'],
    ['SJ-V23-01', '永固紫油性色浆', paste, 'A', '固含30%', pk25, 96.0, 'PV23'],
    ['SJ-Y74-01', '耐晒黄水性色浆', paste, 'B', '固含40%', pk25, 42.3, 'PY74'],
    ['SJ-G7-01', '酞菁绿水性色浆', paste, 'A', '固含42%', pk25, 45.6, 'PG7'],
    ['CNT-NMP-05', '多壁碳纳米管NMP分散液 5%', cnt, 'A', '5% MWCNT/NMP', pkIbc, 58.0, null],
    ['CNT-AQ-04', '多壁碳纳米管水性分散液 4%', cnt, 'A', '4% MWCNT/水', pk200, 52.5, null],
    ['CNT-SW-04', '单壁碳纳米管分散液 0.4%', cnt, 'S', '0.4% SWCNT/NMP', pk200, 320.0, null],
    ['RF-BR-01', '染发色膏样品 自然棕', hair, 'A', '60g/支', pk1, 12.0, null],
    ['RF-BK-01', '染发色膏样品 自然黑', hair, 'A', '60g/支', pk1, 12.0, null],
    ['SM-BK-01', '黑色母粒', masterbatch, 'B', 'PE载体', pk25, 18.9, null],
  ].map(([code, name, productTypeId, level, spec, packageSpecId, price, colorIndex]) => ({
    code: code as string,
    name: name as string,
    productTypeId: productTypeId as number,
    level: level as string,
    spec: spec as string,
    unitId: kgId,
    packageSpecId: packageSpecId as number,
    basePrice: yuan(price as number),
    colorIndex: colorIndex as string | null,
  }));
  const productIds = await insert(db, 'md_products', products);
  await insert(db, 'md_product_relates', [
    {
      productId: productIds[0],
      relateCode: 'KH-NIPPON-B01',
      relateName: '立邦 蓝色浆 B-01',
      customerName: '立邦涂料（中国）有限公司',
      remark: null,
    },
    {
      productId: productIds[7],
      relateCode: 'KH-CATL-CNT5',
      relateName: 'CNT导电浆 5%',
      customerName: '某锂电池客户',
      remark: '客户物料号对照',
    },
  ]);
  const [pigment, resin, solvent, dispersant, additive, cntRaw] = await insert(db, 'md_materiel_types', [
    { code: 'YL', name: '颜料', remark: null },
    { code: 'SZ', name: '树脂', remark: null },
    { code: 'RJ', name: '溶剂', remark: null },
    { code: 'FSJ', name: '分散剂', remark: null },
    { code: 'ZJ', name: '助剂', remark: '消泡剂、润湿剂、防腐剂' },
    { code: 'CNTY', name: '碳纳米管原粉', remark: null },
  ]);
  const suppliers = await insert(
    db,
    'md_suppliers',
    [
      ['GYS001', '江苏双乐颜料股份有限公司', '双乐颜料', '王经理', '13912340001', suzhou, cny, '月结30天'],
      ['GYS002', '上海某化工原料有限公司', '沪化原料', '李工', '13812340002', shanghai, cny, '款到发货'],
      ['GYS003', '毕克化学（BYK）中国代理', '毕克代理', '陈经理', '13712340003', shanghai, cny, '月结60天'],
      ['GYS004', '宁波某溶剂贸易有限公司', '宁波溶剂', '周经理', '13612340004', ningbo, cny, '月结30天'],
      ['GYS005', '深圳某纳米材料有限公司', '深圳纳米', '刘博士', '13512340005', shenzhen, cny, '预付30%'],
      ['GYS006', 'Cabot Corporation', 'Cabot', 'John Smith', null, null, usd, 'T/T 60 days'],
      ['GYS007', 'Clariant Produkte GmbH', 'Clariant', 'Anna Müller', null, null, eur, 'T/T 45 days'],
    ].map(([code, name, shortName, contact, mobile, locationId, currencyId, paymentTerms]) => ({
      code: code as string,
      name: name as string,
      shortName: shortName as string,
      contact: contact as string,
      mobile: mobile as string | null,
      locationId: locationId as number | null,
      currencyId: currencyId as number,
      paymentTerms: paymentTerms as string,
    })),
  );
  const materiels: [string, string, number, string, string | null, number | null, number, boolean][] = [
    ['YL-PB153', '酞菁蓝 PB15:3', pigment, '粉末', '147-14-8', suppliers[0], 68, true],
    ['YL-PR101', '氧化铁红 PR101', pigment, '粉末', '1309-37-1', suppliers[0], 12.5, true],
    ['YL-PBK7', '炭黑 PBk7', pigment, '粉末', '1333-86-4', suppliers[5], 35, true],
    ['YL-PW6', '钛白粉 PW6 金红石型', pigment, '粉末', '13463-67-7', suppliers[1], 17.8, true],
    ['YL-PV23', '永固紫 PV23', pigment, '粉末', '6358-30-1', suppliers[6], 320, true],
    ['YL-PY74', '耐晒黄 PY74', pigment, '粉末', '6358-31-2', suppliers[0], 88, true],
    ['SZ-ACR01', '水性丙烯酸树脂', resin, '固含45%', null, suppliers[1], 16.5, true],
    ['SZ-PVP', '聚乙烯吡咯烷酮 PVP K30', resin, '粉末', '9003-39-8', suppliers[1], 45, true],
    ['RJ-NMP', 'N-甲基吡咯烷酮 NMP', solvent, '电子级', '872-50-4', suppliers[3], 18.6, true],
    ['RJ-PG', '丙二醇', solvent, '工业级', '57-55-6', suppliers[3], 9.8, false],
    ['RJ-DIW', '去离子水', solvent, '电导率<5μS', null, null, 0.02, false],
    ['FSJ-190', '润湿分散剂 DISPERBYK-190', dispersant, '液体', null, suppliers[2], 95, true],
    ['FSJ-2012', '分散剂 DISPERBYK-2012', dispersant, '液体', null, suppliers[2], 110, true],
    ['ZJ-024', '消泡剂 BYK-024', additive, '液体', null, suppliers[2], 120, false],
    ['ZJ-FF', '防腐剂', additive, '液体', null, suppliers[1], 35, false],
    ['CNTY-MW', '多壁碳纳米管原粉', cntRaw, '管径10-20nm', '308068-56-6', suppliers[4], 380, true],
    ['CNTY-SW', '单壁碳纳米管原粉', cntRaw, '管径1-2nm', '308068-56-6', suppliers[4], 18000, true],
  ];
  await insert(
    db,
    'md_materiels',
    materiels.map(([code, name, materielTypeId, spec, casNo, supplierId, price, needInspection]) => ({
      code,
      name,
      materielTypeId,
      spec,
      unitId: kgId,
      casNo,
      supplierId,
      referencePrice: yuan(price),
      minPackage: kg(25),
      needInspection,
    })),
  );
  const [rawWh, productWh, trustedWh, auxWh, productWh2] = await insert(db, 'md_warehouses', [
    {
      code: 'YL01',
      name: '原料仓',
      kind: 'MATERIAL',
      address: '厂区A栋一层',
      keeper: '仓管员（演示）',
      remark: null,
    },
    {
      code: 'CP01',
      name: '成品仓',
      kind: 'PRODUCT',
      address: '厂区B栋一层',
      keeper: '仓库主管（演示）',
      remark: null,
    },
    {
      code: 'ST01',
      name: '受托仓',
      kind: 'TRUSTED',
      address: '厂区B栋二层',
      keeper: '仓库经理（演示）',
      remark: '客户受托加工物料',
    },
    {
      code: 'YL02',
      name: '辅料仓',
      kind: 'MATERIAL',
      address: '厂区A栋二层',
      keeper: '仓管员（演示）',
      remark: '溶剂、助剂和车间线边料',
    },
    {
      code: 'CP02',
      name: '成品外租仓',
      kind: 'PRODUCT',
      address: '物流园区3号库',
      keeper: '仓库主管（演示）',
      remark: '旺季周转和待发货成品',
    },
  ]);
  await insert(db, 'md_allocations', [
    ...['A-01', 'A-02', 'A-03', 'A-04'].map((code) => ({
      warehouseId: rawWh,
      code: `YL-${code}`,
      name: `原料${code}货位`,
      remark: null,
    })),
    ...['B-01', 'B-02', 'B-03'].map((code) => ({
      warehouseId: productWh,
      code: `CP-${code}`,
      name: `成品${code}货位`,
      remark: null,
    })),
    { warehouseId: trustedWh, code: 'ST-C-01', name: '受托C-01货位', remark: null },
    { warehouseId: auxWh, code: 'FL-A-01', name: '辅料A-01货位', remark: null },
    ...['A-01', 'A-02'].map((code) => ({
      warehouseId: productWh2,
      code: `WZ-${code}`,
      name: `外租${code}货位`,
      remark: null,
    })),
  ]);
  await insert(db, 'md_beltlines', [
    { code: 'L1', name: '水性色浆一线', workshop: '色浆车间', dailyCapacity: kg(3000), remark: null },
    { code: 'L2', name: '油性色浆线', workshop: '色浆车间', dailyCapacity: kg(1500), remark: null },
    {
      code: 'L3',
      name: '碳纳米管分散线',
      workshop: '新材料车间',
      dailyCapacity: kg(2000),
      remark: '砂磨+超声',
    },
  ]);
  const steps: [string, string, string, string][] = [
    ['md_procedures', 'GX', '工序', '预分散,研磨,调色,过滤,包装'],
    ['md_chargings', 'TL', '投料方式', '人工投料,真空吸料,计量泵投料'],
    ['md_technologies', 'GY', '工艺', '高速分散,砂磨研磨,三辊研磨,超声分散'],
  ];
  for (const [table, prefix, , names] of steps) {
    await insert(
      db,
      table,
      names.split(',').map((name, i) => ({
        code: `${prefix}${String(i + 1).padStart(2, '0')}`,
        name,
        sort: (i + 1) * 10,
        remark: null,
      })),
    );
  }
  await insert(db, 'md_expresses', [
    {
      code: 'SF',
      name: '顺丰速运',
      contact: null,
      phone: '95338',
      website: 'https://www.sf-express.com',
      waybillLayout: 'SF',
    },
    {
      code: 'DB',
      name: '德邦物流',
      contact: null,
      phone: '95353',
      website: 'https://www.deppon.com',
      waybillLayout: 'DEPPON',
    },
    {
      code: 'ZTO',
      name: '中通快递',
      contact: null,
      phone: '95311',
      website: 'https://www.zto.com',
      waybillLayout: 'GENERIC',
    },
    {
      code: 'JD',
      name: '京东物流',
      contact: null,
      phone: '950616',
      website: 'https://www.jdl.com',
      waybillLayout: 'GENERIC',
    },
  ]);
  await insert(db, 'md_test_organs', [
    {
      code: 'JC01',
      name: '本公司质检中心',
      qualification: '内部',
      contact: '质量经理（演示）',
      phone: null,
      address: '厂区C栋',
    },
    {
      code: 'JC02',
      name: '某第三方检测技术有限公司',
      qualification: 'CMA、CNAS',
      contact: '张工',
      phone: '0512-66668888',
      address: '苏州工业园区',
    },
  ]);
  // 检测方法 and 检测项目 (issue 31): what the standards' spec lines measure, and how.
  const [gbFineness, gbViscosity, gbColour, gbStrength, gbSolids, gbPh] = await insert(
    db,
    'md_detection_methods',
    [
      {
        code: 'FF-XD',
        name: '刮板细度计法',
        standardRef: 'GB/T 1724',
        description: '刮板细度计测定色浆研磨细度',
      },
      { code: 'FF-ND', name: '旋转粘度计法', standardRef: 'GB/T 2794', description: '25 ℃ 旋转粘度计' },
      {
        code: 'FF-SC',
        name: '分光测色仪法',
        standardRef: 'GB/T 11186',
        description: 'D65 光源 10° 视角对比标样',
      },
      { code: 'FF-ZSL', name: '对比标样法', standardRef: 'GB/T 1706', description: '与标样对比着色力' },
      { code: 'FF-GHL', name: '烘箱法', standardRef: 'GB/T 1725', description: '105 ℃ 烘至恒重' },
      { code: 'FF-PH', name: 'pH计法', standardRef: 'GB/T 1717', description: null },
    ],
  );
  await insert(db, 'md_test_items', [
    { code: 'XD', name: '细度', unit: 'μm', methodId: gbFineness, valueType: 'NUMERIC', decimals: 0 },
    { code: 'ND', name: '粘度', unit: 'mPa·s', methodId: gbViscosity, valueType: 'NUMERIC', decimals: 0 },
    { code: 'SC', name: '色差ΔE', unit: '', methodId: gbColour, valueType: 'NUMERIC', decimals: 2 },
    { code: 'ZSL', name: '着色力', unit: '%', methodId: gbStrength, valueType: 'NUMERIC', decimals: 1 },
    { code: 'GHL', name: '固含量', unit: '%', methodId: gbSolids, valueType: 'NUMERIC', decimals: 1 },
    { code: 'PH', name: 'pH值', unit: '', methodId: gbPh, valueType: 'NUMERIC', decimals: 1 },
    { code: 'WG', name: '外观', unit: '', methodId: null, valueType: 'TEXT', decimals: null },
  ]);
  await insert(db, 'md_channels', [
    { code: 'ZH', name: '行业展会', remark: '如中国国际涂料展' },
    { code: 'GW', name: '官网咨询', remark: null },
    { code: 'ZJS', name: '老客户转介绍', remark: null },
    { code: 'DH', name: '电话营销', remark: null },
    { code: 'XH', name: '行业协会', remark: null },
  ]);
  // 公司信息: the company every outgoing print is headed by (送货单, 采购订单, 开票通知单).
  await insert(db, 'md_company_profiles', [
    {
      name: '苏州天工新材料有限公司',
      address: '江苏省苏州市工业园区星湖街1号',
      phone: '0512-66668888',
      taxNo: '91320594MA1TG00001',
      bankName: '中国银行苏州工业园区支行',
      bankAccount: '5357 6688 0001',
      remark: null,
    },
  ]);
  // Customers (the CRM will add contacts, addresses and salesmen): the first two keep consigned
  // goods in the trusted warehouse (受托加工: they send their own pigment or carbon nanotubes).
  await insert(db, 'md_customers', [
    {
      code: 'KH001',
      name: '常州某新能源电池材料有限公司',
      shortName: '常州电池',
      category: 'COMPANY_CUSTOM',
      taxNo: '91320400MA1XXXXX01',
      contact: '赵经理',
      phone: '0519-88881234',
      address: '江苏省常州市武进区',
      bankName: '中国工商银行常州武进支行',
      bankAccount: '1105020109000123456',
      remark: '受托加工碳纳米管导电浆料，原粉由客户提供',
    },
    {
      code: 'KH002',
      name: '杭州某涂料科技股份有限公司',
      shortName: '杭州涂料',
      category: 'COMPANY_CUSTOM',
      taxNo: '91330100MA2XXXXX02',
      contact: '孙工',
      phone: '0571-86661234',
      address: '浙江省杭州市萧山区',
      bankName: '招商银行杭州萧山支行',
      bankAccount: '571908765410001',
      remark: '受托研磨色浆，颜料由客户提供',
    },
    {
      code: 'KH003',
      name: '广州某油墨有限公司',
      shortName: '广州油墨',
      category: 'COMPANY_CUSTOM',
      taxNo: null,
      contact: '黄经理',
      phone: '020-83331234',
      address: '广东省广州市黄埔区',
      remark: null,
    },
    {
      code: 'KH004',
      name: '陈先生（个人工作室）',
      shortName: '陈先生',
      category: 'PERSONAL_CUSTOM',
      taxNo: null,
      contact: '陈先生',
      phone: '13900001234',
      address: '上海市闵行区',
      remark: '小批量打样',
    },
    {
      code: 'KH005',
      name: '某高校材料学院课题组',
      shortName: '高校课题组',
      category: 'OTHER_CUSTOM',
      taxNo: null,
      contact: '吴老师',
      phone: null,
      address: '江苏省南京市',
      remark: null,
    },
  ]);
}
