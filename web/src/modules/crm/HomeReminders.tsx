import { formatYmd } from '@tiangong/domain';
import { Col, Row, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRemote } from '../../documents/use-remote';
import { Panel } from '../../widgets/Panel';
import { crmApi, type Reminder } from './crm-api';

/**
 * A salesperson's reminders on the home page (/index), as on 公海客户: follow-ups due today or
 * overdue, and customers about to return to the pool — each opening its customer. Loaded only for
 * those who keep customers, and drawn with the home page's own light parts (no Card, no List).
 */
export default function HomeReminders() {
  const followUps = useRemote(() => crmApi.followUps(), []);
  const due = useRemote(() => crmApi.poolReminders(), []);
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      <Col xs={24} md={12}>
        <ReminderPanel
          title="今日待跟进"
          testId="home-follow-ups"
          rows={followUps.data}
          empty="今天没有到期的跟进"
          tag={(r) => (
            <Tag color={r.overdue ? 'red' : 'blue'}>
              {r.overdue ? `逾期 ${formatYmd(r.nextFollowDate)}` : '今天'}
            </Tag>
          )}
          extra={(r) => r.lastContent}
        />
      </Col>
      <Col xs={24} md={12}>
        <ReminderPanel
          title="即将退回公海"
          testId="home-pool-due"
          rows={due.data}
          empty="没有即将退回公海的客户"
          tag={(r) => <Tag color="orange">{r.daysLeft}天后退回</Tag>}
          extra={(r) => r.reason}
        />
      </Col>
    </Row>
  );
}

function ReminderPanel({
  title,
  testId,
  rows,
  empty,
  tag,
  extra,
}: {
  title: string;
  testId: string;
  rows: Reminder[] | undefined;
  empty: string;
  tag: (r: Reminder) => ReactNode;
  extra: (r: Reminder) => ReactNode;
}) {
  return (
    <Panel title={`${title}（${rows?.length ?? 0}）`} testId={testId}>
      {rows && rows.length === 0 ? (
        <div style={{ color: 'rgba(0,0,0,.45)' }}>{empty}</div>
      ) : (
        <ul className="tg-reminders">
          {(rows ?? []).map((r) => (
            <li key={r.id}>
              <Link to={`/customer/customerDetail?id=${r.id}`}>{r.name}</Link>
              {tag(r)}
              <span className="tg-reminder-note">{extra(r)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
