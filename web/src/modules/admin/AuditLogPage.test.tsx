import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEventDetail } from '@tiangong/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, headers, loginAs, renderScreen, sent, serve } from '../../documents/documents-testing';
import { removeModals } from '../../widgets/testing';
import AuditLogPage from './AuditLogPage';

vi.mock('../../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

const LIST = '/user/queryAuditEventList';
const DETAIL = '/user/queryAuditEventDetail';
const row = {
  id: 41,
  at: '2026-11-22 09:05:07',
  actor: 'admin（系统管理员）',
  action: 'UPDATE',
  entity: 'user',
  record: 'zhangsan 张四',
  changes: '姓名：张三 → 张四',
  ip: '10.0.0.8',
  requestId: 'req-7',
};
const detail: AuditEventDetail = {
  ...row,
  actionLabel: '修改',
  entityLabel: '员工',
  changes: [
    { label: '姓名', before: '张三', after: '张四', kind: 'changed' },
    { label: '手机', before: '', after: '13812345678', kind: 'changed' },
  ],
  before: { userName: 'zhangsan', realName: '张三' },
  after: { userName: 'zhangsan', realName: '张四' },
};

afterEach(() => {
  removeModals();
  vi.clearAllMocks();
});

describe('审计日志 (the generic report screen with a row detail)', () => {
  it('lists events under Chinese headers and labels, newest first, only time sortable', async () => {
    loginAs(['BigBoss'], [], {
      menuList: [
        {
          menuId: 9,
          menuName: '系统管理',
          menuUrl: '',
          state: '',
          subMenuList: [{ menuId: 10, menuName: '审计日志', menuUrl: '/audit-log', state: 'EXPORT' }],
        },
      ],
    });
    serve({ [LIST]: { requestList: [row], totalRec: 1, pageIndex: 1, pageSize: 25, totals: {} } });
    renderScreen(<AuditLogPage />, '/audit-log');
    await screen.findByText('姓名：张三 → 张四');
    expect(headers()).toEqual(
      expect.arrayContaining(['时间', '操作人', '操作', '单据类型', '记录', '变更内容', 'IP 地址', '请求号']),
    );
    const cells = within(screen.getByText('姓名：张三 → 张四').closest('tr')!);
    expect(cells.getByText('修改')).toBeTruthy();
    expect(cells.getByText('员工')).toBeTruthy();
    expect(cells.getByText('2026-11-22 09:05:07')).toBeTruthy();
    expect(sent(LIST)[0]).toMatchObject({ page: { pageIndex: 1 } });
    const sortable = [...document.querySelectorAll('.ant-table-column-has-sorters')].map(
      (th) => th.textContent,
    );
    expect(sortable).toEqual(['时间']);
    expect(button('导出')).toBeTruthy();
  });

  it('reads the filters from the URL and sends them', async () => {
    loginAs(['BigBoss']);
    serve({ [LIST]: { requestList: [row], totalRec: 1, pageIndex: 1, pageSize: 25, totals: {} } });
    renderScreen(
      <AuditLogPage />,
      '/audit-log?entity=user&record=zhangsan&dateStart=20261101&dateEnd=20261130',
    );
    await screen.findByText('姓名：张三 → 张四');
    expect(sent(LIST)[0]).toMatchObject({
      queryParameterVo: { entity: 'user', record: 'zhangsan', dateStart: '20261101', dateEnd: '20261130' },
    });
  });

  it('opens one event in full: each field before → after, and both states whole', async () => {
    loginAs(['BigBoss']);
    serve({
      [LIST]: { requestList: [row], totalRec: 1, pageIndex: 1, pageSize: 25, totals: {} },
      [DETAIL]: detail,
    });
    renderScreen(<AuditLogPage />, '/audit-log');
    await screen.findByText('姓名：张三 → 张四');
    await userEvent.click(button('详情'));
    const drawer = within(await screen.findByTestId('audit-event-detail'));
    expect(sent(DETAIL)).toEqual([{ id: '41' }]);
    const nameRow = within(drawer.getByText('姓名').closest('tr')!);
    expect(nameRow.getByText('张三')).toBeTruthy();
    expect(nameRow.getByText('张四')).toBeTruthy();
    expect(within(drawer.getByText('手机').closest('tr')!).getByText('（空）')).toBeTruthy();
    expect(drawer.getByText('req-7')).toBeTruthy();
    await userEvent.click(drawer.getByText('修改前（完整内容）'));
    await waitFor(() => expect(drawer.getByText(/"realName": "张三"/)).toBeTruthy());
  });
});
