import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { apiGet, apiPost } from '../../api/http';
import type { DepartmentNode, MenuNode, RoleRow, StaffRow } from './admin-api';

/**
 * Test helpers of the admin screens. The test file mocks the http module
 * (`vi.mock('../../api/http', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }))`); `serve` answers
 * each path from a table, a function of the payload, or undefined (a failed call).
 */
type Answer = unknown | ((payload: Record<string, unknown>) => unknown);

export function serve(routes: Record<string, Answer>) {
  const answer = async (path: string, payload?: unknown) => {
    const route = routes[path];
    return typeof route === 'function' ? route(payload as Record<string, unknown>) : structuredClone(route);
  };
  vi.mocked(apiPost).mockImplementation(answer as typeof apiPost);
  vi.mocked(apiGet).mockImplementation(answer as typeof apiGet);
}

/** Payloads sent to one path, in order. */
export function sent(path: string): unknown[] {
  return [...vi.mocked(apiPost).mock.calls, ...vi.mocked(apiGet).mock.calls]
    .filter(([p]) => p === path)
    .map(([, payload]) => payload);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderScreen(ui: ReactElement, url = '/') {
  const path = url.split('?')[0];
  return render(
    <App>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

export const currentUrl = () => screen.getByTestId('location').textContent;

/** Opens a Select or TreeSelect by its accessible name (inside `scope`) and picks the option. */
export async function pick(name: string, option: string, scope: HTMLElement = document.body) {
  await userEvent.click(within(scope).getByRole('combobox', { name }));
  const find = () => {
    const candidates = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-item-option, .ant-select-tree-title'),
    ];
    const el = candidates.find((c) => c.textContent === option && !c.closest('.ant-select-dropdown-hidden'));
    if (!el) throw new Error(`no option ${option}`);
    return el;
  };
  await userEvent.click(await waitFor(find));
}

export const departments: DepartmentNode[] = [
  {
    departmentId: 1,
    name: '总经办',
    parentId: null,
    sort: 0,
    managerId: 1,
    managerName: '系统管理员',
    staffCount: 1,
    path: '总经办',
    children: [],
  },
  {
    departmentId: 2,
    name: '销售部',
    parentId: null,
    sort: 1,
    managerId: null,
    managerName: null,
    staffCount: 2,
    path: '销售部',
    children: [
      {
        departmentId: 3,
        name: '华东组',
        parentId: 2,
        sort: 0,
        managerId: null,
        managerName: null,
        staffCount: 0,
        path: '销售部 / 华东组',
        children: [],
      },
    ],
  },
];

const role = (roleId: number, roleName: string, label: string, extra: Partial<RoleRow> = {}): RoleRow => ({
  roleId,
  roleName,
  label,
  remark: null,
  builtIn: true,
  userCount: 1,
  createBy: 'system',
  createAt: '2026-01-05T02:00:00.000Z',
  modifyBy: null,
  modifyAt: null,
  ...extra,
});

export const roles: RoleRow[] = [
  role(1, 'SuperAdmin', '超级管理员'),
  role(2, 'Saler', '销售员', { userCount: 2 }),
  role(3, 'SaleManager', '销售经理'),
  role(9, 'Tester', '测试员', { builtIn: false, userCount: 0, remark: '临时角色' }),
];

export const staffRow = (overrides: Partial<StaffRow> = {}): StaffRow => ({
  userId: 7,
  userName: 'zhangsan',
  realName: '张三',
  mobile: '13800000000',
  email: null,
  remark: null,
  departmentId: 2,
  departmentName: '销售部',
  roleNames: ['Saler'],
  state: 'ON',
  leaveDate: null,
  createBy: 'admin',
  createAt: '2026-01-05T02:00:00.000Z',
  modifyBy: null,
  modifyAt: null,
  version: 3,
  ...overrides,
});

export const menuTree: MenuNode[] = [
  { menuId: 1, menuName: '首页', menuUrl: '/index', children: [] },
  {
    menuId: 2,
    menuName: '系统管理',
    menuUrl: '',
    children: [
      { menuId: 3, menuName: '员工管理', menuUrl: '/staff', children: [] },
      { menuId: 4, menuName: '组织架构', menuUrl: '/organizational', children: [] },
      { menuId: 5, menuName: '角色管理', menuUrl: '/role', children: [] },
    ],
  },
  {
    menuId: 6,
    menuName: '销售管理',
    menuUrl: '',
    children: [
      { menuId: 7, menuName: '客户', menuUrl: '/customer', children: [] },
      { menuId: 8, menuName: '销售订单', menuUrl: '/salesOrder', children: [] },
    ],
  },
];

/** A node of an antd Tree by the start of its title. */
export function treeNode(title: string): HTMLElement {
  const node = [...document.querySelectorAll<HTMLElement>('.ant-tree-treenode')].find((n) =>
    n.querySelector('.ant-tree-title')?.textContent?.startsWith(title),
  );
  if (!node) throw new Error(`no tree node ${title}`);
  return node;
}

export const treeCheckbox = (title: string) =>
  treeNode(title).querySelector('.ant-tree-checkbox') as HTMLElement;

export const isTreeChecked = (title: string) =>
  treeCheckbox(title).classList.contains('ant-tree-checkbox-checked');
