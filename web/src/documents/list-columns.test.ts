import { materialWarehouseIn } from '@tiangong/domain';
import { describe, expect, it } from 'vitest';
import { buildColumns } from './list-columns';

describe('list columns', () => {
  it('keeps the number, dates and the status on one line; other cells may wrap', () => {
    const keys = ['number', 'inDate', 'supplierId', 'status'];
    const columns = buildColumns(materialWarehouseIn, keys, undefined);
    const nowrap = Object.fromEntries(columns.map((c) => [c.key, c.className === 'tg-nowrap']));
    expect(nowrap).toEqual({ number: true, inDate: true, supplierId: false, status: true });
  });
});
