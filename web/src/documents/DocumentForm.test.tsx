import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, supplier } from '@tiangong/domain';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../api/http';
import { removeModals } from '../widgets/testing';
import { DocumentFormDrawer, type DocumentFormDrawerProps } from './DocumentForm';
import {
  button,
  fieldErrors,
  loginAs,
  orderRow,
  page,
  pick,
  productRow,
  sent,
  serve,
  supplierRow,
  testOrder,
} from './documents-testing';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

function renderForm(props: Partial<DocumentFormDrawerProps> & Pick<DocumentFormDrawerProps, 'def'>) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <App>
      <DocumentFormDrawer open onClose={onClose} onSaved={onSaved} {...props} />
    </App>,
  );
  return { onSaved, onClose };
}

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

/** NumberInput commits on blur, as a user leaving the field. */
const typeNumber = (placeholder: string, value: string) => {
  const input = screen.getByPlaceholderText(placeholder);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('generic form', () => {
  beforeEach(() => loginAs(['SuperAdmin']));
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('asks for the required fields with 请输入 / 请选择', async () => {
    serve({});
    renderForm({ def: product });
    expect(screen.getByText('新建产品')).toBeTruthy();
    fireEvent.click(button('保存'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual(['请输入产品编码', '请输入产品名称', '请选择产品类别', '请选择计量单位']),
    );
    expect(sent('/base/addOrUpdateProduct')).toHaveLength(0);
  });

  it('checks formats and lengths with the exact Chinese messages', async () => {
    serve({});
    renderForm({ def: supplier });
    type('请输入供应商编码', 'S'.repeat(31));
    type('请输入供应商名称', '  ');
    type('请输入手机', '12345678901');
    type('请输入电话', '021 5555');
    type('请输入银行账号', '6222-0000');
    fireEvent.click(button('保存'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        '供应商编码不能超过30个字符',
        '请输入供应商名称',
        '请输入正确的手机号码',
        '只能输入数字和“-”',
      ]),
    );
    expect(sent('/purchase/addOrUpdateSupplier')).toHaveLength(0);
  });

  it('shows each text limit while typing: a counter, and no typing past it', async () => {
    serve({});
    renderForm({ def: supplier });
    const code = screen.getByPlaceholderText('请输入供应商编码');
    expect(code.getAttribute('maxlength')).toBe('30');
    type('请输入供应商编码', 'S001');
    expect(code.closest('.ant-input-affix-wrapper')?.textContent).toContain('4 / 30');
    const remark = screen.getByPlaceholderText('请输入备注');
    expect(remark.getAttribute('maxlength')).toBe(String(supplier.fields.remark.max));
  });

  it('posts scaled integers, yyyymmdd dates, ref ids and nulls for empty fields', async () => {
    serve({
      '/purchase/querySupplierPageList': page([supplierRow()]),
      '/test/addOrUpdateOrder': { id: 77 },
    });
    const { onSaved } = renderForm({ def: testOrder });
    await pick('供应商', 'S001 上海颜料化工有限公司');
    const dateInput = screen.getByPlaceholderText('请选择订单日期');
    await userEvent.click(dateInput);
    await userEvent.type(dateInput, '2026-03-15{Enter}');
    typeNumber('请输入数量', '1,234.5678');
    typeNumber('请输入单价', '12.3456789');
    typeNumber('请输入税率', '13');
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(77));
    expect(sent('/test/addOrUpdateOrder')).toEqual([
      {
        number: null,
        supplierId: 11,
        orderDate: '20260315',
        qty: 1_234_568_000,
        price: 12_345_679,
        taxRate: 1300,
        urgent: false,
        remark: null,
      },
    ]);
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('edits: loads the record, keeps immutable fields disabled, sends id and version', async () => {
    serve({
      '/test/queryOrderDetail': orderRow(),
      '/test/addOrUpdateOrder': { id: 21 },
    });
    const { onSaved } = renderForm({ def: testOrder, id: 21 });
    expect(screen.getByText('编辑测试订单')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByPlaceholderText('请输入单号') as HTMLInputElement).value).toBe('CG20260105001'),
    );
    expect(screen.getByPlaceholderText('请输入单号')).toHaveProperty('disabled', true);
    expect(screen.getByTitle('S001 上海颜料化工有限公司')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByPlaceholderText('请选择订单日期') as HTMLInputElement).value).toBe('2026-01-05'),
    );
    expect((screen.getByPlaceholderText('请输入数量') as HTMLInputElement).value).toBe('1.5');
    type('请输入备注', '加急，周五前到货！');
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(21));
    expect(sent('/test/queryOrderDetail')).toEqual([{ id: 21 }]);
    expect(sent('/test/addOrUpdateOrder')).toEqual([
      {
        id: 21,
        version: 4,
        number: 'CG20260105001',
        supplierId: 11,
        orderDate: '20260105',
        qty: 1_500_000,
        price: 12_345_678,
        taxRate: 1300,
        urgent: true,
        remark: '加急，周五前到货！',
      },
    ]);
  });

  it('Enter moves to the next field, and in the last field saves', async () => {
    serve({ '/test/queryOrderDetail': orderRow(), '/test/addOrUpdateOrder': { id: 21 } });
    const { onSaved } = renderForm({ def: testOrder, id: 21 });
    await waitFor(() =>
      expect((screen.getByPlaceholderText('请输入数量') as HTMLInputElement).value).toBe('1.5'),
    );
    const qty = screen.getByPlaceholderText('请输入数量');
    qty.focus();
    fireEvent.keyDown(qty, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByPlaceholderText('请输入单价'));
    const remark = screen.getByPlaceholderText('请输入备注');
    remark.focus();
    fireEvent.change(remark, { target: { value: '好' } });
    fireEvent.keyDown(remark, { key: 'Enter' });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(21));
    expect(sent('/test/addOrUpdateOrder')[0]).toMatchObject({ remark: '好' });
  });

  it('saves once however often it is asked while the save is on its way, with a key per submission', async () => {
    let answer: (value: { id: number }) => void = () => {};
    serve({
      '/test/queryOrderDetail': orderRow(),
      '/test/addOrUpdateOrder': () => new Promise((resolve) => (answer = resolve)),
    });
    const { onSaved } = renderForm({ def: testOrder, id: 21 });
    await waitFor(() =>
      expect((screen.getByPlaceholderText('请输入数量') as HTMLInputElement).value).toBe('1.5'),
    );
    const remark = screen.getByPlaceholderText('请输入备注');
    fireEvent.keyDown(remark, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(sent('/test/addOrUpdateOrder')).toHaveLength(1));
    fireEvent.keyDown(remark, { key: 'Enter', ctrlKey: true });
    fireEvent.click(button('保存'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent('/test/addOrUpdateOrder')).toHaveLength(1);
    answer({ id: 21 });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    // The next submission is a new one, with a key of its own.
    serve({ '/test/queryOrderDetail': orderRow(), '/test/addOrUpdateOrder': { id: 21 } });
    fireEvent.keyDown(remark, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    const keys = vi
      .mocked(apiPost)
      .mock.calls.filter(([path]) => path === '/test/addOrUpdateOrder')
      .map(([, , opts]) => opts?.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('leaves out fields the role may not see', async () => {
    loginAs(['TechnicalManager']);
    serve({ '/base/queryProductDetail': productRow(), '/base/addOrUpdateProduct': { id: 1 } });
    const { onSaved } = renderForm({ def: product, id: 1 });
    await waitFor(() =>
      expect((screen.getByPlaceholderText('请输入产品名称') as HTMLInputElement).value).toBe('酞菁蓝色浆'),
    );
    expect(screen.queryByText('基础价格（元/kg）')).toBeNull();
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(1));
    expect(sent('/base/addOrUpdateProduct')[0]).not.toHaveProperty('basePrice');
    expect(sent('/base/addOrUpdateProduct')[0]).toMatchObject({
      id: 1,
      version: 2,
      productTypeId: 3,
      unitId: 1,
    });
  });
});
