import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { manualPurchaseOrder, purchaseOrder, purchaseRequest, viewDeclaration } from '@tiangong/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeModals } from '../widgets/testing';
import { DocumentDetailPage } from './DocumentDetailPage';
import { DocumentFormDrawer } from './DocumentForm';
import { documentPaths } from './doc-api';
import { documentScreens } from './document-screens';
import { documentDefs, documentViews } from './documentRegistry';
import {
  button,
  findButton,
  hasButton,
  headers,
  loginAs,
  page,
  renderScreen,
  sent,
  serve,
} from './documents-testing';
import { linkPaths } from './links';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

/**
 * Purchasing's screens built from declarations alone (issue 17): the manual orders are the order's
 * view (its records only, saved as 手工采购, no 选单 of applies or requests), and an order's or a
 * request's closing reads 完结 / 重新打开, offered to whoever the declaration lets close it.
 */
const ORDER = documentPaths(purchaseOrder);
const REQUEST = documentPaths(purchaseRequest);
const audit = { createBy: 'purchaser', createAt: '2026-11-14T02:00:00.000Z', modifyBy: null, modifyAt: null };

const orderRow = (status: string, closed = false) => ({
  id: 7,
  number: 'CG20261114001',
  orderDate: '20261114',
  supplierId: 11,
  supplierLabel: 'GYS005 江苏碳纳米科技',
  orderType: 'MANUAL',
  status,
  version: 4,
  ...audit,
  items: [
    { id: 71, lineNo: 1, materielId: 9, materielLabel: 'CNTY-MW 多壁碳纳米管', qty: 300_000_000, closed },
  ],
  progress: [],
  history: [],
  approvals: [],
});

