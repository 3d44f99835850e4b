import { customerComplaint } from '@tiangong/domain';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import type { DetailPanelProps } from '../../documents/DocumentDetailPage';
import { DocumentDetailPage } from '../../documents/DocumentDetailPage';

/**
 * /customer-complaint/detail: the complaint, its photos (attachments) and the way to its batch's
 * ledger — where the batch was made, stocked and delivered (the genealogy opens from there).
 */
export default function ComplaintDetailPage() {
  return <DocumentDetailPage def={customerComplaint} panel={BatchPanel} />;
}

function BatchPanel({ row }: DetailPanelProps) {
  const query = new URLSearchParams({
    productId: String(row.productId ?? ''),
    batchNo: String(row.batchNo ?? ''),
  });
  return (
    <Card size="small" style={{ marginTop: 16 }} title="批次追溯">
      <Typography.Text>
        批号 {String(row.batchNo ?? '')}：<Link to={`/productBatchNoLedger?${query}`}>查看产品批次台账</Link>
        （该批次的入库、领用与出库）
      </Typography.Text>
    </Card>
  );
}
