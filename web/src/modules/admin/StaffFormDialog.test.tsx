import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getButton, removeModals } from '../../widgets/testing';
import { departments, pick, roles, sent, serve, staffRow } from './admin-testing';
import { StaffFormDialog } from './StaffFormDialog';

vi.mock('../../api/http', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

function renderDialog(userId?: number) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <App>
      <StaffFormDialog
        userId={userId}
        departments={departments}
        roles={roles}
        onClose={onClose}
        onSaved={onSaved}
      />
    </App>,
  );
  return { onSaved, onClose };
}

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const dialog = () => screen.getByRole('dialog');
const fieldErrors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((el) => el.textContent);

describe('新建员工 / 编辑员工 dialog', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('asks for the required fields', async () => {
    serve({});
    renderDialog();
    expect(screen.getByText('新建员工')).toBeTruthy();
    fireEvent.click(getButton('保存'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        '请输入账号',
        '请输入姓名',
        '请选择部门',
        '请至少选择一个角色',
        '请输入初始密码',
      ]),
    );
    expect(sent('/user/saveOrUpdateBusiUser')).toHaveLength(0);
  });

  it('checks the mobile and password formats with the SPEC messages, then posts the payload', async () => {
    serve({ '/user/saveOrUpdateBusiUser': { userId: 42 } });
    const { onSaved } = renderDialog();
    type('登录账号，字母、数字、下划线、点或横线', 'zhaoliu');
    type('请输入姓名', '赵六');
    type('请输入手机号码', '12345678901');
    type('请输入初始密码', 'abcdefgh');
    await pick('部门', '华东组', dialog());
    await pick('角色', '销售员（Saler）', dialog());
    await pick('角色', '销售经理（SaleManager）', dialog());
    fireEvent.click(getButton('保存'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        '请输入正确的手机号码',
        '密码须为6-20位字母和数字，且同时包含字母和数字',
      ]),
    );
    expect(sent('/user/saveOrUpdateBusiUser')).toHaveLength(0);

    type('请输入手机号码', '13912345678');
    type('请输入初始密码', 'abc12345');
    type('请输入邮箱', 'zl@example.com');
    fireEvent.click(getButton('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('/user/saveOrUpdateBusiUser')).toEqual([
      {
        userName: 'zhaoliu',
        realName: '赵六',
        mobile: '13912345678',
        email: 'zl@example.com',
        departmentId: 3,
        roleNames: ['Saler', 'SaleManager'],
        remark: '',
        password: 'abc12345',
      },
    ]);
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('edits the saved record: account locked, no password, version sent', async () => {
    serve({
      '/user/busiUserDetail': staffRow({ remark: '老员工' }),
      '/user/saveOrUpdateBusiUser': { userId: 7 },
    });
    const { onSaved } = renderDialog(7);
    expect(screen.getByText('编辑员工')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByPlaceholderText('请输入姓名') as HTMLInputElement).value).toBe('张三'),
    );
    const account = screen.getByPlaceholderText('登录账号，字母、数字、下划线、点或横线') as HTMLInputElement;
    expect(account.value).toBe('zhangsan');
    expect(account.disabled).toBe(true);
    expect(screen.queryByPlaceholderText('请输入初始密码')).toBeNull();
    expect(sent('/user/busiUserDetail')).toEqual([{ userId: 7 }]);

    type('请输入姓名', '张四');
    await pick('角色', '销售经理（SaleManager）', dialog());
    fireEvent.click(getButton('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('/user/saveOrUpdateBusiUser')).toEqual([
      {
        userId: 7,
        version: 3,
        userName: 'zhangsan',
        realName: '张四',
        mobile: '13800000000',
        email: '',
        departmentId: 2,
        roleNames: ['Saler', 'SaleManager'],
        remark: '老员工',
      },
    ]);
  });

  it('stays open when the server refuses', async () => {
    serve({ '/user/busiUserDetail': staffRow(), '/user/saveOrUpdateBusiUser': undefined });
    const { onSaved } = renderDialog(7);
    await waitFor(() =>
      expect((screen.getByPlaceholderText('请输入姓名') as HTMLInputElement).value).toBe('张三'),
    );
    fireEvent.click(getButton('保存'));
    await waitFor(() => expect(sent('/user/saveOrUpdateBusiUser')).toHaveLength(1));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByText('保存成功')).toBeNull();
  });
});
