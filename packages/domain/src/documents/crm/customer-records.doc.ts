import { defineDocument } from '../define.ts';
import { bool, date, enumOf, ref, text } from '../fields.ts';

/**
 * What a salesperson keeps about a customer: contacts, delivery addresses, follow-up activities.
 * Each follows its customer's record rule (`follows: 'customerId'`): whoever may not see the
 * customer sees none of them, through any call.
 */
const crmEdit = { permission: 'crm-edit' } as const;

/** 联系人 (SPEC /contact; mobile and phone in the formats of SPEC §5). */
export const customerContact = defineDocument({
  key: 'customer-contact',
  title: '联系人',
  table: 'crm_contacts',
  screen: '/contact',
  api: { prefix: '/customer', name: 'Contact' },
  fields: {
    customerId: ref('customer', '客户', { required: true, immutable: true }),
    name: text('姓名', { required: true, max: 30, pinyin: true }),
    position: text('职务', { max: 30 }),
    mobile: text('手机', { max: 11, format: 'mobile' }),
    phone: text('电话', { max: 30, format: 'digitsAndHyphens' }),
    email: text('邮箱', { max: 100 }),
    isPrimary: bool('主要联系人'),
    remark: text('备注', { max: 200, multiline: true, list: false }),
  },
  display: ['name'],
  statuses: 'crm-record',
  initialStatus: 'NORMAL',
  draftStatuses: ['NORMAL'],
  transitions: [],
  access: { view: 'session', edit: crmEdit },
  recordRule: { follows: 'customerId' },
  list: {
    filters: ['customerId', 'name', 'mobile'],
    columns: ['customerId', 'name', 'position', 'mobile', 'phone', 'email', 'isPrimary'],
    defaultSort: { field: 'id', order: 'desc' },
  },
});

/** 收货地址 (customer → new address, address detail): one default delivery address per customer. */
export const customerAddress = defineDocument({
  key: 'customer-address',
  title: '收货地址',
  table: 'crm_addresses',
  // Kept on the customer's detail (new address, address detail); no list screen of its own.
  screen: '/customer-address',
  api: { prefix: '/customer', name: 'Address' },
  fields: {
    customerId: ref('customer', '客户', { required: true, immutable: true }),
    regionId: ref('location', '地区', { required: true }),
    address: text('详细地址', { required: true, max: 200 }),
    receiver: text('收货人', { required: true, max: 30 }),
    receiverPhone: text('收货电话', { required: true, max: 30, format: 'digitsAndHyphens' }),
    isDefault: bool('默认收货地址'),
  },
  display: ['address'],
  statuses: 'crm-record',
  initialStatus: 'NORMAL',
  draftStatuses: ['NORMAL'],
  transitions: [],
  access: { view: 'session', edit: crmEdit },
  recordRule: { follows: 'customerId' },
  list: {
    filters: ['customerId', 'address'],
    columns: ['customerId', 'regionId', 'address', 'receiver', 'receiverPhone', 'isDefault'],
    defaultSort: { field: 'id', order: 'desc' },
  },
});

/**
 * 跟进记录 (SPEC /salesActivity: visits, calls, exhibitions). Its date moves the customer's 最近跟进
 * (which the public pool's return counts from); its next follow-up date fills the reminder list.
 */
export const salesActivity = defineDocument({
  key: 'sales-activity',
  title: '跟进记录',
  table: 'crm_activities',
  screen: '/salesActivity',
  api: { prefix: '/customer', name: 'Activity' },
  fields: {
    customerId: ref('customer', '客户', { required: true, immutable: true }),
    contactId: ref('customer-contact', '联系人', { dependsOn: { field: 'customerId', param: 'customerId' } }),
    activityType: enumOf('activityType', '跟进方式', { required: true }),
    activityDate: date('跟进日期', { required: true }),
    content: text('跟进内容', { required: true, max: 1000, multiline: true }),
    nextFollowDate: date('下次跟进日期'),
  },
  display: ['activityDate'],
  statuses: 'crm-record',
  initialStatus: 'NORMAL',
  draftStatuses: ['NORMAL'],
  transitions: [],
  access: { view: 'session', edit: crmEdit },
  recordRule: { follows: 'customerId' },
  list: {
    filters: ['customerId', 'activityType', 'activityDate', 'nextFollowDate'],
    columns: ['customerId', 'activityType', 'activityDate', 'contactId', 'content', 'nextFollowDate'],
    defaultSort: { field: 'activityDate', order: 'desc' },
  },
});
