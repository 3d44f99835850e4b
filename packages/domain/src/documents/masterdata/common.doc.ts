import { defineMasterData } from '../define.ts';
import { enumOf, quantity, ref, text } from '../fields.ts';

/** Regions (地区): country, province, city as a tree. */
export const location = defineMasterData({
  key: 'location',
  title: '地区',
  table: 'md_locations',
  screen: '/location',
  name: 'Region',
  edit: 'common-basics-edit',
  fields: {
    code: text('地区编码', { required: true, unique: true, max: 20, immutable: true }),
    name: text('地区名称', { required: true, max: 50 }),
    parentId: ref('location', '上级地区'),
    level: text('级别', { max: 10, help: '国家、省、市' }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'parentId', 'status'],
  columns: ['code', 'name', 'parentId', 'level', 'status'],
  sort: 'code',
});

export const express = defineMasterData({
  key: 'express',
  title: '快递物流',
  table: 'md_expresses',
  screen: '/express',
  name: 'Express',
  edit: 'sales-basics-edit',
  fields: {
    code: text('承运商编码', { required: true, unique: true, max: 30, immutable: true }),
    name: text('承运商名称', { required: true, max: 50 }),
    contact: text('联系人', { max: 30 }),
    phone: text('电话', { max: 30, format: 'digitsAndHyphens' }),
    website: text('查询网址', { max: 200 }),
    waybillLayout: enumOf('waybillLayout', '面单版式', {
      help: '打印快递面单时按该承运商的纸质面单版式排版；其他承运商用通用面单',
    }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'status'],
  columns: ['code', 'name', 'contact', 'phone', 'website', 'waybillLayout', 'status'],
  sort: 'code',
});

/** Sales channels (销售渠道): where leads and customers come from. */
export const channel = defineMasterData({
  key: 'channel',
  title: '销售渠道',
  table: 'md_channels',
  screen: '/channel',
  name: 'SaleSource',
  prefix: '/sales',
  edit: 'sales-basics-edit',
  fields: {
    code: text('渠道编码', { required: true, unique: true, max: 30, immutable: true }),
    name: text('渠道名称', { required: true, max: 50 }),
    remark: text('备注', { max: 200, multiline: true }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'status'],
  columns: ['code', 'name', 'remark', 'status'],
  sort: 'code',
});

/** Units of measure with their conversion to the base unit of their dimension (kg, L, 个). */
export const unit = defineMasterData({
  key: 'unit',
  title: '计量单位',
  table: 'md_units',
  screen: '/unit',
  name: 'Unit',
  edit: 'common-basics-edit',
  fields: {
    code: text('单位编码', { required: true, unique: true, max: 10, immutable: true }),
    name: text('单位名称', { required: true, max: 20 }),
    dimension: enumOf('unitDimension', '量纲', { required: true, immutable: true }),
    ratio: quantity('换算为基本单位', {
      required: true,
      decimals: 6,
      help: '1 本单位 = ? 基本单位（kg、L 或 个）',
    }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'dimension', 'status'],
  columns: ['code', 'name', 'dimension', 'ratio', 'status'],
  sort: 'code',
});
