import { fireEvent, render, waitFor } from '@testing-library/react';
import { materialAcceptance } from '@tiangong/domain';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeModals } from '../widgets/testing';
import { DocumentFormDrawer } from './DocumentForm';
import { documentPaths } from './doc-api';
import { button, loginAs, pick, sent, serve } from './documents-testing';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

const paths = documentPaths(materialAcceptance);
const KG = 1_000_000;

/** An acceptance waiting for its verdict, its first line judged 不合格 by hand, the second not yet. */
const pending = {
  id: 5,
  version: 2,
  number: 'YS20261127001',
  status: 'ACCEPTANCE_PENDING',
  acceptDate: '20261127',
  supplierId: 3,
  supplierIdLabel: 'GYS001 上海彩虹颜料',
  warehouseId: 2,
  warehouseIdLabel: 'YL 原料仓',
  purchaseOrderId: null,
  purchaseOrderNo: null,
  inspector: '张三',
  remark: null,
  items: [
    {
      id: 51,
      lineNo: 1,
      materielId: 7,
      materielIdLabel: 'YL-PB153 酞菁蓝',
      batchNo: 'B1',
      qty: 2 * KG,
      result: 'UNQUALIFIED',
    },
    {
      id: 52,
      lineNo: 2,
      materielId: 8,
      materielIdLabel: 'RJ-PG 丙二醇',
      batchNo: 'B2',
      qty: 3 * KG,
      result: null,
    },
  ],
};

const headers = () =>
  [...document.querySelectorAll('.tg-items-grid .ant-table-thead th')].map((th) => th.textContent);
const resultCell = (line: number) =>
  document.querySelector(`[data-line="${line}"][data-name="result"]`) as HTMLElement;

describe('物料验收单 form: 验收结果 line by line', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('shows each line’s 验收结果 by its label, offers the three results, and saves the codes', async () => {
    loginAs(['Store']);
    serve({ [paths.detail]: pending, [paths.save]: { id: 5 } });
    const onSaved = vi.fn();
    render(
      <App>
        <DocumentFormDrawer def={materialAcceptance} id={5} open onClose={vi.fn()} onSaved={onSaved} />
      </App>,
    );
    await waitFor(() => expect(resultCell(0)?.textContent).toBe('不合格'), { timeout: 5000 });
    expect(headers()).toContain('验收结果');
    // The column comes after the quantity, and 已入库数量 (kept by warehouse-ins) is not keyed here.
    expect(headers().indexOf('验收结果')).toBeGreaterThan(headers().indexOf('到货数量（kg）'));
    expect(headers()).not.toContain('已入库数量（kg）');
    expect(resultCell(1).textContent).toBe('');
    await pick('验收结果（第2行）', '让步接收');
    const offered = [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map(
      (o) => o.textContent,
    );
    expect(offered).toEqual(['合格', '不合格', '让步接收']);
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(5));
    const [body] = sent(paths.save) as { items: { id: number; result: string | null }[] }[];
    expect(body.items.map((l) => [l.id, l.result])).toEqual([
      [51, 'UNQUALIFIED'],
      [52, 'CONCESSION'],
    ]);
  }, 60_000);
});
