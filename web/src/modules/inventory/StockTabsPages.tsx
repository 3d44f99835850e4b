import { materialRequisition, materialWarehouseIn, productWarehouseIn } from '@tiangong/domain';
import { DocumentTabsPage, type ModuleTab } from '../../documents/DocumentTabsPage';
import { DocumentMoves } from './DocumentMoves';
import { requisitionPicksPanel } from './RequisitionPicks';

/** The tabs screens of documents that post stock: the generic ones plus what they did to the ledger. */
const movesTab: ModuleTab = { key: 'moves', label: '库存流水', Component: DocumentMoves };

export function WarehouseInTabsPage() {
  return <DocumentTabsPage def={materialWarehouseIn} tabs={[movesTab]} />;
}

export function ProductWarehouseInTabsPage() {
  return <DocumentTabsPage def={productWarehouseIn} tabs={[movesTab]} />;
}

const materialPicks = requisitionPicksPanel(materialRequisition);

export function RequisitionTabsPage() {
  return <DocumentTabsPage def={materialRequisition} panel={materialPicks} tabs={[movesTab]} />;
}
