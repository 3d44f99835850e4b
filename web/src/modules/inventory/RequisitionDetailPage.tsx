import { materialRequisition, productRequisition, trustedRequisition } from '@tiangong/domain';
import { DocumentDetailPage } from '../../documents/DocumentDetailPage';
import { requisitionPicksPanel } from './RequisitionPicks';

/** The details of requisitions: the generic detail with the batch picks of their lines. */
const materialPicks = requisitionPicksPanel(materialRequisition);
const productPicks = requisitionPicksPanel(productRequisition);
const trustedPicks = requisitionPicksPanel(trustedRequisition);

/** /material-requisition/detail */
export default function RequisitionDetailPage() {
  return <DocumentDetailPage def={materialRequisition} panel={materialPicks} />;
}

/** /product-requisition/detail */
export function ProductRequisitionDetailPage() {
  return <DocumentDetailPage def={productRequisition} panel={productPicks} />;
}

/** /trusted-requisition/detail: the customer's own batches only. */
export function TrustedRequisitionDetailPage() {
  return <DocumentDetailPage def={trustedRequisition} panel={trustedPicks} />;
}
