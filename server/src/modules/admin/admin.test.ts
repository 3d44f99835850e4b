import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.ts';
import { ApiClient, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
  admin = new ApiClient(t.app);
  await admin.login('admin', 'admin123');
});
afterAll(() => t.close());

type Ok<T> = { resultCode: string; result: T };
const ok = async <T>(p: Promise<Ok<T>>): Promise<T> => {
  const body = await p;
  expect(body.resultCode, JSON.stringify(body)).toBe('0');
  return body.result;
};
async function menuId(url: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from menus where menu_url = ${url}`,
  );
  return row.id;
}

describe('organization', () => {
  it('creates, renames, moves and deletes departments with the tree rules', async () => {
    const { departmentId: root } = await ok(
      admin.post<{ departmentId: number }>('/user/saveOrUpdateBusiOrgan', { name: '华东大区' }),
    );
    const { departmentId: child } = await ok(
      admin.post<{ departmentId: number }>('/user/saveOrUpdateBusiOrgan', { name: '上海办', parentId: root }),
    );
    expect((await admin.post('/user/saveOrUpdateBusiOrgan', { name: '上海办', parentId: root })).result).toBe(
      '同级已存在名为「上海办」的部门',
    );
    await ok(
      admin.post('/user/saveOrUpdateBusiOrgan', { departmentId: child, name: '上海分公司', parentId: root }),
    );
    expect(
      await admin.post('/user/saveOrUpdateBusiOrgan', {
        departmentId: root,
        name: '华东大区',
        parentId: child,
      }),
    ).toEqual({ resultCode: '10000009', result: '不能把部门移动到它自己或它的下级部门之下' });
    const detail = await ok(
      admin.get<{ path: string }>('/user/queryBusiOrganID', { departmentId: String(child) }),
    );
    expect(detail.path).toBe('华东大区 / 上海分公司');
    const under = await ok(
      admin.get<unknown[]>('/user/getUnderBusiOrganList', { departmentId: String(root) }),
    );
    expect(under).toHaveLength(2);

    expect(await admin.post('/user/deleteBusiOrgan', { departmentId: root })).toEqual({
      resultCode: '10000009',
      result: '部门「华东大区」下还有1个下级部门，不能删除',
    });
    const { userId } = await ok(
      admin.post<{ userId: number }>('/user/saveOrUpdateBusiUser', {
        userName: 'sh01',
        realName: '上海员工',
        departmentId: child,
        roleNames: ['Saler'],
        password: 'start123',
      }),
    );
    expect((await admin.post('/user/deleteBusiOrgan', { departmentId: child })).result).toBe(
      '部门「上海分公司」下还有1名在职员工，不能删除',
    );
    await ok(admin.post('/user/busiOrganManage', { departmentId: child, managerId: userId }));
    const tree = await ok(
      admin.get<{ name: string; children: { managerName: string; staffCount: number }[] }[]>(
        '/user/busiOrganList',
      ),
    );
    const east = tree.find((d) => d.name === '华东大区')!;
    expect(east.children[0]).toMatchObject({ managerName: '上海员工', staffCount: 1 });
    await ok(admin.post('/user/leaveBusiUser', { userId }));
    await ok(admin.post('/user/deleteBusiOrgan', { departmentId: child }));
    await ok(admin.post('/user/deleteBusiOrgan', { departmentId: root }));
    const history = await ok(
      admin.get<{ action: string }[]>('/user/auditLog', { entity: 'department', entityId: String(child) }),
    );
    expect(history.map((h) => h.action)).toEqual(['DELETE', 'SET_MANAGER', 'UPDATE', 'CREATE']);
  });
});

describe('staff and roles', () => {
  it('a role with two menus (one EXPORT) gives its staff exactly those menus, changes apply at the next request', async () => {
    const [dept] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from departments where name = '销售部'`,
    );
    const { roleId } = await ok(
      admin.post<{ roleId: number }>('/user/saveOrUpdateBusiRole', {
        roleName: 'RegionSales',
        label: '区域销售',
        menus: [
          { menuId: await menuId('/index'), state: '' },
          { menuId: await menuId('/organizational'), state: 'EXPORT' },
        ],
      }),
    );
    const { userId } = await ok(
      admin.post<{ userId: number }>('/user/saveOrUpdateBusiUser', {
        userName: 'Zhang.San',
        realName: '张三',
        mobile: '13812345678',
        departmentId: dept.id,
        roleNames: ['RegionSales'],
        password: 'zhang123',
      }),
    );
    const zhang = new ApiClient(t.app);
    const info = await ok(
      zhang.login('zhang.san', 'zhang123') as Promise<Ok<{ menuList: unknown[]; menuUrl: string }>>,
    );
    expect(info.menuUrl).toBe('/index');
    expect(info.menuList).toEqual([
      { menuId: await menuId('/index'), menuName: '首页', menuUrl: '/index', state: '', subMenuList: [] },
      {
        menuId: expect.any(Number),
        menuName: '系统管理',
        menuUrl: '',
        state: '',
        subMenuList: [
          {
            menuId: await menuId('/organizational'),
            menuName: '组织架构',
            menuUrl: '/organizational',
            state: 'EXPORT',
          },
        ],
      },
    ]);

    // Take a menu away: the next request sees it.
    await ok(
      admin.post('/user/saveOrUpdateBusiRole', {
        roleId,
        roleName: 'RegionSales',
        label: '区域销售',
        menus: [{ menuId: await menuId('/index'), state: '' }],
      }),
    );
    const current = await ok(zhang.get<{ menuList: { menuName: string }[] }>('/user/current'));
    expect(current.menuList.map((m) => m.menuName)).toEqual(['首页']);

    // Give staff administration through a role: the permission applies at the next request.
    expect((await zhang.post('/user/busiRoleList', {})).resultCode).toBe('10000003');
    const detail = await ok(
      admin.get<{ version: number }>('/user/busiUserDetail', { userId: String(userId) }),
    );
    await ok(
      admin.post('/user/saveOrUpdateBusiUser', {
        userId,
        userName: 'Zhang.San',
        realName: '张三',
        departmentId: dept.id,
        roleNames: ['RegionSales', 'VicePresident'],
        version: detail.version,
      }),
    );
    expect((await zhang.post('/user/busiRoleList', {})).resultCode).toBe('0');

    // A stale edit is refused.
    expect(
      (
        await admin.post('/user/saveOrUpdateBusiUser', {
          userId,
          userName: 'Zhang.San',
          realName: '张三丰',
          departmentId: dept.id,
          roleNames: ['RegionSales'],
          version: detail.version,
        })
      ).result,
    ).toBe('单据已被他人修改，请刷新后重试');

    // The role cannot go while staff hold it.
    expect((await admin.post('/user/deleteBusiRole', { roleId })).result).toBe(
      '角色「区域销售」仍有1名员工使用，不能删除',
    );
    expect((await admin.post('/user/deleteBusiRole', { roleId: 2 })).result).toBe('系统内置角色不能删除');

    // History: who changed what, before and after.
    const history = await ok(
      admin.get<
        {
          action: string;
          actor: string;
          before: { roleNames: string[] } | null;
          after: { roleNames: string[] };
        }[]
      >('/user/auditLog', { entity: 'user', entityId: String(userId) }),
    );
    expect(history.map((h) => h.action)).toEqual(['UPDATE', 'CREATE']);
    expect(history[0]).toMatchObject({
      actor: '系统管理员',
      before: { roleNames: ['RegionSales'] },
      after: { roleNames: ['RegionSales', 'VicePresident'] },
    });
    expect(JSON.stringify(history)).not.toContain('argon2');
  });

  it('refuses a taken account name in any case, a bad mobile and a weak password, in Chinese', async () => {
    const base = { realName: '李四', departmentId: 1, roleNames: ['Saler'], password: 'lisi1234' };
    expect((await admin.post('/user/saveOrUpdateBusiUser', { ...base, userName: 'SALER' })).result).toBe(
      '账号「SALER」已存在（账号不区分大小写）',
    );
    expect(
      (await admin.post('/user/saveOrUpdateBusiUser', { ...base, userName: 'lisi', mobile: '12345678901' }))
        .result,
    ).toBe('请求参数有误：请输入正确的手机号码（mobile）');
    expect(
      (await admin.post('/user/saveOrUpdateBusiUser', { ...base, userName: 'lisi', password: 'abcdef' }))
        .result,
    ).toBe('请求参数有误：密码须为6-20位字母和数字，且同时包含字母和数字（password）');
    expect(
      (await admin.post('/user/saveOrUpdateBusiUser', { ...base, userName: 'lisi', roleNames: ['Nope'] }))
        .result,
    ).toBe('角色不存在：Nope');
  });

  it('leaving ends the live sessions at once and refuses later logins; reset password ends sessions too', async () => {
    const staff = await ok(
      admin.post<{ requestList: { userId: number; userName: string }[] }>('/user/busiUserList', {
        queryParameterVo: { userName: 'cashier' },
      }),
    );
    const cashierId = staff.requestList[0].userId;
    const cashier = new ApiClient(t.app);
    await ok(cashier.login('cashier', 'demo1234'));
    await ok(admin.post('/user/updateBusiUserWord', { userId: cashierId, newPassword: 'cash9999' }));
    expect((await cashier.get('/user/current')).resultCode).toBe('15030003');
    await ok(cashier.login('cashier', 'cash9999'));

    await ok(admin.post('/user/leaveBusiUser', { userId: cashierId, leaveDate: '20261130' }));
    expect((await cashier.get('/user/current')).resultCode).toBe('15030003');
    expect((await cashier.login('cashier', 'cash9999')).resultCode).toBe('15030004');
    const left = await ok(
      admin.post<{ requestList: { state: string; leaveDate: string }[] }>('/user/busiUserList', {
        queryParameterVo: { userName: 'cashier', state: 'LEFT' },
      }),
    );
    expect(left.requestList[0]).toMatchObject({ state: 'LEFT', leaveDate: '20261130' });
    expect((await admin.post('/user/leaveBusiUser', { userId: cashierId })).result).toBe(
      '员工「出纳（演示）」已离职',
    );
    expect((await admin.post('/user/leaveBusiUser', { userId: 1 })).result).toBe('不能将自己设为离职');
  });

  it('only a super admin manages a super admin: a staff administrator can neither reset, let go, edit nor grant it', async () => {
    const boss = new ApiClient(t.app, '10.1.2.3');
    await ok(boss.login('bigboss', 'demo1234'));
    const refused = { resultCode: '10000003', result: '只有超级管理员可以管理超级管理员账号' };
    const [adminRow] = await queryRows<{ version: number }>(
      t.database.db,
      sql`select version from users where id = 1`,
    );
    expect(await boss.post('/user/updateBusiUserWord', { userId: 1, newPassword: 'taken123' })).toEqual(
      refused,
    );
    expect(await boss.post('/user/leaveBusiUser', { userId: 1 })).toEqual(refused);
    const base = { realName: '夺权', departmentId: 1, version: adminRow.version };
    expect(
      await boss.post('/user/saveOrUpdateBusiUser', {
        ...base,
        userId: 1,
        userName: 'admin',
        roleNames: ['BigBoss'],
      }),
    ).toEqual(refused);
    expect(
      await boss.post('/user/saveOrUpdateBusiUser', {
        ...base,
        userName: 'usurper',
        roleNames: ['SuperAdmin'],
        password: 'usurp123',
      }),
    ).toEqual(refused);
    // Nothing changed: the super admin still logs in with its password.
    expect((await new ApiClient(t.app, '10.1.2.4').login('admin', 'admin123')).resultCode).toBe('0');
    const [after] = await queryRows<{ version: number }>(
      t.database.db,
      sql`select version from users where id = 1`,
    );
    expect(after.version).toBe(adminRow.version);
  });

  it('pages and filters the staff list by department, role and state', async () => {
    const page = await ok(
      admin.post<{ requestList: { roleNames: string[]; departmentName: string }[]; totalRec: number }>(
        '/user/busiUserList',
        {
          page: { pageIndex: 1, pageSize: 3 },
          queryParameterVo: { roleName: 'Store', state: 'ON' },
        },
      ),
    );
    expect(page.totalRec).toBe(1);
    expect(page.requestList[0]).toMatchObject({ roleNames: ['Store'], departmentName: '仓储部' });
    const all = await ok(
      admin.post<{ requestList: unknown[]; totalRec: number }>('/user/busiUserList', {
        page: { pageIndex: 2, pageSize: 10 },
      }),
    );
    expect(all.requestList).toHaveLength(10);
    expect(all.totalRec).toBeGreaterThan(30);
  });
});

