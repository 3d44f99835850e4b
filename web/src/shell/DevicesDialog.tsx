import type { OwnSession as Device } from '@tiangong/domain';
import { App, Button, Modal, Table, Tag, Tooltip } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { apiGet, apiPost } from '../api/http';
import { formatAuditTime } from '../widgets/audit-time';
import { useOperationConfirm } from '../widgets/OperationConfirm';
import { deviceLabel } from './device-label';

export const MSG_DEVICE_LOGGED_OUT = '已将该设备下线';

/**
 * 登录设备: where this account is logged in, with 下线 for every other device (a lost phone, a
 * shared PC left logged in). This device is ended by 退出登录, not here.
 */
export function DevicesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [devices, setDevices] = useState<Device[]>();
  const confirm = useOperationConfirm();
  const { message } = App.useApp();

  const load = useCallback(async () => {
    const list = await apiGet<Device[]>('/user/sessionList');
    if (list) setDevices(list);
  }, []);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const logOut = async (device: Device) => {
    const ok = await confirm({
      title: '确认下线',
      content: `确认将设备「${deviceLabel(device.userAgent)}」下线？该设备需重新登录。`,
    });
    if (!ok) return;
    const result = await apiPost('/user/logoutSession', { id: device.id });
    if (result !== undefined) message.success(MSG_DEVICE_LOGGED_OUT);
    await load();
  };

  return (
    <Modal title="登录设备" open={open} width={720} onCancel={onClose} footer={null} destroyOnHidden>
      <Table<Device>
        rowKey="id"
        size="small"
        pagination={false}
        loading={devices === undefined}
        dataSource={devices}
        columns={[
          {
            title: '设备',
            dataIndex: 'userAgent',
            render: (ua: string | null) => (
              <Tooltip title={ua}>
                <span style={{ whiteSpace: 'nowrap' }}>{deviceLabel(ua)}</span>
              </Tooltip>
            ),
          },
          { title: 'IP 地址', dataIndex: 'ip', width: 130 },
          { title: '登录时间', dataIndex: 'createdAt', width: 140, render: formatAuditTime },
          { title: '最近活动', dataIndex: 'lastSeenAt', width: 140, render: formatAuditTime },
          {
            title: '保持登录',
            dataIndex: 'remember',
            width: 80,
            render: (remember: boolean) => (remember ? '30天' : '否'),
          },
          {
            title: '操作',
            key: 'action',
            width: 80,
            render: (_: unknown, device: Device) =>
              device.current ? (
                <Tag color="blue">本机</Tag>
              ) : (
                <Button type="link" size="small" danger onClick={() => void logOut(device)}>
                  下线
                </Button>
              ),
          },
        ]}
      />
    </Modal>
  );
}
