import { customer, customerAddress, customerContact } from '@tiangong/domain';
import { App, Button, Checkbox, Divider, Form, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toPayload } from '../../documents/form-fields';
import { Panel } from '../../widgets/Panel';
import { useSingleSubmit } from '../../widgets/use-single-submit';
import { crmApi } from './crm-api';
import { DeclaredFields, pickFields } from './DeclaredFields';
import { RepeatList, useRepeatCheck } from './RepeatCheck';

// What a salesperson keys for a new customer; the rest (编码, 业务员, 等级, dates) the server fills.
const customerFields = pickFields(customer, [
  'name',
  'shortName',
  'category',
  'sourceId',
  'regionId',
  'taxNo',
  'remark',
]);
const contactFields = pickFields(customerContact, ['name', 'position', 'mobile', 'phone', 'email', 'remark']);
const addressFields = pickFields(customerAddress, ['regionId', 'address', 'receiver', 'receiverPhone']);

type Values = Record<'customer' | 'contact' | 'address', Record<string, unknown>>;

/**
 * /customer/addNewCustomer (SPEC §2): the customer, its first (primary) contact and its default
 * delivery address, saved at once — all three or none. While the name and tax number are typed the
 * duplicate check lists the customers that look the same, whoever's they are, before the save.
 */
export default function AddNewCustomerPage() {
  const [form] = Form.useForm<Values>();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [later, setLater] = useState(false);
  const name = Form.useWatch(['customer', 'name'], form);
  const taxNo = Form.useWatch(['customer', 'taxNo'], form);
  const repeats = useRepeatCheck(
    typeof name === 'string' ? name : undefined,
    typeof taxNo === 'string' ? taxNo : undefined,
  );

  const [saving, save] = useSingleSubmit(async (values: Values) => {
    const done = await crmApi.addNewCustomer({
      customer: toPayload(customerFields, values.customer ?? {}),
      contact: toPayload(contactFields, values.contact ?? {}),
      address: later ? undefined : toPayload(addressFields, values.address ?? {}),
    });
    if (done === undefined) return;
    message.success('客户已新增');
    navigate(`/customer/customerDetail?id=${done.id}`);
  });

  // Names that look alike are the salesperson's call: they confirm, once, that it is another customer.
  const submit = async () => {
    // A refused check shows under its field; nothing is sent.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    if (repeats.length === 0) return save(values);
    modal.confirm({
      title: '确认新增客户',
      content: `已有${repeats.length}个名称相近或税号相同的客户，确认这是另一个客户？`,
      width: 450,
      okText: '仍要新增',
      cancelText: '取消',
      onOk: () => save(values),
    });
  };

  return (
    <Panel
      title="新增客户"
      extra={
        <Space>
          <Button onClick={() => navigate('/customer')}>取消</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        autoComplete="off"
        initialValues={{ customer: { category: 'COMPANY_CUSTOM' } }}
      >
        <Divider titlePlacement="start" plain>
          客户信息
        </Divider>
        <DeclaredFields def={customer} section="customer" fields={customerFields} />
        <RepeatList rows={repeats} />
        <Divider titlePlacement="start" plain>
          首要联系人
        </Divider>
        <DeclaredFields def={customerContact} section="contact" fields={contactFields} />
        <Divider titlePlacement="start" plain>
          默认收货地址
        </Divider>
        <Checkbox checked={later} onChange={(e) => setLater(e.target.checked)} style={{ marginBottom: 12 }}>
          暂不填写，以后在客户详情中添加
        </Checkbox>
        {!later && <DeclaredFields def={customerAddress} section="address" fields={addressFields} />}
      </Form>
    </Panel>
  );
}
