import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { readMigrations } from '../../platform/db/migrate.ts';
import { requisitioner } from '../../seed/demo-people.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 12's third dependent picker: a requisition's 领料人 is one of its 领用部门's staff — the
 * department a reference to the organization, the person a reference to staff waiting for it —
 * and migration 0026 turned the typed names into those references where a name matched.
 */
let t: TestApp;
let store: ApiClient;
const ids: Record<string, number> = {};
type Row = Record<string, unknown>;
type Page = { requestList: Row[]; totalRec: number };

const ok = <T>(res: { resultCode: string; result: T }) => {
  expect(res.resultCode, JSON.stringify(res)).toBe('0');
  return res.result;
};
const one = async (q: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, q))[0].id;

beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  store = new ApiClient(t.app);
  expect((await store.login('storemaster', 'demo1234')).resultCode).toBe('0');
  ids.production = await one(sql`select id from departments where name = '生产部'`);
  ids.research = await one(sql`select id from departments where name = '研发部'`);
  ids.operator = await one(sql`select id from users where user_name = 'operator'`);
  ids.researcher = await one(sql`select id from users where user_name = 'researcher'`);
  ids.warehouse = await one(sql`select id from md_warehouses where code = 'YL01'`);
  ids.materiel = await one(sql`select id from md_materiels order by code limit 1`);
}, 60_000);
afterAll(() => t.close());

describe('领用部门 and 领料人', () => {
  it('looks up departments (with their parents) and only the chosen department’s staff', async () => {
    const workshop = await one(
      sql`insert into departments (parent_id, name) values (${ids.production}, '一车间') returning id`,
    );
    const departments = ok(
      await store.post<Page>('/user/queryDepartmentLookupPageList', {
        page: { pageIndex: 1, pageSize: 50 },
        queryParameterVo: { keyword: '车间' },
      }),
    );
    expect(departments.requestList).toEqual([
      expect.objectContaining({ id: workshop, departmentName: '一车间', path: '生产部' }),
    ]);
    const staff = ok(
      await store.post<Page>('/user/queryStaffLookupPageList', {
        page: { pageIndex: 1, pageSize: 50 },
        queryParameterVo: { departmentId: ids.research },
      }),
    );
    expect(staff.requestList.length).toBeGreaterThan(0);
    expect(staff.requestList.every((r) => r.departmentName === '研发部')).toBe(true);
    expect(staff.requestList.map((r) => r.id)).toContain(ids.researcher);
  });

  it('saves the pair as references and refuses a person of another department', async () => {
    const body = {
      applyDate: '20261110',
      warehouseId: ids.warehouse,
      usage: '小试',
      items: [{ materielId: ids.materiel, qty: 1_000 }],
    };
    expect(
      await store.post('/apply/addOrUpdateRequisition', {
        ...body,
        departmentId: ids.production,
        applicantId: ids.researcher,
      }),
    ).toEqual({ resultCode: '10000009', result: '领料人不属于所选领用部门' });
    const missing = await store.post('/apply/addOrUpdateRequisition', {
      ...body,
      applicantId: ids.researcher,
    });
    expect(missing.resultCode).toBe('10000001');
    expect(String(missing.result)).toContain('请选择领用部门');
    // The stock may be short: what matters is that the pair is accepted as such.
    const saved = await store.post<{ id: number }>('/apply/addOrUpdateRequisition', {
      ...body,
      ...(await requisitioner(t.database.db, 'researcher')),
    });
    if (saved.resultCode === '0') {
      const detail = ok(
        await store.get<Row>('/apply/queryRequisitionDetail', { id: String(saved.result.id) }),
      );
      expect(detail).toMatchObject({
        departmentId: ids.research,
        departmentIdLabel: '研发部',
        applicantId: ids.researcher,
        applicantIdLabel: '研发员（演示）',
      });
    } else expect(String(saved.result)).not.toContain('领料人');
  });

  it('migration 0026 maps typed names to ids where exactly one matches, and keeps the rest in 备注', async () => {
    const db = t.database.db;
    // The table as it was before 0026, for this test: the typed columns back beside the new ones.
    await db.execute(
      sql`alter table inv_material_requisitions add column department text, add column applicant text`,
    );
    await one(sql`insert into departments (name) values ('质量部') returning id`); // a second 质量部
    const add = (department: string, applicant: string, remark: string | null) =>
      one(sql`insert into inv_material_requisitions (number, apply_date, warehouse_id, department, applicant, remark, status)
              values ('LL-MIG', '20260101', ${ids.warehouse}, ${department}, ${applicant}, ${remark}, 'OUT_PUT_WAREHOUSE')
              returning id`);
    const matched = await add(' 生产部 ', '操作工（演示）', null);
    const personUnknown = await add('研发部', '王工', '小试配方');
    const departmentUnknown = await add('色浆车间', '张师傅', null);
    const ambiguous = await add('质量部', '质检员（演示）', null);
    const [migration] = readMigrations().filter((m) => m.tag.endsWith('_crm_rest'));
    // Its statements on this table (each after the comment that says why).
    const code = (statement: string) => statement.replace(/^(--.*\n)+/, '');
    for (const statement of migration.statements)
      if (code(statement).startsWith('UPDATE "inv_material_requisitions"'))
        await db.execute(sql.raw(statement));
    const rows = await queryRows<Row>(
      db,
      sql`select id, department_id as "departmentId", applicant_id as "applicantId", remark
          from inv_material_requisitions where number = 'LL-MIG' order by id`,
    );
    expect(rows).toEqual([
      { id: matched, departmentId: ids.production, applicantId: ids.operator, remark: null },
      {
        id: personUnknown,
        departmentId: ids.research,
        applicantId: null,
        remark: '小试配方；原领料人：王工',
      },
      {
        id: departmentUnknown,
        departmentId: null,
        applicantId: null,
        remark: '原领用部门：色浆车间；原领料人：张师傅',
      },
      {
        id: ambiguous,
        departmentId: null,
        applicantId: null,
        remark: '原领用部门：质量部；原领料人：质检员（演示）',
      },
    ]);
  });
});
