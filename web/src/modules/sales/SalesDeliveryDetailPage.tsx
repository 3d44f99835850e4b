import { salesDelivery } from '@tiangong/domain';
import { DocumentDetailPage } from '../../documents/DocumentDetailPage';
import { DeliveryBatches } from './DeliveryBatches';

/** /salesOdo/detail: the generic detail, with the store's 调整批号 while the goods have not left. */
export default function SalesDeliveryDetailPage() {
  return <DocumentDetailPage def={salesDelivery} panel={DeliveryBatches} />;
}
