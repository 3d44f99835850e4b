import { screen, waitFor, within } from '@testing-library/react';
import type { BatchTraceAnswer, TraceNode } from '@tiangong/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUserInfo } from '../../shell/user-store';
import { userFixture } from '../../test/user-fixture';
import { renderScreen, sent, serve } from '../admin/admin-testing';
import BatchTracePage from './BatchTracePage';
import { TRACE } from './batch-trace-api';

vi.mock('../../api/http', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const KG = 1_000_000;
const node = (n: Partial<TraceNode> & Pick<TraceNode, 'key' | 'kind' | 'number'>): TraceNode => ({
  label: null,
  date: null,
  qty: null,
  party: null,
  docKey: null,
  docId: null,
  itemId: null,
  children: [],
  ...n,
});
const answer: BatchTraceAnswer = {
  root: node({
    key: 'root',
    kind: 'PRODUCT_BATCH',
    number: 'SC20261128001',
    label: 'SJ-R101-01 红色色浆',
    itemId: 5,
  }),
  backward: [
    node({
      key: 'p',
      kind: 'PACKING',
      number: 'SCBZ20261128001',
      date: '20261128',
      qty: 50 * KG,
      docKey: 'manufacture-packaging',
      docId: 4,
    }),
    node({
      key: 'f',
      kind: 'FEEDING',
      number: 'SC20261128001',
      label: '配方 PF-TRACE-01 第1版',
      qty: 50 * KG,
      docKey: 'manufacture-feeding',
      docId: 3,
      children: [
        node({
          key: 'm',
          kind: 'MATERIAL_BATCH',
          number: 'TR-A',
          label: 'YL-PR101 氧化铁红',
          qty: 20 * KG,
          itemId: 7,
          children: [
            node({
              key: 'w',
              kind: 'WAREHOUSE_IN',
              number: 'RK20261128001',
              party: '江苏双乐颜料股份有限公司（供应商批号 SA-77）',
              qty: 20 * KG,
              docKey: 'material-warehouse-in',
              docId: 11,
            }),
          ],
        }),
      ],
    }),
  ],
  forward: [
    node({
      key: 'd',
      kind: 'DELIVERY',
      number: 'XSCK20261128001',
      party: '华东涂料有限公司',
      qty: 20 * KG,
      docKey: 'sales-delivery',
      docId: 9,
    }),
  ],
  hiddenSides: [],
  hiddenDocuments: 1,
};

const menus = (...urls: string[]) =>
  userFixture({
    menuList: [
      {
        menuId: 1,
        menuName: '库存',
        menuUrl: '',
        state: '',
        subMenuList: urls.map((menuUrl, i) => ({ menuId: 10 + i, menuName: menuUrl, menuUrl, state: '' })),
      },
    ],
  });

describe('批次追溯', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setUserInfo(menus('/batch-trace', '/manufacture-feeding', '/salesOdo'));
    serve({ [TRACE]: answer });
  });

  it('traces the batch the address names: both directions as trees, each node opening its document or batch', async () => {
    renderScreen(<BatchTracePage />, '/batch-trace?productId=5&batchNo=SC20261128001');
    const back = await screen.findByTestId('trace-backward');
    expect(sent(TRACE)).toEqual([{ kind: 'PRODUCT', itemId: 5, batchNo: 'SC20261128001' }]);
    await waitFor(() =>
      expect(within(back).getByRole('link', { name: 'SC20261128001' }).getAttribute('href')).toBe(
        '/manufacture-feeding/detail?id=3',
      ),
    );
    expect(within(back).getByText('配方 PF-TRACE-01 第1版')).toBeTruthy();
    // A material batch opens its own trace; the supplier and its batch are read on the warehouse-in.
    expect(within(back).getByRole('link', { name: 'TR-A' }).getAttribute('href')).toBe(
      '/batch-trace?materielId=7&batchNo=TR-A',
    );
    expect(within(back).getByText('江苏双乐颜料股份有限公司（供应商批号 SA-77）')).toBeTruthy();
    // A document whose screen the reader's menus lack is read as text, not a link.
    expect(within(back).queryByRole('link', { name: 'RK20261128001' })).toBeNull();
    expect(within(back).getByText('RK20261128001')).toBeTruthy();
    const forward = screen.getByTestId('trace-forward');
    expect(within(forward).getByRole('link', { name: 'XSCK20261128001' }).getAttribute('href')).toBe(
      '/salesOdo/detail?id=9',
    );
    expect(within(forward).getByText('华东涂料有限公司')).toBeTruthy();
    expect(within(forward).getByText('20.000 kg')).toBeTruthy();
    expect(screen.getByText('另有1张其他客户的单据，您无权查看')).toBeTruthy();
  });

  it('says what would appear before a batch is chosen, and where a direction has nothing', async () => {
    const { unmount } = renderScreen(<BatchTracePage />, '/batch-trace');
    expect(await screen.findByText(/选择产品或物料并输入批号后追溯/)).toBeTruthy();
    expect(sent(TRACE)).toEqual([]);
    expect(screen.getByRole('button', { name: /追\s*溯/ }).hasAttribute('disabled')).toBe(true);
    unmount();
    serve({
      [TRACE]: {
        ...answer,
        root: node({ key: 'root', kind: 'MATERIAL_BATCH', number: 'TR-A', itemId: 7 }),
        forward: [],
        hiddenDocuments: 0,
        hiddenSides: ['PRODUCT'],
      },
    });
    renderScreen(<BatchTracePage />, '/batch-trace?materielId=7&batchNo=TR-A');
    expect(await screen.findByText('没有去向记录：该批次尚未被投料使用')).toBeTruthy();
    expect(sent(TRACE)).toEqual([{ kind: 'MATERIAL', itemId: 7, batchNo: 'TR-A' }]);
    expect(screen.getByText('您无权查看产品库存：产品批次的包装、出库、退货及投诉未显示')).toBeTruthy();
  });
});
