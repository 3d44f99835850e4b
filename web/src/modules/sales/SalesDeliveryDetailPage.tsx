import { salesDelivery } from '@tiangong/domain';
import type { DetailPanelProps } from '../../documents/DocumentDetailPage';
import { DocumentDetailPage } from '../../documents/DocumentDetailPage';
import { TraceLinksCard } from '../production/TraceLinks';
import { DeliveryBatches } from './DeliveryBatches';

/**
 * /salesOdo/detail: the generic detail, with the store's 调整批号 while the goods have not left,
 * and each shipped batch's 批次追溯.
 */
export default function SalesDeliveryDetailPage() {
  return <DocumentDetailPage def={salesDelivery} panel={DeliveryPanels} />;
}

function DeliveryPanels(props: DetailPanelProps) {
  const lines = (props.row.items ?? []) as { productId?: number; productLabel?: string; batchNo?: string }[];
  return (
    <>
      <DeliveryBatches {...props} />
      <TraceLinksCard
        kind="PRODUCT"
        batches={lines.flatMap((l) =>
          l.productId && l.batchNo
            ? [{ itemId: l.productId, batchNo: l.batchNo, label: l.productLabel }]
            : [],
        )}
      />
    </>
  );
}
