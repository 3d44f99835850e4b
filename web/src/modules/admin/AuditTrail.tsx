import { describeChanges, type FieldSpec } from '@tiangong/domain';
import { Empty, Spin, Timeline, Typography } from 'antd';
import { formatAuditTime } from '../../widgets';
import { type AuditEntity, adminApi } from './admin-api';
import { useRemote } from './use-remote';

export interface AuditTrailProps {
  entity: AuditEntity;
  entityId: number;
  fields: FieldSpec[];
  /** Change it to load again (after an edit made while the trail is shown). */
  refreshKey?: unknown;
}

/** 变更记录: who changed what and when, newest first, for staff, roles and departments. */
export function AuditTrail({ entity, entityId, fields, refreshKey }: AuditTrailProps) {
  const { data, loading } = useRemote(
    () => adminApi.auditLog(entity, entityId),
    [entity, entityId, refreshKey],
  );
  if (!data) return loading ? <Spin size="small" /> : null;
  if (data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无变更记录" />;
  return (
    <Timeline
      items={data.map((entry) => {
        const changes = describeChanges(entry, fields);
        return {
          key: entry.id,
          content: (
            <div data-testid="audit-entry">
              <div>
                <Typography.Text type="secondary">{formatAuditTime(entry.at)}</Typography.Text>{' '}
                {entry.actor ?? '系统'} <Typography.Text strong>{entry.actionLabel}</Typography.Text>
              </div>
              {changes.length > 0 && <div style={{ wordBreak: 'break-all' }}>{changes.join('；')}</div>}
            </div>
          ),
        };
      })}
    />
  );
}
