import { materiel, product, supplier, unit } from '@tiangong/domain';
import { describe, expect, it } from 'vitest';
import { descriptionSpans } from './DocumentDetailPage';
import {
  displayText,
  formatBool,
  formatDate,
  formatField,
  formatKey,
  formatScaled,
  keyLabel,
  refLabelKey,
  statusOptionOf,
} from './formatters';

describe('formatters', () => {
  it('shows scaled integers with the decimals of their kind, exactly', () => {
    expect(formatScaled(12_500_000, 'price')).toBe('12.500000');
    expect(formatScaled(1_234_567_890, 'amount')).toBe('1,234.57');
    expect(formatScaled(177_765_720_000, 'amount')).toBe('177,765.72');
    expect(formatScaled(999_990_000, 'amount')).toBe('999.99');
    expect(formatScaled(1_500_000, 'quantity')).toBe('1.500');
    expect(formatScaled(1300, 'percent')).toBe('13.00');
    expect(formatScaled(71_234, 'rate')).toBe('7.1234');
    expect(formatScaled(-2_005_000, 'amount')).toBe('-2.01');
    expect(formatScaled(-1_234_000_000_000, 'amount')).toBe('-1,234,000.00');
    expect(formatScaled('9007199254740993000000', 'amount')).toBe('9,007,199,254,740,993.00');
    expect(formatScaled(null, 'price')).toBe('');
  });

  it('shows dates yyyy-mm-dd, booleans 是/否, and empty for nothing', () => {
    expect(formatDate('20260315')).toBe('2026-03-15');
    expect(formatDate(null)).toBe('');
    expect(formatBool(true)).toBe('是');
    expect(formatBool(false)).toBe('否');
    expect(formatBool(null)).toBe('');
  });

  it('reads refs from their label key, enums and statuses in Chinese', () => {
    expect(refLabelKey('productTypeId')).toBe('productTypeLabel');
    expect(refLabelKey('parent')).toBe('parentLabel');
    const row = {
      id: 1,
      status: 'DISCARDED',
      version: 1,
      unitId: 1,
      unitLabel: 'KG 千克',
      needInspection: true,
    };
    expect(formatField('unitId', product.fields.unitId, row)).toBe('KG 千克');
    expect(formatField('needInspection', materiel.fields.needInspection, row)).toBe('是');
    expect(formatField('dimension', unit.fields.dimension, { dimension: 'MASS' })).toBe('质量（kg）');
    expect(formatKey(product, 'status', row)).toBe('停用');
    expect(statusOptionOf(product, 'EBL')).toEqual({ value: 'EBL', label: '启用', color: 'green' });
    expect(statusOptionOf(product, 'UNKNOWN')).toEqual({ value: 'UNKNOWN', label: 'UNKNOWN' });
    expect(keyLabel(supplier, 'status')).toBe('状态');
    expect(keyLabel(supplier, 'mobile')).toBe('手机');
  });

  it('names a record by its display fields', () => {
    expect(displayText(product, { code: 'P001', name: '酞菁蓝色浆' })).toBe('P001 酞菁蓝色浆');
    expect(displayText(materiel, { code: 'M001' })).toBe('M001');
  });
});

describe('detail layout', () => {
  it('fills each line of two: a wide field alone, its left neighbour and the last field widened', () => {
    expect(descriptionSpans([false, false, false, true, false])).toEqual([1, 1, 2, 2, 2]);
    expect(descriptionSpans([false, true, false, false])).toEqual([2, 2, 1, 1]);
    expect(descriptionSpans([])).toEqual([]);
  });
});
