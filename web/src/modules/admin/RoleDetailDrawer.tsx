import { roleAuditFields } from '@tiangong/domain';
import { Descriptions, Divider, Drawer, Empty, Space, Spin, Tag } from 'antd';
import { useMemo } from 'react';
import { formatAuditTime } from '../../widgets';
import { AuditTrail } from './AuditTrail';
import { adminApi, type MenuNode, type RoleDetail } from './admin-api';
import { isScreen, menuNameLookup } from './menu-grants';
import { useRemote } from './use-remote';

interface GrantGroup {
  group: string;
  screens: { menuId: number; menuName: string; exportable: boolean }[];
}

/** The granted screens under their menu groups, in menu order. */
export function groupGrants(menus: MenuNode[], role: RoleDetail): GrantGroup[] {
  const states = new Map(role.menus.map((g) => [g.menuId, g.state]));
  const pick = (nodes: MenuNode[]) =>
    nodes
      .filter((n) => isScreen(n) && states.has(n.menuId))
      .map((n) => ({
        menuId: n.menuId,
        menuName: n.menuName,
        exportable: states.get(n.menuId) === 'EXPORT',
      }));
  const topScreens: GrantGroup = { group: '', screens: pick(menus) };
  const groups = menus
    .filter((n) => !isScreen(n))
    .map((n) => ({ group: n.menuName, screens: pick(n.children) }));
  return [topScreens, ...groups].filter((g) => g.screens.length > 0);
}

/** 角色详情: fields, the granted screens (可导出 where allowed), and the 变更记录. */
export function RoleDetailDrawer({ roleId, onClose }: { roleId: number; onClose: () => void }) {
  const { data: role } = useRemote(() => adminApi.roleDetail(roleId), [roleId]);
  const { data: menus } = useRemote(() => adminApi.menuTree(), []);
  const fields = useMemo(() => roleAuditFields(menuNameLookup(menus ?? [])), [menus]);
  const grants = role && menus ? groupGrants(menus, role) : [];

  return (
    <Drawer open title="角色详情" size={600} onClose={onClose}>
      {!role || !menus ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="角色编码">{role.roleName}</Descriptions.Item>
            <Descriptions.Item label="角色名称">{role.label}</Descriptions.Item>
            <Descriptions.Item label="在职人数">{role.userCount}</Descriptions.Item>
            <Descriptions.Item label="内置">{role.builtIn ? '是' : '否'}</Descriptions.Item>
            <Descriptions.Item label="创建">
              {role.createBy ?? '—'} {formatAuditTime(role.createAt)}
            </Descriptions.Item>
            <Descriptions.Item label="修改">
              {role.modifyBy ?? '—'} {formatAuditTime(role.modifyAt)}
            </Descriptions.Item>
            <Descriptions.Item label="备注" span={2}>
              {role.remark || '—'}
            </Descriptions.Item>
          </Descriptions>
          <Divider titlePlacement="start">菜单权限</Divider>
          {grants.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未分配菜单" />
          ) : (
            <Descriptions column={1} size="small" data-testid="role-grants">
              {grants.map((g) => (
                <Descriptions.Item key={g.group || '-'} label={g.group || '独立菜单'}>
                  <Space wrap size={[16, 4]}>
                    {g.screens.map((s) => (
                      <span key={s.menuId}>
                        {s.menuName}
                        {s.exportable && (
                          <Tag color="blue" style={{ marginLeft: 4 }}>
                            可导出
                          </Tag>
                        )}
                      </span>
                    ))}
                  </Space>
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
          <Divider titlePlacement="start">变更记录</Divider>
          <AuditTrail entity="role" entityId={roleId} fields={fields} />
        </>
      )}
    </Drawer>
  );
}
