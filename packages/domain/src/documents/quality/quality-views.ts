import { defineView } from '../views.ts';
import { productStandard } from './product-standard.doc.ts';

/**
 * 标准审批中心 (/product-standard-approve-center): the product standard versions awaiting the quality
 * manager's review. 标准适用 (/product-standard-product-schedule): the version in force today of each
 * product × norm type × customer — which standard applies to which product and customer.
 */
export const productStandardApproveCenter = defineView(productStandard, {
  title: '标准审批中心',
  screen: '/product-standard-approve-center',
  detail: '/product-standard-approve-center/detail',
  fixed: { pending: 'true' },
});

export const productStandardSchedule = defineView(productStandard, {
  title: '产品标准适用',
  screen: '/product-standard-product-schedule',
  detail: '/product-standard-product-schedule/detail',
  fixed: { inForce: 'true' },
});

export const qualityViews = [productStandardApproveCenter, productStandardSchedule];
