import { defineMasterData } from '../define.ts';
import { enumOf, text } from '../fields.ts';

/**
 * 客户 (SPEC /customer, calls under /customer/): the minimal customer master data that trusted
 * stock needs for its owner (issue 14). The CRM issue grows this same declaration (contacts,
 * addresses, salesman, freeze, public pool) and gives it its screen; until then it has no menu
 * entry (see `unlistedMasterData`), and its list, detail and lookups are the engine's.
 */
export const customer = defineMasterData({
  key: 'customer',
  title: '客户',
  table: 'md_customers',
  screen: '/customer',
  name: 'Customer',
  prefix: '/customer',
  edit: 'customer-edit',
  fields: {
    code: text('客户编码', { required: true, unique: true, max: 30, immutable: true }),
    name: text('客户名称', { required: true, unique: true, max: 100 }),
    shortName: text('简称', { max: 30 }),
    category: enumOf('customerCategory', '客户类别', { required: true }),
    taxNo: text('税号', { max: 30, list: false }),
    contact: text('联系人', { max: 30 }),
    phone: text('电话', { max: 30, format: 'digitsAndHyphens' }),
    address: text('地址', { max: 200 }),
    remark: text('备注', { max: 500, multiline: true, list: false }),
  },
  display: ['code', 'name'],
  filters: ['code', 'name', 'category', 'contact', 'status'],
  columns: ['code', 'name', 'shortName', 'category', 'contact', 'phone', 'address', 'status'],
  sort: 'code',
});
