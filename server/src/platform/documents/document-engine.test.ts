import { companyToday, defineDocument, text } from '@tiangong/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { documentRoutes } from './document.routes.ts';
import { documentTable } from './document-table.ts';
import { nextNumber } from './numbering.ts';

// A reviewed document on an existing table, to prove review transitions and approval records.
const reviewed = defineDocument({
  key: 'reviewed-channel',
  title: '渠道审核',
  table: 'md_channels',
  screen: '/channel',
  api: { prefix: '/test', name: 'ReviewedChannel' },
  fields: {
    code: text('渠道编码', { required: true, unique: true }),
    name: text('渠道名称', { required: true }),
  },
  display: ['code', 'name'],
  statuses: 'master-data',
  initialStatus: 'EBL',
  draftStatuses: ['EBL'],
  transitions: [
    {
      action: 'AUDIT',
      label: '审核',
      from: ['EBL'],
      to: 'EBL',
      allow: { permission: 'sales-basics-edit' },
      review: { rejectTo: 'DISCARDED' },
      audits: true,
    },
  ],
  access: { view: 'session', edit: { permission: 'sales-basics-edit' } },
  list: {
    filters: ['code', 'status'],
    columns: ['code', 'name', 'status'],
    defaultSort: { field: 'code', order: 'asc' },
  },
});

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      demo: true,
      extraRoutes: (app) => documentRoutes(app, app.documents.register(reviewed, documentTable(reviewed))),
    },
  );
  admin = new ApiClient(t.app);
  await admin.login('admin', 'admin123');
});
afterAll(() => t.close());

async function xlsxRows(buffer: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))),
  );
  return rows;
}

async function upload(client: ApiClient, url: string, fileName: string, content: Buffer) {
  const boundary = '----tg-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-requested-with': 'XMLHttpRequest',
      cookie: client.cookie,
    },
  });
  return res.json();
}

describe('number series', () => {
  it('hands out consecutive numbers without duplicates under concurrent creation, and rollbacks leave no gap', async () => {
    const numbering = { field: 'number', prefix: 'CG', period: 'day' as const, width: 3 };
    const db = t.database.db;
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () => db.transaction((tx) => nextNumber(tx, 'race', numbering))),
    );
    const seqs = numbers.map((n) => Number(n.slice(-3))).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(numbers[0]).toMatch(/^CG\d{8}\d{3}$/);
    await expect(
      db.transaction(async (tx) => {
        await nextNumber(tx, 'race', numbering);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const next = await db.transaction((tx) => nextNumber(tx, 'race', numbering));
    expect(next.slice(-3)).toBe('021');
  });
});

describe('Excel export', () => {
  it('streams the list with Chinese headers, labels, scaled numbers, a dated name and escaped formulas', async () => {
    const [type] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from md_product_types limit 1`,
    );
    const [unit] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from md_units where code = 'kg'`,
    );
    expect(
      (
        await admin.post('/base/addOrUpdateProduct', {
          code: 'EVIL-1',
          name: '=HYPERLINK("http://x")',
          productTypeId: type.id,
          unitId: unit.id,
          basePrice: 12_345_678,
        })
      ).resultCode,
    ).toBe('0');
    const res = await admin.raw('POST', '/base/exportProductList', { queryParameterVo: { code: 'EVIL' } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const ymd = companyToday();
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`产品${ymd}.xlsx`));
    const rows = await xlsxRows(res.rawPayload);
    expect(rows[0]).toEqual([
      '产品编码',
      '产品名称',
      '产品类别',
      '等级',
      '规格型号',
      '计量单位',
      '包装规格',
      '基础价格（元/kg）',
      '色号/颜料索引',
      '状态',
    ]);
    expect(rows[1][0]).toBe('EVIL-1');
    expect(rows[1][1]).toBe(`'=HYPERLINK("http://x")`);
    expect(rows[1][5]).toBe('kg 千克');
    expect(rows[1][7]).toBe('12.345678');
    expect(rows[1][9]).toBe('启用');
  });

  it('follows the SPEC export rule: a user without the EXPORT grant is refused', async () => {
    const saler = new ApiClient(t.app);
    await saler.login('saler', 'demo1234');
    expect(await saler.post('/base/exportProductList', {})).toEqual({
      resultCode: '10000003',
      result: '您没有导出权限',
    });
    const director = new ApiClient(t.app);
    await director.login('salederictor', 'demo1234');
    expect((await director.raw('POST', '/base/exportProductList', {})).headers['content-type']).toContain(
      'spreadsheetml',
    );
  });
});

