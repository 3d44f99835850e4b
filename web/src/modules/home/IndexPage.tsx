import { can, roleLabels } from '@tiangong/domain';
import { Col, Empty, Row, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useUserInfo } from '../../shell/use-user-info';
import { Panel } from '../../widgets/Panel';

// Only those who keep customers load it: the way from login to the home page stays as light.
const HomeReminders = lazy(() => import('../crm/HomeReminders'));

/**
 * /index: who is logged in, a salesperson's reminders, and a quick entry to each screen of their
 * menu. Drawn without antd's Card, Typography and Descriptions: it is on most users' way from login
 * to their first list.
 */
export default function IndexPage() {
  const user = useUserInfo();
  if (!user) return null;
  const entries = user.menuList.flatMap((m) =>
    m.subMenuList.length > 0
      ? m.subMenuList.map((s) => ({ group: m.menuName, name: s.menuName, url: s.menuUrl }))
      : m.menuUrl && m.menuUrl !== '/index'
        ? [{ group: '', name: m.menuName, url: m.menuUrl }]
        : [],
  );
  const roles = user.rolesVOList.map((r) => r.roleName);
  const facts: [string, React.ReactNode][] = [
    ['账号', user.userName],
    ['部门', user.authInfo.departmentName ?? '—'],
    ['角色', user.rolesVOList.map((r) => <Tag key={r.roleName}>{roleLabels[r.roleName] ?? r.roleName}</Tag>)],
  ];
  return (
    <div>
      <Panel style={{ marginBottom: 16 }}>
        <h4 style={{ marginTop: 0, marginBottom: 12, fontSize: 20, fontWeight: 600 }}>
          欢迎，{user.authInfo.realName || user.userName}
        </h4>
        <Row gutter={[16, 8]}>
          {facts.map(([label, value]) => (
            <Col key={label} xs={24} md={8}>
              <span style={{ color: 'rgba(0,0,0,.62)' }}>{label}：</span>
              {value}
            </Col>
          ))}
        </Row>
      </Panel>
      {can(roles, 'crm-edit') && (
        <Suspense fallback={null}>
          <HomeReminders />
        </Suspense>
      )}
      <Panel title="常用功能">
        {entries.length === 0 ? (
          <Empty description="您的菜单中暂无其他功能，请联系管理员分配权限" />
        ) : (
          <Row gutter={[12, 12]}>
            {entries.map((e) => (
              <Col key={e.url} xs={12} md={6} xl={4}>
                <Link to={e.url} className="tg-home-entry">
                  <div style={{ fontWeight: 500 }}>{e.name}</div>
                  <div style={{ color: 'rgba(0,0,0,.62)', fontSize: 12 }}>{e.group}</div>
                </Link>
              </Col>
            ))}
          </Row>
        )}
      </Panel>
    </div>
  );
}
