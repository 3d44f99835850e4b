import { render, screen, waitFor } from '@testing-library/react';
import { materialRequisition } from '@tiangong/domain';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeModals } from '../widgets/testing';
import { DocumentFormDrawer } from './DocumentForm';
import { loginAs, page, pick, sent, serve } from './documents-testing';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

/**
 * Issue 12's third dependent picker on a real declaration: a requisition's 领料人 waits for its
 * 领用部门, then offers only that department's staff.
 */
const STAFF = '/user/queryStaffLookupPageList';
const staff = [
  {
    id: 19,
    realName: '操作工（演示）',
    departmentName: '生产部',
    departmentId: 6,
    status: 'EBL',
    version: 1,
  },
  {
    id: 31,
    realName: '研发员（演示）',
    departmentName: '研发部',
    departmentId: 8,
    status: 'EBL',
    version: 1,
  },
];

describe('领料人 of the chosen 领用部门', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('waits for the department, then offers only its staff', async () => {
    loginAs(['StoreMaster']);
    serve({
      '/user/queryDepartmentLookupPageList': page([
        { id: 6, departmentName: '生产部', path: null, status: 'EBL', version: 1 },
        { id: 8, departmentName: '研发部', path: null, status: 'EBL', version: 1 },
      ]),
      [STAFF]: ({ queryParameterVo }: Record<string, unknown>) => {
        const { departmentId } = queryParameterVo as { departmentId?: number };
        return page(staff.filter((s) => departmentId === undefined || s.departmentId === departmentId));
      },
    });
    render(
      <App>
        <DocumentFormDrawer def={materialRequisition} open onClose={vi.fn()} onSaved={vi.fn()} />
      </App>,
    );
    const person = () => screen.getByRole('combobox', { name: '领料人' });
    expect(person().closest('.ant-select-disabled')).toBeTruthy();
    expect(person().closest('.ant-select')?.textContent).toContain('请先选择领用部门');
    await pick('领用部门', '研发部');
    await waitFor(() => expect(person().closest('.ant-select-disabled')).toBeNull());
    await pick('领料人', '研发员（演示）');
    expect(sent(STAFF).at(-1)).toMatchObject({ queryParameterVo: { departmentId: 8 } });
  });
});
