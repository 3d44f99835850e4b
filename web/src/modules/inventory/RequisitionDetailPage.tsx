import { materialRequisition } from '@tiangong/domain';
import { DocumentDetailPage } from '../../documents/DocumentDetailPage';
import { RequisitionPicks } from './RequisitionPicks';

/** /material-requisition/detail: the generic detail with the batch picks of its lines. */
export default function RequisitionDetailPage() {
  return <DocumentDetailPage def={materialRequisition} panel={RequisitionPicks} />;
}
