import { auditLogReport } from '@tiangong/domain';
import { ReportView } from '../../reports/ReportView';
import { AuditEventDetail } from './AuditEventDetail';

const rowDetail = { title: '审计详情', width: 760, Content: AuditEventDetail };

/** 审计日志: the declared report on the generic report screen, with each event in full on demand. */
export default function AuditLogPage() {
  return <ReportView report={auditLogReport} rowDetail={rowDetail} />;
}
