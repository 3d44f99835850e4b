import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { destinationOf, type Shipment, WaybillOf } from './WaybillForm';

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
  number: 'CPCK20261120001',
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
