import { formatYmd, staffAuditFields } from '@tiangong/domain';
import { Descriptions, Divider, Drawer, Spin, Tag } from 'antd';
import { formatAuditTime } from '../../widgets';
import { AuditTrail } from './AuditTrail';
import { adminApi, type RoleRow } from './admin-api';
import { roleText } from './role-text';
import { staffStateLabel } from './staff-query';
import { useRemote } from './use-remote';

/** 员工详情: the record as saved, and its 变更记录. */
export function StaffDetailDrawer({
  userId,
  roles,
  onClose,
}: {
  userId: number;
  roles: RoleRow[];
  onClose: () => void;
}) {
  const { data: staff } = useRemote(() => adminApi.staffDetail(userId), [userId]);
  const dash = (v: string | null | undefined) => v || '—';
  return (
    <Drawer open title="员工详情" size={600} onClose={onClose}>
      {!staff ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="账号">{staff.userName}</Descriptions.Item>
            <Descriptions.Item label="姓名">{staff.realName}</Descriptions.Item>
            <Descriptions.Item label="部门">{dash(staff.departmentName)}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={staff.state === 'ON' ? 'green' : 'default'}>{staffStateLabel[staff.state]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="手机">{dash(staff.mobile)}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{dash(staff.email)}</Descriptions.Item>
            <Descriptions.Item label="角色" span={2}>
              {staff.roleNames.map((name) => (
                <Tag key={name}>{`${roleText(name, roles)}（${name}）`}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label="离职日期">{dash(formatYmd(staff.leaveDate))}</Descriptions.Item>
            <Descriptions.Item label="创建">
              {dash(staff.createBy)} {formatAuditTime(staff.createAt)}
            </Descriptions.Item>
            <Descriptions.Item label="备注" span={2}>
              {dash(staff.remark)}
            </Descriptions.Item>
          </Descriptions>
          <Divider titlePlacement="start">变更记录</Divider>
          <AuditTrail entity="user" entityId={userId} fields={staffAuditFields} />
        </>
      )}
    </Drawer>
  );
}
