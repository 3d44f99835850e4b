import { materialWarehouseIn, salesWriteOff } from '@tiangong/domain';
import { describe, expect, it } from 'vitest';
import { buildColumns, listScroll } from './list-columns';

describe('list columns', () => {
  it('keeps the number, dates and the status on one line; other cells may wrap', () => {
    const keys = ['number', 'inDate', 'supplierId', 'status'];
    const columns = buildColumns(materialWarehouseIn, keys, undefined);
    const nowrap = Object.fromEntries(columns.map((c) => [c.key, c.className === 'tg-nowrap']));
    expect(nowrap).toEqual({ number: true, inDate: true, supplierId: false, status: true });
  });

  it('holds each column at the narrowest the sideways scroll counts on (issue 35 item 11)', () => {
    const keys = salesWriteOff.list.columns.slice();
    const columns = buildColumns(salesWriteOff, keys, undefined);
    const min = columns.map((c) => {
      const cell = c.onHeaderCell?.({}) as { style?: { minWidth?: number } } | undefined;
      return cell?.style?.minWidth ?? 0;
    });
    // 期初应收 keeps a reference's width (six characters), not one character a line.
    expect(min[keys.indexOf('openingId')]).toBe(96);
    expect(min[keys.indexOf('amount')]).toBe(88);
    // What the columns hold together is the scroll's width: past the screen, the list scrolls.
    expect(min.reduce((a, b) => a + b, 0)).toBe(listScroll(salesWriteOff, keys).x);
  });
});