describe('purchasing’s screens', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('lists only manual orders on /manual-purchase-order, its form without type or 选单', async () => {
    loginAs(['Purchaser']);
    serve({ [ORDER.list]: page([orderRow('ORDERED')]), [ORDER.save]: { id: 8 } });
    const screens = documentScreens(documentDefs, undefined, documentViews);
    const List = screens['/manual-purchase-order'];
    renderScreen(<List />, '/manual-purchase-order');
    await screen.findByText('CG20261114001');
    expect(screen.getByText('手工采购订单')).toBeTruthy();
    expect(sent(ORDER.list)[0]).toMatchObject({ queryParameterVo: { orderType: 'MANUAL' } });
    expect(headers()).not.toContain('订单类型');
    fireEvent.click(button('新建'));
    const drawer = (await screen.findByText('新建手工采购订单')).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).queryByText('订单类型')).toBeNull();
    // No 选单 from applies or requests: a spot buy is keyed by hand.
    expect(hasButton('选单（采购申请）', drawer)).toBe(false);
    expect(hasButton('选单（采购需求）', drawer)).toBe(false);
    expect(screens['/manual-purchase-order/manual-detail']).toBeTypeOf('function');
  });

  it('a new manual order is saved as 手工采购; an ordinary order offers 选单 of applies and requests', async () => {
    loginAs(['Purchaser']);
    serve({ [ORDER.save]: { id: 8 } });
    const initial = {
      values: {
        orderDate: '20261114',
        supplierId: 11,
        supplierLabel: 'GYS005 江苏碳纳米科技',
        remark: '急单',
      },
      items: [{ materielId: 9, materielLabel: 'CNTY-MW 多壁碳纳米管', qty: 300_000_000, price: 380_000_000 }],
    };
    const shown = viewDeclaration(purchaseOrder, manualPurchaseOrder);
    const saved = vi.fn();
    const { unmount } = renderScreen(
      <DocumentFormDrawer
        def={shown}
        fixed={manualPurchaseOrder.fixed}
        initial={initial}
        open
        onClose={() => {}}
        onSaved={saved}
      />,
    );
    fireEvent.click(
      button('保存', (await screen.findByText('新建手工采购订单')).closest('.ant-drawer') as HTMLElement),
    );
    await waitFor(() => expect(saved).toHaveBeenCalledWith(8));
    expect(sent(ORDER.save)[0]).toMatchObject({ orderType: 'MANUAL', supplierId: 11, remark: '急单' });
    unmount();
    renderScreen(<DocumentFormDrawer def={purchaseOrder} open onClose={() => {}} onSaved={saved} />);
    const drawer = (await screen.findByText('新建采购订单')).closest('.ant-drawer') as HTMLElement;
    expect(within(drawer).getByText('订单类型')).toBeTruthy();
    expect(hasButton('选单（采购申请）', drawer)).toBe(true);
    expect(hasButton('选单（采购需求）', drawer)).toBe(true);
  });

  it('the view hides the type and the source lines, and prints under its own title', () => {
    const shown = viewDeclaration(purchaseOrder, manualPurchaseOrder);
    expect(shown.key).toBe(purchaseOrder.key);
    expect(shown.fields).not.toHaveProperty('orderType');
    expect(shown.list.filters).not.toContain('orderType');
    expect(Object.keys(shown.items?.fields ?? {})).not.toContain('applyLineId');
    expect(shown.links ?? []).toEqual([]);
    expect(shown.print?.title).toBe('手工采购订单');
  });

  it('offers 完结 on a placed order and 重新打开 once it is closed, confirming in words', async () => {
    loginAs(['Purchaser']);
    const close = linkPaths(purchaseOrder).closeLines;
    serve({ [ORDER.detail]: orderRow('ORDERED'), [ORDER.files]: [], [close]: { id: 7, status: 'DONE' } });
    const { unmount } = renderScreen(
      <DocumentDetailPage def={purchaseOrder} />,
      '/purchase-order/detail?id=7',
    );
    fireEvent.click(await findButton('完结'));
    expect(await screen.findByText('确认完结采购订单？关闭后各行不能再验收、入库。')).toBeTruthy();
    fireEvent.click(button('确定'));
    await waitFor(() => expect(sent(close)).toEqual([{ id: 7, version: 4, closed: true }]));
    expect(hasButton('整单关闭')).toBe(false);
    unmount();
    serve({ [ORDER.detail]: orderRow('DONE', true), [ORDER.files]: [] });
    renderScreen(<DocumentDetailPage def={purchaseOrder} />, '/purchase-order/detail?id=7');
    expect(await findButton('重新打开')).toBeTruthy();
    expect(hasButton('完结')).toBe(false);
  });

  it('offers no 完结 on an order received in full: nothing is left to close', async () => {
    loginAs(['Purchaser']);
    const done = orderRow('DONE');
    done.items = done.items.map((l) => ({ ...l, acceptedQty: l.qty, inQty: l.qty }));
    serve({ [ORDER.detail]: done, [ORDER.files]: [] });
    renderScreen(<DocumentDetailPage def={purchaseOrder} />, '/purchase-order/detail?id=7');
    await screen.findByText('CG20261114001');
    expect(hasButton('完结')).toBe(false);
    expect(hasButton('关闭行')).toBe(false);
  });

  it('lets purchasing, not the requesting department, finish a request', async () => {
    const request = {
      id: 3,
      number: 'XQ20261114001',
      requestDate: '20261114',
      needDate: '20261130',
      reason: '试产',
      orderState: 'PARTIAL',
      status: 'APPROVED',
      version: 2,
      ...audit,
      items: [
        { id: 31, lineNo: 1, itemName: '导电炭黑', qty: 20_000_000, orderedQty: 5_000_000, closed: false },
      ],
      progress: [],
      history: [],
      approvals: [],
    };
    serve({ [REQUEST.detail]: request, [REQUEST.files]: [] });
    loginAs(['Purchaser']);
    const { unmount } = renderScreen(
      <DocumentDetailPage def={purchaseRequest} />,
      '/purchase-procurement/detail?id=3',
    );
    expect(await findButton('完结')).toBeTruthy();
    expect(screen.getByText('部分下单')).toBeTruthy();
    unmount();
    loginAs(['Store']);
    renderScreen(<DocumentDetailPage def={purchaseRequest} />, '/purchase-procurement/detail?id=3');
    await screen.findByText('XQ20261114001');
    expect(hasButton('完结')).toBe(false);
  });
});
