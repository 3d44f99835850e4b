import { amount, bool, date, enumOf, int, price, quantity, ref, text } from '@tiangong/domain';
import { describe, expect, it } from 'vitest';
import {
  cellValueFromText,
  isBlankLine,
  isSheetText,
  itemTotals,
  linesToFormValues,
  linesToPayload,
  parseClipboard,
  parseDateText,
} from './items';

describe('line-item rules', () => {
  it('reads text copied from Excel: tabs, CRLF rows, quoted cells, the last line break dropped', () => {
    expect(parseClipboard('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseClipboard('"两行\n文字"\t"引号""内"\n\tx')).toEqual([
      ['两行\n文字', '引号"内'],
      ['', 'x'],
    ]);
    expect(parseClipboard('M001\r\n')).toEqual([['M001']]);
    expect(isSheetText('M001\r\n')).toBe(true);
    expect(isSheetText('M001 钛白粉')).toBe(false);
  });

  it('turns pasted cells into wire values', () => {
    expect(cellValueFromText(quantity('数量'), '1,234.5678')).toBe(1_234_568_000);
    expect(cellValueFromText(price('单价', { permission: 'public' }), '￥12.5')).toBe(12_500_000);
    expect(cellValueFromText(amount('金额', { permission: 'public' }), '')).toBeUndefined();
    expect(cellValueFromText(int('件数'), '12')).toBe(12);
    expect(cellValueFromText(text('说明'), '  首批 ')).toBe('首批');
    expect(cellValueFromText(bool('加急'), '是')).toBe(true);
    expect(cellValueFromText(bool('加急'), '')).toBe(false);
    expect(cellValueFromText(enumOf('recipeType', '类型'), '生产')).toBe('PRODUCTION');
    expect(cellValueFromText(date('日期'), '2026/3/5')).toBe('20260305');
    expect(parseDateText('2026-02-30')).toBeUndefined();
    expect(parseDateText('20260315')).toBe('20260315');
    expect(parseDateText('2026年3月15日')).toBe('20260315');
  });

  it('sums quantities and amounts exactly, keeps ids, drops blank lines', () => {
    const fields = Object.entries({
      materielId: ref('materiel', '物料'),
      qty: quantity('数量'),
      price: price('单价', { permission: 'public' }),
      amount: amount('金额', { permission: 'public' }),
      urgent: bool('加急'),
    });
    const lines = linesToFormValues(fields, [
      { id: 2, lineNo: 2, materielId: 8, materielLabel: 'M002 炭黑', qty: 100_000, amount: 10_000 },
      {
        id: 1,
        lineNo: 1,
        materielId: 7,
        materielLabel: 'M001 钛白粉',
        qty: 1_000_000_000_000,
        amount: 5_000,
      },
    ]);
    expect(lines.map((l) => [l.id, l.materielLabel])).toEqual([
      [1, 'M001 钛白粉'],
      [2, 'M002 炭黑'],
    ]);
    expect(itemTotals(fields, lines)).toEqual({ qty: '1,000,000.100', amount: '0.02' });
    const blank = { materielId: undefined, qty: undefined, urgent: false };
    expect(isBlankLine(fields, blank)).toBe(true);
    expect(linesToPayload(fields, [...lines, blank, { qty: 5 }])).toEqual([
      { id: 1, materielId: 7, qty: 1_000_000_000_000, price: null, amount: 5_000, urgent: false },
      { id: 2, materielId: 8, qty: 100_000, price: null, amount: 10_000, urgent: false },
      { materielId: null, qty: 5, price: null, amount: null, urgent: false },
    ]);
  });
});
