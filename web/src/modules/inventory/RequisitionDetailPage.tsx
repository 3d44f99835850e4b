import { materialRequisition, productRequisition } from '@tiangong/domain';
import { DocumentDetailPage } from '../../documents/DocumentDetailPage';
import { requisitionPicksPanel } from './RequisitionPicks';

/** The details of requisitions: the generic detail with the batch picks of their lines. */
const materialPicks = requisitionPicksPanel(materialRequisition);
const productPicks = requisitionPicksPanel(productRequisition);

/** /material-requisition/detail */
export default function RequisitionDetailPage() {
  return <DocumentDetailPage def={materialRequisition} panel={materialPicks} />;
}

/** /product-requisition/detail */
export function ProductRequisitionDetailPage() {
  return <DocumentDetailPage def={productRequisition} panel={productPicks} />;
}
