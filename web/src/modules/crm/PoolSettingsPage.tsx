import { can, customer, enumLabel, type PoolSettings, poolLevels } from '@tiangong/domain';
import { App, Button, Card, Checkbox, Col, Form, InputNumber, Row, Space, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useDocumentPermissions } from '../../documents/access';
import { useRemote } from '../../documents/use-remote';
import { crmApi } from './crm-api';

type FormValues = Omit<PoolSettings, 'levelDays'> & {
  levelDays: Record<string, { contactExpireDays: number | null; dealExpireDays: number | null }>;
};

const dayInput = (placeholder = '不限') => (
  <InputNumber
    min={1}
    max={3650}
    precision={0}
    placeholder={placeholder}
    addonAfter="天"
    style={{ width: 160 }}
  />
);

/** /customer-pool-settings (公海设置): when customers return to the pool, and the claim limits. */
export default function PoolSettingsPage() {
  const { message } = App.useApp();
  const { roles } = useDocumentPermissions(customer);
  const editable = can(roles, 'pool-settings');
  const settings = useRemote(() => crmApi.settings(), []);
  const [form] = Form.useForm<FormValues>();

  useEffect(() => {
    if (!settings.data) return;
    const levelDays = Object.fromEntries(
      poolLevels.map((l) => [
        l,
        settings.data!.levelDays[l] ?? { contactExpireDays: null, dealExpireDays: null },
      ]),
    );
    form.setFieldsValue({ ...settings.data, levelDays });
  }, [form, settings.data]);

  const save = async (values: FormValues) => {
    const levelDays = Object.fromEntries(
      Object.entries(values.levelDays ?? {}).filter(
        ([, l]) => l && (l.contactExpireDays != null || l.dealExpireDays != null),
      ),
    );
    const none = (v: number | null | undefined) => (v === undefined ? null : v);
    const done = await crmApi.saveSettings({
      ...values,
      contactExpireDays: none(values.contactExpireDays),
      dealExpireDays: none(values.dealExpireDays),
      maxOwned: none(values.maxOwned),
      maxClaimsPerDay: none(values.maxClaimsPerDay),
      levelDays: Object.fromEntries(
        Object.entries(levelDays).map(([k, l]) => [
          k,
          { contactExpireDays: none(l.contactExpireDays), dealExpireDays: none(l.dealExpireDays) },
        ]),
      ),
      version: settings.data?.version ?? 0,
    });
    if (done === undefined) return;
    message.success('保存成功');
    void settings.reload();
  };

  return (
    <Card title="公海设置" size="small">
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 16 }}
        onFinish={save}
        disabled={!editable}
        style={{ maxWidth: 860 }}
      >
        <Form.Item name="enabled" label="自动退回公海" valuePropName="checked">
          <Switch checkedChildren="开启" unCheckedChildren="关闭" />
        </Form.Item>
        <Form.Item
          name="contactExpireDays"
          label="未跟进退回"
          extra="客户超过这么多天没有跟进记录，自动退回公海"
        >
          {dayInput()}
        </Form.Item>
        <Form.Item name="dealExpireDays" label="未成交退回" extra="客户超过这么多天没有成交，自动退回公海">
          {dayInput()}
        </Form.Item>
        <Form.Item name="notifyDays" label="提前提醒" extra="退回公海前这么多天起，提醒业务员跟进">
          <InputNumber min={0} max={365} precision={0} addonAfter="天" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="includeDealt" label="已成交客户" valuePropName="checked">
          <Checkbox>已成交客户也按以上规则退回公海（默认不退回）</Checkbox>
        </Form.Item>
        <Form.Item label="按客户等级" extra="留空则按上面的天数">
          <Space direction="vertical">
            {poolLevels.map((level) => (
              <Row key={level} gutter={8} align="middle">
                <Col style={{ width: 64 }}>
                  <Typography.Text>{enumLabel('customerEvaluateLevel', level)}</Typography.Text>
                </Col>
                <Col>
                  <Form.Item noStyle name={['levelDays', level, 'contactExpireDays']}>
                    {dayInput('未跟进')}
                  </Form.Item>
                </Col>
                <Col>
                  <Form.Item noStyle name={['levelDays', level, 'dealExpireDays']}>
                    {dayInput('未成交')}
                  </Form.Item>
                </Col>
              </Row>
            ))}
          </Space>
        </Form.Item>
        <Form.Item name="maxOwned" label="每人客户上限">
          <InputNumber
            min={1}
            max={100000}
            precision={0}
            placeholder="不限"
            addonAfter="个"
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item name="maxClaimsPerDay" label="每人每天领取上限">
          <InputNumber
            min={1}
            max={10000}
            precision={0}
            placeholder="不限"
            addonAfter="个"
            style={{ width: 160 }}
          />
        </Form.Item>
        <Form.Item
          name="reclaimBlockDays"
          label="原业务员重新领取"
          extra="退回公海后，原业务员这么多天内不能再领取"
        >
          <InputNumber min={0} max={3650} precision={0} addonAfter="天" style={{ width: 160 }} />
        </Form.Item>
        {editable && (
          <Form.Item wrapperCol={{ offset: 6 }}>
            <Button type="primary" htmlType="submit">
              保存
            </Button>
          </Form.Item>
        )}
      </Form>
    </Card>
  );
}
