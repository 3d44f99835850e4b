import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, supplier } from '@tiangong/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiDownload } from '../api/http';
import { removeModals } from '../widgets/testing';
import { DocumentListPage } from './DocumentListPage';
import {
  button,
  currentUrl,
  hasButton,
  headers,
  loginAs,
  page,
  pick,
  productRow,
  renderScreen,
  rowOf,
  sent,
  serve,
  supplierRow,
} from './documents-testing';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

const LIST = '/base/queryProductPageList';
const columnHeader = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')].find((th) => th.textContent === title)!;
const rows = [
  productRow(),
  productRow({
    id: 2,
    code: 'P002',
    name: '铁红色浆',
    basePrice: 8_000_000,
    status: 'DISCARDED',
    version: 5,
  }),
];

function serveProducts(extra: Record<string, unknown> = {}) {
  serve({
    [LIST]: page(rows),
    '/base/queryProductTypePageList': page([
      { id: 3, code: 'BL', name: '蓝色系', status: 'EBL', version: 1 },
    ]),
    '/base/queryProductTypeDetail': { id: 3, code: 'BL', name: '蓝色系', status: 'EBL', version: 1 },
    ...extra,
  });
}

describe('generic list (产品)', () => {
  beforeEach(() => {
    loginAs(['SuperAdmin']);
    serveProducts();
  });
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('renders the declared columns with labels, scaled prices and status tags', async () => {
    renderScreen(<DocumentListPage def={product} />, '/product');
    expect(await screen.findByText('酞菁蓝色浆')).toBeTruthy();
    expect(headers()).toEqual([
      '',
      '产品编码',
      '产品名称',
      '产品类别',
      '等级',
      '规格型号',
      '计量单位',
      '包装规格',
      '基础价格（元/kg）',
      '色号/颜料索引',
      '状态',
      '操作',
    ]);
    // Scrolling sideways on a 1024 px screen keeps the code on the left, status and buttons on the right.
    expect(columnHeader('产品编码').className).toContain('ant-table-cell-fix-start');
    expect(columnHeader('状态').className).toContain('ant-table-cell-fix-end');
    expect(columnHeader('操作').className).toContain('ant-table-cell-fix-end');
    expect(columnHeader('产品名称').className).not.toContain('ant-table-cell-fix');
    const first = rowOf('酞菁蓝色浆');
    expect(within(first).getByText('BL 蓝色系')).toBeTruthy();
    expect(within(first).getByText('KG 千克')).toBeTruthy();
    expect(within(first).getByText('12.500000').closest('td')?.style.textAlign).toBe('right');
    expect(within(first).getByText('启用').className).toContain('ant-tag');
    // Only the transitions whose `from` holds the row's status; a discarded row is not edited.
    expect(button('停用', first)).toBeTruthy();
    expect(hasButton('启用', first)).toBe(false);
    const second = rowOf('铁红色浆');
    expect(within(second).getByText('停用').className).toContain('ant-tag');
    expect(button('启用', second)).toBeTruthy();
    expect(hasButton('编辑', second)).toBe(false);
    expect(button('编辑', first)).toBeTruthy();
    // Master data has no draft status, so nothing is ever deleted.
    expect(hasButton('删除')).toBe(false);
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });

  it('reads filters, page and sort from the URL and sends them', async () => {
    renderScreen(
      <DocumentListPage def={product} />,
      '/product?code=P0&productTypeId=3&status=EBL&pageIndex=2&sort=name&order=desc',
    );
    await screen.findByText('酞菁蓝色浆');
    expect(sent(LIST)[0]).toEqual({
      page: { pageIndex: 2, pageSize: 10 },
      queryParameterVo: { code: 'P0', productTypeId: 3, status: 'EBL' },
      sort: { field: 'name', order: 'desc' },
    });
    expect((screen.getByPlaceholderText('请输入产品编码') as HTMLInputElement).value).toBe('P0');
    // The ref filter read from the URL shows its label, asked of the target's detail.
    expect(await screen.findByTitle('BL 蓝色系')).toBeTruthy();
  });

  it('查询 puts the filters in the URL from page 1; sorting a column sends sort; 重置 clears', async () => {
    renderScreen(<DocumentListPage def={product} />, '/product?pageIndex=3');
    await screen.findByText('酞菁蓝色浆');
    expect(sent(LIST)[0]).toEqual({
      page: { pageIndex: 3, pageSize: 10 },
      queryParameterVo: { status: 'ALL' },
    });
    fireEvent.change(screen.getByPlaceholderText('请输入产品名称'), { target: { value: '色浆' } });
    await pick('状态', '停用');
    fireEvent.click(button('查询'));
    await waitFor(() => expect(sent(LIST)).toHaveLength(2));
    expect(sent(LIST)[1]).toEqual({
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: { name: '色浆', status: 'DISCARDED' },
    });
    expect(currentUrl()).toBe('/product?name=%E8%89%B2%E6%B5%86&status=DISCARDED');

    fireEvent.click(columnHeader('等级'));
    await waitFor(() => expect(sent(LIST)).toHaveLength(3));
    expect(sent(LIST)[2]).toMatchObject({ sort: { field: 'level', order: 'asc' } });
    expect(currentUrl()).toContain('sort=level&order=asc');

    fireEvent.click(button('重置'));
    await waitFor(() => expect(currentUrl()).toBe('/product?sort=level&order=asc'));
    expect(sent(LIST).at(-1)).toEqual({
      page: { pageIndex: 1, pageSize: 10 },
      queryParameterVo: { status: 'ALL' },
      sort: { field: 'level', order: 'asc' },
    });
  });

  it('a transition asks for confirmation, then posts {id, version, action} and reloads', async () => {
    serveProducts({ '/base/changeProductState': { id: 1, status: 'DISCARDED' } });
    renderScreen(<DocumentListPage def={product} />, '/product');
    await screen.findByText('酞菁蓝色浆');
    await userEvent.click(button('停用', rowOf('酞菁蓝色浆')));
    expect(await screen.findByText('确认停用产品？')).toBeTruthy();
    expect(sent('/base/changeProductState')).toHaveLength(0);
    await userEvent.click(button('确定'));
    await waitFor(() =>
      expect(sent('/base/changeProductState')).toEqual([{ id: 1, version: 2, action: 'INVALIDATE' }]),
    );
    await waitFor(() => expect(sent(LIST)).toHaveLength(2));
    expect(await screen.findByText('停用成功')).toBeTruthy();
  });

  it('a cancelled transition sends nothing', async () => {
    renderScreen(<DocumentListPage def={product} />, '/product');
    await screen.findByText('铁红色浆');
    await userEvent.click(button('启用', rowOf('铁红色浆')));
    expect(await screen.findByText('确认启用产品？')).toBeTruthy();
    await userEvent.click(button('取消'));
    expect(sent('/base/changeProductState')).toHaveLength(0);
  });

  it('批量打印 prints one form per selected row, from their details', async () => {
    serveProducts({
      '/base/queryProductDetail': ({ id }: Record<string, unknown>) =>
        rows.map((r) => ({ ...r, remark: `备注${r.id}` })).find((r) => r.id === id),
    });
    renderScreen(<DocumentListPage def={product} />, '/product');
    await screen.findByText('酞菁蓝色浆');
    expect(button('批量打印')).toHaveProperty('disabled', true);
    await userEvent.click(within(rowOf('酞菁蓝色浆')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('铁红色浆')).getByRole('checkbox'));
    expect(screen.getByText('已选 2 条')).toBeTruthy();
    await userEvent.click(button('批量打印'));
    const forms = await screen.findAllByTestId('print-form');
    expect(forms).toHaveLength(2);
    expect(sent('/base/queryProductDetail')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(within(forms[0]).getByText('产品资料')).toBeTruthy();
    expect(within(forms[0]).getByText('P001')).toBeTruthy();
    expect(within(forms[0]).getByText('备注1')).toBeTruthy();
    expect(within(forms[1]).getByText('铁红色浆')).toBeTruthy();
    expect(button('打印')).toBeTruthy();
    await userEvent.click(button('关闭'));
    expect(screen.queryAllByTestId('print-form')).toHaveLength(0);
  });

  it('列设置 hides a column and remembers it per user and document', async () => {
    const view = renderScreen(<DocumentListPage def={product} />, '/product');
    await screen.findByText('酞菁蓝色浆');
    await userEvent.click(button('列设置'));
    await userEvent.click(await screen.findByRole('checkbox', { name: '规格型号' }));
    await waitFor(() => expect(headers()).not.toContain('规格型号'));
    expect(JSON.parse(localStorage.getItem('columns:tester:product') ?? '[]')).toEqual(['spec']);
    view.unmount();
    renderScreen(<DocumentListPage def={product} />, '/product');
    await screen.findByText('酞菁蓝色浆');
    expect(headers()).not.toContain('规格型号');
    expect(headers()).toContain('等级');
  });
});

describe('generic list: permissions', () => {
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('hides a column whose field needs a permission the role lacks', async () => {
    serveProducts();
    loginAs(['TechnicalManager']);
    const view = renderScreen(<DocumentListPage def={product} />, '/product');
    await screen.findByText('酞菁蓝色浆');
    expect(headers()).not.toContain('基础价格（元/kg）');
    expect(headers()).toContain('产品名称');
    view.unmount();

    loginAs(['SaleDerictor']);
    renderScreen(<DocumentListPage def={product} />, '/product');
    await screen.findByText('酞菁蓝色浆');
    expect(headers()).toContain('基础价格（元/kg）');
  });

  it('shows 导出 only with the EXPORT state of the screen menu, and exports with the filters', async () => {
    serve({ '/purchase/querySupplierPageList': page([supplierRow()]) });
    loginAs(['Purchaser']);
    const view = renderScreen(<DocumentListPage def={supplier} />, '/supplier');
    await screen.findByText('上海颜料化工有限公司');
    expect(hasButton('导出')).toBe(false);
    expect(hasButton('批量导出')).toBe(false);
    view.unmount();

    loginAs(['Purchaser'], ['/supplier']);
    renderScreen(<DocumentListPage def={supplier} />, '/supplier?contact=%E7%8E%8B');
    await screen.findByText('上海颜料化工有限公司');
    await userEvent.click(button('导出'));
    expect(vi.mocked(apiDownload)).toHaveBeenCalledWith(
      '/purchase/exportSupplierList',
      { page: { pageIndex: 1, pageSize: 10 }, queryParameterVo: { contact: '王', status: 'ALL' } },
      '供应商.xlsx',
    );
    // 批量导出: the selected rows only.
    expect(button('批量导出')).toHaveProperty('disabled', true);
    await userEvent.click(within(rowOf('上海颜料化工有限公司')).getByRole('checkbox'));
    await userEvent.click(button('批量导出'));
    expect(vi.mocked(apiDownload)).toHaveBeenLastCalledWith(
      '/purchase/exportSupplierList',
      { page: { pageIndex: 1, pageSize: 10 }, queryParameterVo: { contact: '王', status: 'ALL' }, ids: [11] },
      '供应商.xlsx',
    );
  });

  it('offers 新建, 导入, 下载模板 and transitions only with the edit permission', async () => {
    serve({ '/purchase/querySupplierPageList': page([supplierRow()]) });
    loginAs(['Store']);
    const view = renderScreen(<DocumentListPage def={supplier} />, '/supplier');
    await screen.findByText('上海颜料化工有限公司');
    for (const name of ['新建', '导入', '下载模板', '编辑', '停用']) expect(hasButton(name)).toBe(false);
    expect(button('查看')).toBeTruthy();
    view.unmount();

    loginAs(['Purchaser']);
    renderScreen(<DocumentListPage def={supplier} />, '/supplier');
    await screen.findByText('上海颜料化工有限公司');
    for (const name of ['新建', '导入', '编辑', '停用']) expect(button(name)).toBeTruthy();
    expect(button('下载模板').getAttribute('href')).toBe('/api/purchase/downloadSupplierTemplate');
  });

  it('查看 opens the detail route with the id', async () => {
    serve({ '/purchase/querySupplierPageList': page([supplierRow()]) });
    loginAs(['Purchaser']);
    renderScreen(<DocumentListPage def={supplier} />, '/supplier');
    await screen.findByText('上海颜料化工有限公司');
    await userEvent.click(button('查看'));
    expect(currentUrl()).toBe('/supplier/detail?id=11');
  });
});
