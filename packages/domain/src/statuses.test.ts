import { describe, expect, it } from 'vitest';
import { dailyReportLabelReadings, statusCatalogues, statusFilterOptions, statusLabel } from './statuses.ts';

describe('SPEC §4 status catalogues', () => {
  it('labels every option in Chinese', () => {
    for (const cat of Object.values(statusCatalogues)) {
      for (const o of cat.options)
        expect(o.label, `${cat.key}.${o.value}`).toMatch(/[\u4e00-\u9fa5]|^[A-Z]+$/);
    }
    expect(statusLabel('sales-order', 'DELIVERY_PENDING')).toBe('待发货');
    expect(statusLabel('warehouse-acceptance', 'ACCEPTANCE_CONCESSIOND')).toBe('让步接收');
  });

  it('starts filters with 全部 unless told not to', () => {
    expect(statusFilterOptions('warehouse-in')[0]).toEqual({ value: 'ALL', label: '全部' });
    expect(statusFilterOptions('warehouse-in', { showAll: false }).map((o) => o.value)).toEqual([
      'IN_PUT_WAREHOUSE_PENDING',
      'IN_PUT_WAREHOUSE',
      'DISCARDED',
    ]);
    expect(statusFilterOptions('customer')[0]).toEqual({ value: '', label: '全部' });
  });

  it('hides the first two purchase-apply options from the purchasing department', () => {
    const values = (inPurchasing: boolean) =>
      statusFilterOptions('purchase-apply', { inPurchasing }).map((o) => o.value);
    expect(values(false)).toEqual([
      'ALL',
      'APPROVAL_PENDING',
      'APPROVAL_NOT_APPROVED',
      'ORDER_PENDING',
      'ORDERED',
      'DISCARDED',
      'DONE',
    ]);
    expect(values(true)).toEqual(['ALL', 'ORDER_PENDING', 'ORDERED', 'DISCARDED', 'DONE']);
  });

  it('records both readings of the daily-report labels and shows the value’s own meaning', () => {
    expect(dailyReportLabelReadings.asObserved.APPROVAL_APPROVED).toBe('未通过');
    expect(statusLabel('daily-report', 'APPROVAL_APPROVED')).toBe('已通过');
    expect(statusLabel('daily-report', 'APPROVAL_NOT_APPROVED')).toBe('未通过');
  });
});
