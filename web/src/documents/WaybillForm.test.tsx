import { render, screen } from '@testing-library/react';
import { express, financeSetting, salesInvoice } from '@tiangong/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from './documents-testing';
import { destinationOf, type Shipment, WaybillForm, WaybillOf } from './WaybillForm';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));

const shipment: Shipment = {
  carrier: '顺丰速运',
  carrierPhone: '95338',
  waybillNo: 'SF1234567890123',
  date: '2026-11-20',
  sender: { name: '成品仓', contact: '李仓管', address: '江苏省苏州市工业园区星湖街1号' },
  receiver: { name: '立邦涂料（中国）有限公司', phone: '021-12345678', address: '上海市松江区茸北工业区' },
  pieces: '4',
  goods: '酞菁蓝色浆 100 kg',
  remark: '',
  reference: '销售出库单 CPCK20261120001',
};

describe('快递面单', () => {
  it('reads the destination box from the address as a clerk writes it', () => {
    expect(destinationOf('广东省深圳市南山区科技园')).toBe('广东省深圳市');
    expect(destinationOf('上海市松江区茸北工业区')).toBe('上海市');
    expect(destinationOf('内蒙古自治区呼和浩特市新城区')).toBe('内蒙古自治区呼和浩特市');
    expect(destinationOf('工业园区星湖街')).toBe('工业园区星湖');
  });

  it('draws 顺丰 with its band, barcode, destination, 收 above 寄 and the customer stub', () => {
    render(<WaybillOf layout="SF" shipment={shipment} />);
    const form = screen.getByTestId('waybill-SF');
    expect(form.textContent).toContain('顺丰速运');
    expect(form.textContent).toContain('运单号 SF1234567890123');
    expect(screen.getAllByRole('img', { name: '条码 SF1234567890123' })).toHaveLength(2);
    expect(form.textContent).toContain('上海市');
    const text = form.textContent ?? '';
    expect(text.indexOf('立邦涂料')).toBeLessThan(text.indexOf('李仓管'));
    expect(form.textContent).toContain('托寄物：酞菁蓝色浆 100 kg');
    expect(form.textContent).toContain('客户联 SF1234567890123');
    // The stub names the document shipped; no stray separator without a remark.
    expect(form.textContent).toContain('销售出库单 CPCK20261120001');
    expect(form.textContent).not.toContain('·');
  });

  it('draws 德邦 as its ruled grid with weight and volume left to write in', () => {
    render(
      <WaybillOf
        layout="DEPPON"
        shipment={{ ...shipment, carrier: '德邦物流', waybillNo: 'DPK300200100' }}
      />,
    );
    const form = screen.getByTestId('waybill-DEPPON');
    expect(form.textContent).toContain('德邦快递');
    expect(form.textContent).toContain('运输方式：精准卡航');
    const headers = [...form.querySelectorAll('th')];
    expect(headers.map((h) => h.textContent)).toContain('重量(kg)');
    expect(headers.find((h) => h.textContent === '重量(kg)')?.nextElementSibling?.textContent).toBe('');
    expect(headers.find((h) => h.textContent === '货物名称')?.nextElementSibling?.textContent).toContain(
      '酞菁蓝色浆',
    );
  });

  it('draws any other carrier as a generic slip under its own name, and says when there is no number', () => {
    render(<WaybillOf layout="GENERIC" shipment={{ ...shipment, carrier: '中通快递', waybillNo: '' }} />);
    const form = screen.getByTestId('waybill-GENERIC');
    expect(form.textContent).toContain('中通快递 快递单');
    expect(form.textContent).toContain('（未填运单号）');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('销售发票的快递面单 (the invoice mailed to the customer)', () => {
  afterEach(() => vi.clearAllMocks());

  it('is sent by the company kept in 财务设置, to the invoice’s receiver, with the invoice as contents', async () => {
    const path = (d: { api: { prefix: string; name: string } }, call: string) =>
      `${d.api.prefix}/${call.replace('$', d.api.name)}`;
    serve({
      [path(express, 'query$Detail')]: { id: 7, name: '顺丰速运', phone: '95338', waybillLayout: 'SF' },
      [path(financeSetting, 'query$PageList')]: {
        requestList: [
          {
            id: 2,
            senderName: '苏州天工新材料有限公司',
            senderContact: '钱会计',
            senderPhone: '0512-66668888',
            senderAddress: '江苏省苏州市工业园区星湖街1号',
            status: 'EBL',
          },
        ],
        totalRec: 1,
        pageIndex: 1,
        pageSize: 1,
      },
    });
    const waybill = salesInvoice.prints?.find((p) => p.waybill);
    expect(waybill?.title).toBe('快递面单');
    render(
      <WaybillForm
        def={salesInvoice}
        layout={waybill!}
        row={{
          id: 5,
          number: 'KP20261120001',
          status: 'UNVERIFIED',
          version: 2,
          invoiceDate: '20261120',
          invoiceNo: '44001299',
          expressId: 7,
          waybillNo: 'SF1400012345678',
          receiver: '赵经理',
          receiverPhone: '13812340001',
          receiverAddress: '江苏省常州市武进区绿杨路18号',
          items: [{ productId: 1, productLabel: 'CP001 酞菁蓝色浆', qty: 20_000_000 }],
        }}
      />,
    );
    const form = await screen.findByTestId('waybill-SF');
    await vi.waitFor(() => expect(form.textContent).toContain('苏州天工新材料有限公司'));
    const text = form.textContent ?? '';
    expect(text).toContain('运单号 SF1400012345678');
    expect(text).toContain('钱会计 0512-66668888');
    expect(text).toContain('江苏省苏州市工业园区星湖街1号');
    // 收 (the customer) above 寄 (the company); the contents are the invoice, not the goods.
    expect(text.indexOf('赵经理')).toBeLessThan(text.indexOf('苏州天工新材料有限公司'));
    expect(text).toContain('江苏省常州市');
    expect(text).toContain('托寄物：发票号码 44001299');
    // The stub names the invoice by its own title, not 出库单.
    expect(text).toContain('销售发票 KP20261120001');
    expect(text).not.toContain('出库单');
    expect(text).not.toContain('酞菁蓝色浆');
    // Only the latest enabled setting is asked for.
    const { apiPost } = await import('../api/http');
    expect(
      vi.mocked(apiPost).mock.calls.find(([p]) => p === path(financeSetting, 'query$PageList'))?.[1],
    ).toMatchObject({
      page: { pageIndex: 1, pageSize: 1 },
      queryParameterVo: { status: 'EBL' },
      sort: { field: 'id', order: 'desc' },
    });
  });
});