describe('Excel import', () => {
  async function workbook(rows: (string | number)[][]): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('产品');
    ws.addRow(['*产品编码', '*产品名称', '*产品类别', '等级', '*计量单位', '基础价格（元/kg）']);
    for (const row of rows) ws.addRow(row);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  it('imports nothing when some rows are bad, and says which rows and why', async () => {
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from md_products`,
    );
    const rows: (string | number)[][] = Array.from({ length: 1000 }, (_, i) => [
      `IMP-${i + 1}`,
      `导入色浆${i + 1}`,
      '色浆',
      'A',
      'kg',
      20.5,
    ]);
    rows[99] = ['IMP-100', '', '色浆', 'A', 'kg', 20.5];
    rows[499] = ['IMP-500', '导入色浆500', '不存在的类别', 'A', 'kg', 'abc'];
    const body = await upload(admin, '/base/importProduct', 'products.xlsx', await workbook(rows));
    expect(body.resultCode).toBe('0');
    expect(body.result.imported).toBe(0);
    expect(body.result.errors).toEqual([
      { row: 101, field: '产品名称', message: '请输入产品名称' },
      { row: 501, field: '产品类别', message: '找不到「不存在的类别」（请填写编码或名称）' },
      { row: 501, field: '基础价格（元/kg）', message: '「abc」不是有效的数字' },
    ]);
    const after = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from md_products`,
    );
    expect(after[0].n).toBe(before[0].n);
  });

  it('imports all rows of a clean file in one go, and refuses duplicates within the file or the database', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [
      `OK-${i + 1}`,
      `导入色浆${i + 1}`,
      'SJ',
      'A',
      'kg',
      20.5,
    ]);
    const body = await upload(admin, '/base/importProduct', 'products.xlsx', await workbook(rows));
    expect(body.result).toEqual({ imported: 1000, errors: [] });
    const [p] = await queryRows<{ base_price: number }>(
      t.database.db,
      sql`select base_price from md_products where code = 'OK-7'`,
    );
    expect(Number(p.base_price)).toBe(20_500_000);
    const again = await upload(
      admin,
      '/base/importProduct',
      'x.xlsx',
      await workbook([
        ['OK-1', 'x', 'SJ', 'A', 'kg', 1],
        ['NEW-1', 'y', 'SJ', 'A', 'kg', 1],
        ['new-1', 'z', 'SJ', 'A', 'kg', 1],
      ]),
    );
    expect(again.result.errors).toEqual([
      { row: 2, field: '产品编码', message: '「ok-1」已存在' },
      { row: 4, field: '产品编码', message: '与第3行重复：「new-1」' },
    ]);
  });

  it('serves a template with the field labels', async () => {
    const res = await admin.raw('GET', '/base/downloadProductTemplate');
    const rows = await xlsxRows(res.rawPayload);
    // The mnemonic may be keyed in the file; left empty, the save makes it from the name.
    expect(rows[0].slice(0, 4)).toEqual(['*产品编码', '*产品名称', '助记码', '*产品类别']);
  });
});

describe('reviews and attachments', () => {
  it('records the review dialog outcome with status, approved flag, comment, who and when', async () => {
    const created = await admin.post<{ id: number }>('/test/addOrUpdateReviewedChannel', {
      code: 'RV1',
      name: '待审渠道',
    });
    const id = created.result.id;
    const saler = new ApiClient(t.app);
    await saler.login('saler', 'demo1234');
    expect(
      (
        await saler.post('/test/changeReviewedChannelState', {
          id,
          version: 1,
          action: 'AUDIT',
          status: 'APPROVAL_APPROVED',
        })
      ).resultCode,
    ).toBe('10000003');
    expect(
      (await admin.post('/test/changeReviewedChannelState', { id, version: 1, action: 'AUDIT' })).result,
    ).toBe('请选择审批结果');
    expect(
      (
        await admin.post('/test/changeReviewedChannelState', {
          id,
          version: 1,
          action: 'AUDIT',
          status: 'APPROVAL_NOT_APPROVED',
          comment: '  资料不全  ',
        })
      ).result,
    ).toEqual({ id, status: 'DISCARDED' });
    const detail = await admin.get<{
      auditor: string;
      auditorName: string;
      approvals: Record<string, unknown>[];
    }>('/test/queryReviewedChannelDetail', { id: String(id) });
    // The record keeps the login name; people read the name (issue 35 item 7).
    expect([detail.result.auditor, detail.result.auditorName]).toEqual(['admin', '系统管理员']);
    expect(detail.result.approvals[0]).toMatchObject({
      outcome: 'APPROVAL_NOT_APPROVED',
      approved: false,
      comment: '资料不全',
      actor: '系统管理员',
    });
  });

  it('deletes a draft physically, but never a document that left draft', async () => {
    const a = (
      await admin.post<{ id: number }>('/test/addOrUpdateReviewedChannel', { code: 'RV2', name: '草稿' })
    ).result.id;
    expect((await admin.post('/test/deleteReviewedChannel', { id: a })).resultCode).toBe('0');
    const [product] = await queryRows<{ id: number }>(t.database.db, sql`select id from md_products limit 1`);
    expect(
      (await admin.post('/base/changeProductState', { id: product.id, version: 99, action: 'INVALIDATE' }))
        .result,
    ).toBe('单据已被他人修改，请刷新后重试');
  });

  it('attaches uploaded files to a document and lists them', async () => {
    const [supplier] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from md_suppliers limit 1`,
    );
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const file = await upload(admin, '/public/uploadFile', '营业执照.png', PNG);
    expect(
      (await admin.post('/purchase/addSupplierFile', { id: supplier.id, fileId: file.result.fileId }))
        .resultCode,
    ).toBe('0');
    const list = await admin.get<{ fileName: string; url: string }[]>('/purchase/querySupplierFiles', {
      id: String(supplier.id),
    });
    expect(list.result).toMatchObject([
      { fileName: '营业执照.png', url: `/api/public/file?fileId=${file.result.fileId}` },
    ]);
    expect(
      (await admin.post('/purchase/removeSupplierFile', { id: supplier.id, fileId: file.result.fileId }))
        .resultCode,
    ).toBe('0');
    expect(
      (await admin.get<unknown[]>('/purchase/querySupplierFiles', { id: String(supplier.id) })).result,
    ).toEqual([]);
  });
});
