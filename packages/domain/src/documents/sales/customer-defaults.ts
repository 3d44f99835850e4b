import { type FieldDefault, ref, text } from '../fields.ts';
import { shippingFields } from '../inventory/stock-documents.ts';

/**
 * The declared defaults of a document to one customer (issue 35 item 1): what the save fills and
 * the form shows while the user leaves it empty, declared here once for every sales form.
 */

/** 币种: the party's 结算币种 where it has one, else CNY (a party's field named by `party`). */
export const partyCurrency = (party: 'customerId' | 'supplierId'): FieldDefault => ({
  from: { ref: party, field: 'currencyId', otherwise: { code: 'CNY' } },
});

/** A field of the customer's default 收货地址 (CRM addresses): the address itself (`id`) or one of its fields. */
export const defaultAddress = (field: 'id' | 'receiver' | 'receiverPhone' | 'address'): FieldDefault => ({
  latest: {
    from: 'customer-address',
    field,
    match: { customerId: 'customerId' },
    where: { isDefault: true },
    statuses: ['NORMAL'],
    hint: '已按客户默认收货地址',
  },
});

/** 币种 of a sales document keyed with its customer. */
export const customerCurrency = ref('currency', '币种', {
  required: true,
  default: partyCurrency('customerId'),
});

/**
 * 收货方, the carrier's fields and 收货电话 / 收货地址 of goods leaving for a customer: what was keyed, or
 * pushed from the order (its 收货地址), else the customer's default 收货地址.
 */
export const customerShippingFields = {
  receiver: text('收货方', { max: 60, default: defaultAddress('receiver') }),
  ...shippingFields,
  receiverPhone: { ...shippingFields.receiverPhone, default: defaultAddress('receiverPhone') },
  receiverAddress: { ...shippingFields.receiverAddress, default: defaultAddress('address') },
};
