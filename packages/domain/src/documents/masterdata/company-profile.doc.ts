import { defineMasterData } from '../define.ts';
import { text } from '../fields.ts';

/**
 * 公司信息 (issue 35 item 8): the company as every outgoing print names it — 送货单, 采购订单,
 * 开票通知单, statements — its name, address, phone, 税号 and bank, kept in one place by the super
 * administrator. The latest enabled record counts (like 财务设置); a print made while none is kept
 * has no letterhead. Prints that leave the company say so with `PrintDef.letterhead`.
 */
export const companyProfile = defineMasterData({
  key: 'company-profile',
  title: '公司信息',
  table: 'md_company_profiles',
  screen: '/company-profile',
  name: 'CompanyProfile',
  prefix: '/system',
  edit: 'company-profile-edit',
  fields: {
    name: text('公司名称', { required: true, max: 100 }),
    address: text('地址', { required: true, max: 200 }),
    phone: text('电话', { max: 30, format: 'digitsAndHyphens' }),
    taxNo: text('税号', { required: true, max: 30, help: '纳税人识别号（统一社会信用代码）' }),
    bankName: text('开户行', { max: 100 }),
    bankAccount: text('银行账号', { max: 40 }),
    remark: text('备注', { max: 200 }),
  },
  display: ['name'],
  filters: ['name', 'status'],
  columns: ['name', 'address', 'phone', 'taxNo', 'bankName', 'bankAccount', 'status'],
});

/** The company profile's fields a letterhead prints, in order. */
export const LETTERHEAD_FIELDS = ['address', 'phone', 'taxNo', 'bankName', 'bankAccount'] as const;
