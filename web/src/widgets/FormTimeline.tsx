import { Timeline } from 'antd';
// Kept apart from the Timeline: lists and the header format times without loading antd's Timeline
// (and the Steps it is drawn with).
import { type DateLike, formatAuditTime } from './audit-time';

export { formatAuditTime };

/** Audit fields of SPEC §3, under any of their aliases. */
export interface FormTimelineProps {
  createBy?: string | null;
  createAt?: DateLike;
  createAtDate?: DateLike;
  createDate?: DateLike;
  modifyBy?: string | null;
  modifyAt?: DateLike;
  modifyAtDate?: DateLike;
  modifyDate?: DateLike;
  auditor?: string | null;
  auditDate?: DateLike;
}

const firstOf = (...values: DateLike[]): DateLike =>
  values.find((v) => v !== undefined && v !== null && v !== '');

function Entry({
  who,
  whoLabel,
  when,
  whenLabel,
}: {
  who?: string | null;
  whoLabel: string;
  when: DateLike;
  whenLabel: string;
}) {
  return (
    <div>
      <div>
        {whoLabel}：{who || '-'}
      </div>
      <div>
        {whenLabel}：{formatAuditTime(when) || '-'}
      </div>
    </div>
  );
}

/** Who created, changed and audited a document, and when; modify and audit only when present. */
export function FormTimeline(props: FormTimelineProps) {
  const createAt = firstOf(props.createAt, props.createAtDate, props.createDate);
  const modifyAt = firstOf(props.modifyAt, props.modifyAtDate, props.modifyDate);
  const items = [
    {
      key: 'create',
      color: 'blue',
      content: <Entry who={props.createBy} whoLabel="创建人" when={createAt} whenLabel="创建时间" />,
    },
  ];
  if (props.modifyBy || modifyAt) {
    items.push({
      key: 'modify',
      color: 'gray',
      content: <Entry who={props.modifyBy} whoLabel="修改人" when={modifyAt} whenLabel="修改时间" />,
    });
  }
  if (props.auditor || firstOf(props.auditDate)) {
    items.push({
      key: 'audit',
      color: 'green',
      content: <Entry who={props.auditor} whoLabel="审核人" when={props.auditDate} whenLabel="审核时间" />,
    });
  }
  return <Timeline items={items} />;
}
