import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getButton, removeModals } from '../../widgets/testing';
import { currentUrl, menuTree, renderScreen, roles, sent, serve } from './admin-testing';
import RolePage from './RolePage';

vi.mock('../../api/http', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

function serveRoles(extra: Record<string, unknown> = {}) {
  serve({
    '/user/busiRoleList': { requestList: roles, totalRec: roles.length, pageIndex: 1, pageSize: 25 },
    '/user/busiMenuList': menuTree,
    ...extra,
  });
}

describe('角色管理', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('lists the roles; built-in ones cannot be deleted', async () => {
    serveRoles();
    renderScreen(<RolePage />, '/role');
    expect(await screen.findByText('测试员')).toBeTruthy();
    const headers = within(document.querySelector('.ant-table') as HTMLElement).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      '角色编码',
      '角色名称',
      '备注',
      '在职人数',
      '内置',
      '操作',
    ]);
    expect(within(rowOf('Saler')).getByText('内置')).toBeTruthy();
    expect(within(rowOf('Saler')).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(rowOf('Tester')).getByRole('button', { name: '删除' })).toBeTruthy();
    expect(within(rowOf('Tester')).getByText('临时角色')).toBeTruthy();
    expect(sent('/user/busiRoleList')[0]).toEqual({
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: {},
    });
  });

  it('filters by code or name through the URL', async () => {
    serveRoles();
    renderScreen(<RolePage />, '/role');
    await screen.findByText('测试员');
    fireEvent.change(screen.getByPlaceholderText('请输入角色编码或名称'), { target: { value: 'Sale' } });
    fireEvent.click(getButton('查询'));
    await waitFor(() => expect(sent('/user/busiRoleList')).toHaveLength(2));
    expect(sent('/user/busiRoleList')[1]).toEqual({
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: { roleName: 'Sale' },
    });
    expect(currentUrl()).toBe('/role?roleName=Sale');
  });

  it('删除 confirms, posts {roleId} and reloads', async () => {
    serveRoles({ '/user/deleteBusiRole': null });
    renderScreen(<RolePage />, '/role');
    await screen.findByText('测试员');
    await userEvent.click(within(rowOf('Tester')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确认删除角色「测试员」？')).toBeTruthy();
    await userEvent.click(getButton('确定'));
    await waitFor(() => expect(sent('/user/deleteBusiRole')).toEqual([{ roleId: 9 }]));
    await waitFor(() => expect(sent('/user/busiRoleList')).toHaveLength(2));
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('详情 lists the grants with 可导出 and the change history', async () => {
    serveRoles({
      '/user/queryBusiRoleDetails': {
        ...roles[3],
        menus: [
          { menuId: 1, state: '' },
          { menuId: 5, state: 'EXPORT' },
          { menuId: 7, state: '' },
        ],
      },
      '/user/auditLog': [
        {
          id: 31,
          at: '2026-03-02T01:05:00.000Z',
          actor: 'admin',
          action: 'UPDATE',
          actionLabel: '修改',
          before: { roleName: 'Tester', label: '测试', remark: null, menus: [{ menuId: 1, state: '' }] },
          after: {
            roleName: 'Tester',
            label: '测试员',
            remark: '临时角色',
            menus: [
              { menuId: 1, state: '' },
              { menuId: 5, state: 'EXPORT' },
              { menuId: 7, state: '' },
            ],
          },
        },
      ],
    });
    renderScreen(<RolePage />, '/role');
    await screen.findByText('测试员');
    await userEvent.click(within(rowOf('Tester')).getByRole('button', { name: '详情' }));
    const grants = await screen.findByTestId('role-grants');
    expect(within(grants).getByText('首页')).toBeTruthy();
    expect(within(grants).getByText('系统管理')).toBeTruthy();
    expect(within(grants).getByText('角色管理').parentElement?.textContent).toBe('角色管理可导出');
    expect(within(grants).getByText('客户').parentElement?.textContent).toBe('客户');
    const entry = await screen.findByTestId('audit-entry');
    expect(entry.textContent).toContain('admin');
    expect(entry.textContent).toContain('修改');
    expect(entry.textContent).toContain(
      '角色名称：测试 → 测试员；备注：（空） → 临时角色；菜单权限：新增 角色管理（可导出）、客户',
    );
    expect(sent('/user/auditLog')).toEqual([{ entity: 'role', entityId: 9 }]);
  });
});
