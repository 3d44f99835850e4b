import { defineMasterData } from '../define.ts';
import { percent, rate, ref, text } from '../fields.ts';

export const currency = defineMasterData({
  key: 'currency',
  title: '币种',
  table: 'md_currencies',
  screen: '/currency',
  name: 'Currency',
  edit: 'finance-basics-edit',
  fields: {
    code: text('币种代码', {
      required: true,
      unique: true,
      max: 3,
      immutable: true,
      help: 'ISO 4217，如 CNY、USD、EUR',
    }),
    name: text('币种名称', { required: true, max: 20 }),
    symbol: text('符号', { max: 5 }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'status'],
  columns: ['code', 'name', 'symbol', 'status'],
  sort: 'code',
});

/** Monthly exchange rate to CNY (×10,000) and tax rate (×100) per currency. */
export const exchangeTaxRate = defineMasterData({
  key: 'exchange-tax-rate',
  title: '汇率税率',
  table: 'md_exchange_tax_rates',
  screen: '/exchange-tax-rate',
  name: 'ExchangeTaxRate',
  prefix: '/finance',
  edit: 'finance-basics-edit',
  fields: {
    currencyId: ref('currency', '币种', { required: true }),
    month: text('月份', { required: true, max: 6, format: 'digits', help: '格式 yyyymm，如 202611' }),
    exchangeRate: rate('汇率（1外币兑人民币）', { required: true }),
    taxRate: percent('税率（%）', { required: true }),
    remark: text('备注', { max: 200 }),
  },
  display: ['month'],
  filters: ['currencyId', 'month', 'status'],
  columns: ['currencyId', 'month', 'exchangeRate', 'taxRate', 'remark', 'status'],
  sort: 'month',
});
