import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUserInfo } from '../../shell/user-store';
import { userFixture } from '../../test/user-fixture';
import { getButton, removeModals } from '../../widgets/testing';
import { currentUrl, departments, pick, renderScreen, roles, sent, serve, staffRow } from './admin-testing';
import StaffPage from './StaffPage';

vi.mock('../../api/http', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const rows = [
  staffRow(),
  staffRow({
    userId: 8,
    userName: 'lisi',
    realName: '李四',
    roleNames: ['Saler', 'SaleManager'],
    mobile: null,
  }),
  staffRow({ userId: 9, userName: 'wangwu', realName: '王五', state: 'LEFT', leaveDate: '20260301' }),
];

function serveStaff(extra: Record<string, unknown> = {}) {
  serve({
    '/user/busiOrganList': departments,
    '/user/busiRoleList': { requestList: roles, totalRec: roles.length, pageIndex: 1, pageSize: 500 },
    '/user/busiUserList': { requestList: rows, totalRec: 3, pageIndex: 1, pageSize: 25 },
    ...extra,
  });
}

const table = () => document.querySelector('.ant-table') as HTMLElement;
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('员工管理 list', () => {
  beforeEach(() => serveStaff());
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('renders the rows with Chinese role tags, state and leave date', async () => {
    renderScreen(<StaffPage />, '/staff');
    expect(await screen.findByText('张三')).toBeTruthy();
    const lisi = rowOf('李四');
    expect(within(lisi).getByText('销售员')).toBeTruthy();
    expect(within(lisi).getByText('销售经理')).toBeTruthy();
    expect(within(lisi).getByText('在职')).toBeTruthy();
    const wangwu = rowOf('王五');
    expect(within(wangwu).getByText('离职')).toBeTruthy();
    expect(within(wangwu).getByText('2026-03-01')).toBeTruthy();
    // A member who has left can no longer leave or get a new password.
    expect(within(wangwu).queryByRole('button', { name: '离职' })).toBeNull();
    expect(within(wangwu).queryByRole('button', { name: '重置密码' })).toBeNull();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['账号', '姓名', '部门', '角色', '手机', '状态', '离职日期', '操作']);
    expect(screen.getByText('共 3 条')).toBeTruthy();
  });

  it('reads the filters from the URL and sends them', async () => {
    renderScreen(<StaffPage />, '/staff?userName=zhang&departmentId=2&roleName=Saler&state=ON&pageIndex=2');
    await screen.findByText('张三');
    expect(sent('/user/busiUserList')[0]).toEqual({
      page: { pageIndex: 2, pageSize: 10 },
      queryParameterVo: { userName: 'zhang', departmentId: 2, roleName: 'Saler', state: 'ON' },
    });
    expect((screen.getByPlaceholderText('请输入账号') as HTMLInputElement).value).toBe('zhang');
    expect(screen.getByTitle('销售员（Saler）')).toBeTruthy();
  });

  it('查询 puts the filters in the URL and asks again from page 1; 重置 clears them', async () => {
    renderScreen(<StaffPage />, '/staff?pageIndex=3');
    await screen.findByText('张三');
    fireEvent.change(screen.getByPlaceholderText('请输入姓名'), { target: { value: '李' } });
    await pick('部门', '华东组');
    await pick('状态', '离职');
    await pick('角色', '销售经理（SaleManager）');
    fireEvent.click(getButton('查询'));
    await waitFor(() => expect(sent('/user/busiUserList')).toHaveLength(2));
    expect(sent('/user/busiUserList')[1]).toEqual({
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: { realName: '李', departmentId: 3, roleName: 'SaleManager', state: 'LEFT' },
    });
    expect(currentUrl()).toBe('/staff?realName=%E6%9D%8E&departmentId=3&roleName=SaleManager&state=LEFT');

    fireEvent.click(getButton('重置'));
    await waitFor(() => expect(sent('/user/busiUserList')).toHaveLength(3));
    expect(sent('/user/busiUserList')[2]).toEqual({
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: { state: '' },
    });
    expect(currentUrl()).toBe('/staff');
    expect((screen.getByPlaceholderText('请输入姓名') as HTMLInputElement).value).toBe('');
  });

  it('离职 asks for confirmation, posts {userId} and reloads', async () => {
    serveStaff({ '/user/leaveBusiUser': null });
    renderScreen(<StaffPage />, '/staff');
    await screen.findByText('张三');
    await userEvent.click(within(rowOf('张三')).getByRole('button', { name: '离职' }));
    expect(
      await screen.findByText(
        '确认将员工「张三」设为离职？离职后该账号将无法登录，且立即退出所有已登录的会话。',
      ),
    ).toBeTruthy();
    expect(sent('/user/leaveBusiUser')).toHaveLength(0);
    await userEvent.click(getButton('确定'));
    await waitFor(() => expect(sent('/user/leaveBusiUser')).toEqual([{ userId: 7 }]));
    await waitFor(() => expect(sent('/user/busiUserList')).toHaveLength(2));
  });

  it('离职 cancelled sends nothing', async () => {
    renderScreen(<StaffPage />, '/staff');
    await screen.findByText('张三');
    await userEvent.click(within(rowOf('张三')).getByRole('button', { name: '离职' }));
    await userEvent.click(getButton('取消'));
    expect(sent('/user/leaveBusiUser')).toHaveLength(0);
  });

  it('hides 离职 on the logged-in user’s own row', async () => {
    setUserInfo(
      userFixture({ authInfo: { userId: 7, realName: '张三', departmentName: '销售部', superAdmin: true } }),
    );
    renderScreen(<StaffPage />, '/staff');
    await screen.findByText('张三');
    expect(within(rowOf('张三')).queryByRole('button', { name: '离职' })).toBeNull();
    expect(within(rowOf('李四')).getByRole('button', { name: '离职' })).toBeTruthy();
  });

  it('重置密码 checks the format and reports success', async () => {
    serveStaff({ '/user/updateBusiUserWord': null });
    renderScreen(<StaffPage />, '/staff');
    await screen.findByText('张三');
    await userEvent.click(within(rowOf('张三')).getByRole('button', { name: '重置密码' }));
    const input = await screen.findByPlaceholderText('请输入新密码');
    fireEvent.change(input, { target: { value: 'abcdef' } });
    fireEvent.click(getButton('保存'));
    expect(await screen.findByText('密码须为6-20位字母和数字，且同时包含字母和数字')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'abc12345' } });
    fireEvent.click(getButton('保存'));
    expect(await screen.findByText('密码已重置，该员工需用新密码重新登录')).toBeTruthy();
    expect(sent('/user/updateBusiUserWord')).toEqual([{ userId: 7, newPassword: 'abc12345' }]);
  });

  it('详情 shows the record and its change history in words', async () => {
    serveStaff({
      '/user/busiUserDetail': staffRow({ realName: '张四', roleNames: ['Saler', 'SaleManager'] }),
      '/user/auditLog': [
        {
          id: 12,
          at: '2026-03-02T01:05:00.000Z',
          actor: 'admin',
          action: 'UPDATE',
          actionLabel: '修改',
          before: { ...staffRow(), version: 2, modifyAt: null },
          after: { ...staffRow({ realName: '张四', roleNames: ['Saler', 'SaleManager'] }), version: 3 },
        },
        {
          id: 11,
          at: '2026-03-01T01:00:00.000Z',
          actor: 'admin',
          action: 'RESET_PASSWORD',
          actionLabel: '重置密码',
          before: null,
          after: null,
        },
      ],
    });
    renderScreen(<StaffPage />, '/staff');
    await screen.findByText('张三');
    await userEvent.click(within(rowOf('张三')).getByRole('button', { name: '详情' }));
    const drawer = (await screen.findByText('员工详情')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('张四')).toBeTruthy();
    expect(within(drawer).getByText('销售经理（SaleManager）')).toBeTruthy();
    const entries = await within(drawer).findAllByTestId('audit-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0].textContent).toMatch(/^2026-03-02 \d\d:05 admin 修改/);
    expect(entries[0].textContent).toContain('姓名：张三 → 张四；角色：销售员 → 销售员、销售经理');
    expect(entries[1].textContent).toMatch(/重置密码$/);
    expect(sent('/user/auditLog')).toEqual([{ entity: 'user', entityId: 7 }]);
  });

  it('shows no screen to a user without 员工权限设置', async () => {
    setUserInfo(userFixture({ rolesVOList: [{ roleName: 'Saler' }], role: { roleName: 'Saler' } }));
    renderScreen(<StaffPage />, '/staff');
    expect(await screen.findByText('无权限')).toBeTruthy();
    expect(sent('/user/busiUserList')).toHaveLength(0);
  });
});
