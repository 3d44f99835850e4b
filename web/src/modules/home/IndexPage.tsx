import { roleLabels } from '@tiangong/domain';
import { Card, Col, Descriptions, Empty, Row, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../shell/use-user-info';

/** /index: who is logged in and a quick entry to each screen of their menu. */
export default function IndexPage() {
  const user = useUserInfo();
  const navigate = useNavigate();
  if (!user) return null;
  const entries = user.menuList.flatMap((m) =>
    m.subMenuList.length > 0
      ? m.subMenuList.map((s) => ({ group: m.menuName, name: s.menuName, url: s.menuUrl }))
      : m.menuUrl && m.menuUrl !== '/index'
        ? [{ group: '', name: m.menuName, url: m.menuUrl }]
        : [],
  );
  return (
    <div>
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          欢迎，{user.authInfo.realName || user.userName}
        </Typography.Title>
        <Descriptions column={3} size="small">
          <Descriptions.Item label="账号">{user.userName}</Descriptions.Item>
          <Descriptions.Item label="部门">{user.authInfo.departmentName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="角色">
            {user.rolesVOList.map((r) => (
              <Tag key={r.roleName}>{roleLabels[r.roleName] ?? r.roleName}</Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="常用功能">
        {entries.length === 0 ? (
          <Empty description="您的菜单中暂无其他功能，请联系管理员分配权限" />
        ) : (
          <Row gutter={[12, 12]}>
            {entries.map((e) => (
              <Col key={e.url} xs={12} md={6} xl={4}>
                <Card size="small" hoverable onClick={() => navigate(e.url)}>
                  <div style={{ fontWeight: 500 }}>{e.name}</div>
                  <div style={{ color: '#999', fontSize: 12 }}>{e.group}</div>
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </Card>
    </div>
  );
}
