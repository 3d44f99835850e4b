import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getButton, removeModals } from '../../widgets/testing';
import type { DepartmentNode, StaffOption } from './admin-api';
import { departments, pick, renderScreen, sent, serve, treeNode } from './admin-testing';
import OrganizationPage from './OrganizationPage';

vi.mock('../../api/http', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const salesStaff: StaffOption[] = [
  { userId: 7, userName: 'zhangsan', realName: '张三', departmentId: 2, departmentName: '销售部' },
  { userId: 8, userName: 'lisi', realName: '李四', departmentId: 3, departmentName: '华东组' },
];

function serveOrganization(
  tree: () => DepartmentNode[] = () => departments,
  extra: Record<string, unknown> = {},
) {
  serve({
    '/user/busiOrganList': () => structuredClone(tree()),
    '/user/busiUserLists': ({ departmentId }: Record<string, unknown>) =>
      departmentId === 2 ? salesStaff : [],
    '/user/getFlatBusiuserList': salesStaff,
    '/user/auditLog': [],
    ...extra,
  });
}

const fields = () => screen.getByTestId('department-fields');
const dialog = () => screen.getByRole('dialog');
const select = async (name: string) => {
  await userEvent.click(within(treeNode(name)).getByText(name));
  await waitFor(() => expect(within(fields()).getAllByText(name).length).toBeGreaterThan(0));
};

describe('组织架构', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('shows the tree with staff counts and the first department’s details and staff', async () => {
    serveOrganization();
    renderScreen(<OrganizationPage />, '/organizational');
    expect(await screen.findByTestId('department-fields')).toBeTruthy();
    expect(treeNode('销售部').textContent).toBe('销售部（2）');
    expect(treeNode('华东组').textContent).toBe('华东组（0）');
    expect(within(fields()).getByText('系统管理员')).toBeTruthy();
    expect(within(fields()).getByText('无（顶级部门）')).toBeTruthy();
    expect(sent('/user/busiUserLists')).toEqual([{ departmentId: 1 }]);

    await select('销售部');
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(screen.getByText('李四')).toBeTruthy();
    expect(within(fields()).getByText('未设置')).toBeTruthy();
    expect(sent('/user/busiUserLists')).toContainEqual({ departmentId: 2 });
  });

  it('删除 confirms, calls the API, reloads the tree and selects the parent', async () => {
    let tree = departments;
    serveOrganization(() => tree, {
      '/user/deleteBusiOrgan': () => {
        tree = departments.map((d) => ({ ...d, children: [] }));
        return null;
      },
    });
    renderScreen(<OrganizationPage />, '/organizational');
    await screen.findByTestId('department-fields');
    await select('华东组');
    fireEvent.click(getButton('删除'));
    expect(await screen.findByText('确认删除部门「华东组」？')).toBeTruthy();
    await userEvent.click(getButton('确定'));
    await waitFor(() => expect(sent('/user/deleteBusiOrgan')).toEqual([{ departmentId: 3 }]));
    await waitFor(() => expect(sent('/user/busiOrganList')).toHaveLength(2));
    await waitFor(() => expect(() => treeNode('华东组')).toThrow());
    expect(within(fields()).getAllByText('销售部').length).toBeGreaterThan(0);
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('a refused delete keeps the tree as it is', async () => {
    serveOrganization(undefined, { '/user/deleteBusiOrgan': undefined });
    renderScreen(<OrganizationPage />, '/organizational');
    await screen.findByTestId('department-fields');
    await select('销售部');
    fireEvent.click(getButton('删除'));
    await userEvent.click(await waitFor(() => getButton('确定')));
    await waitFor(() => expect(sent('/user/deleteBusiOrgan')).toEqual([{ departmentId: 2 }]));
    expect(sent('/user/busiOrganList')).toHaveLength(1);
    expect(treeNode('华东组')).toBeTruthy();
  });

  it('shows the empty state and creates the first top-level department', async () => {
    let tree: DepartmentNode[] = [];
    serveOrganization(() => tree, {
      '/user/saveOrUpdateBusiOrgan': (body: Record<string, unknown>) => {
        tree = [
          {
            ...departments[0],
            departmentId: 20,
            name: String(body.name),
            managerId: null,
            managerName: null,
          },
        ];
        return { departmentId: 20 };
      },
    });
    renderScreen(<OrganizationPage />, '/organizational');
    expect(await screen.findByText('暂无部门，请先新建顶级部门')).toBeTruthy();
    fireEvent.click(getButton('新建顶级部门'));
    fireEvent.change(await screen.findByPlaceholderText('请输入部门名称'), { target: { value: '总经办' } });
    fireEvent.click(getButton('保存'));
    await waitFor(() =>
      expect(sent('/user/saveOrUpdateBusiOrgan')).toEqual([{ name: '总经办', parentId: null, sort: 0 }]),
    );
    expect(await screen.findByTestId('department-fields')).toBeTruthy();
  });

  it('新建下级部门 presets the parent and selects the new department', async () => {
    let tree = departments;
    serveOrganization(() => tree, {
      '/user/saveOrUpdateBusiOrgan': () => {
        const south = {
          ...departments[1].children[0],
          departmentId: 4,
          name: '华南组',
          path: '销售部 / 华南组',
        };
        tree = [departments[0], { ...departments[1], children: [...departments[1].children, south] }];
        return { departmentId: 4 };
      },
    });
    renderScreen(<OrganizationPage />, '/organizational');
    await screen.findByTestId('department-fields');
    await select('销售部');
    fireEvent.click(getButton('新建下级部门'));
    expect(await screen.findByText('新建下级部门', { selector: '.ant-modal-title' })).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入部门名称'), { target: { value: '华南组' } });
    fireEvent.click(getButton('保存'));
    await waitFor(() =>
      expect(sent('/user/saveOrUpdateBusiOrgan')).toEqual([{ name: '华南组', parentId: 2, sort: 0 }]),
    );
    await waitFor(() => expect(within(fields()).getByText('销售部 / 华南组')).toBeTruthy());
  });

  it('修改 moves a department; its own subtree cannot be the new parent', async () => {
    serveOrganization(undefined, { '/user/saveOrUpdateBusiOrgan': { departmentId: 2 } });
    renderScreen(<OrganizationPage />, '/organizational');
    await screen.findByTestId('department-fields');
    await select('销售部');
    fireEvent.click(getButton('重命名/修改'));
    expect((screen.getByPlaceholderText('请输入部门名称') as HTMLInputElement).value).toBe('销售部');
    await userEvent.click(within(dialog()).getByRole('combobox', { name: '上级部门' }));
    const option = (title: string) =>
      [...document.querySelectorAll('.ant-select-tree-treenode')].find(
        (n) => n.querySelector('.ant-select-tree-title')?.textContent === title,
      );
    await waitFor(() => expect(option('华东组')).toBeTruthy());
    expect(option('华东组')?.className).toContain('ant-select-tree-treenode-disabled');
    expect(option('销售部')?.className).toContain('ant-select-tree-treenode-disabled');
    await userEvent.click(option('总经办')?.querySelector('.ant-select-tree-title') as HTMLElement);
    fireEvent.click(getButton('保存'));
    await waitFor(() =>
      expect(sent('/user/saveOrUpdateBusiOrgan')).toEqual([
        { departmentId: 2, name: '销售部', parentId: 1, sort: 1 },
      ]),
    );
    await waitFor(() => expect(sent('/user/busiOrganList')).toHaveLength(2));
  });

  it('设置负责人 offers the department’s staff and posts the choice', async () => {
    serveOrganization(undefined, { '/user/busiOrganManage': null });
    renderScreen(<OrganizationPage />, '/organizational');
    await screen.findByTestId('department-fields');
    await select('销售部');
    await screen.findByText('张三');
    fireEvent.click(getButton('设置负责人'));
    await pick('负责人', '张三（zhangsan）', dialog());
    fireEvent.click(getButton('保存'));
    await waitFor(() => expect(sent('/user/busiOrganManage')).toEqual([{ departmentId: 2, managerId: 7 }]));
    await waitFor(() => expect(sent('/user/busiOrganList')).toHaveLength(2));
  });
});