describe('demo company', () => {
  it('has the nine departments, each with its roles’ demo staff', async () => {
    const tree = await ok(admin.get<{ name: string; staffCount: number }[]>('/user/busiOrganList'));
    const names = tree.map((d) => d.name);
    for (const name of [
      '总经办',
      '销售部',
      '采购部',
      '仓储部',
      '财务部',
      '生产部',
      '技术部',
      '研发部',
      '质量部',
    ]) {
      expect(names).toContain(name);
    }
    expect(tree.every((d) => d.staffCount > 0)).toBe(true);
    const bigboss = new ApiClient(t.app);
    const info = await ok(
      bigboss.login('bigboss', 'demo1234') as Promise<
        Ok<{ menuList: { menuName: string; subMenuList: { menuName: string; state: string }[] }[] }>
      >,
    );
    expect(info.menuList.map((m) => m.menuName)).toEqual([
      '首页',
      '客户管理',
      '销售管理',
      '基础资料',
      '采购管理',
      '原料仓库',
      '成品仓库',
      '受托仓库',
      '原料库存',
      '成品库存',
      '受托库存',
      '库存账簿',
      '配方管理',
      // Batch costs (issue 30 item 3): the bosses read 生产费用 and 生产成本.
      '生产管理',
      '质量管理',
      '生产质检',
      '财务管理',
      '财务资料',
      '系统管理',
    ]);
    expect(info.menuList.at(-1)!.subMenuList.map((s) => `${s.menuName}${s.state}`)).toEqual([
      '员工管理EXPORT',
      '组织架构EXPORT',
      '角色管理EXPORT',
      '审计日志EXPORT',
      // 公司信息: the bosses read and export it; only the super administrator changes it.
      '公司信息EXPORT',
    ]);
  });
});
