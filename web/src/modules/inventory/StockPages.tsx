import { materialStock, productStock } from '@tiangong/domain';
import { ReportView } from '../../reports/ReportView';
import { materialStockRow, productStockRow } from './StockRowDrawer';

/** 物料库存 / 产品库存: the declared report, each row opening its location remark and reservations. */
export function MaterialStockPage() {
  return <ReportView report={materialStock} rowDetail={materialStockRow} />;
}

export function ProductStockPage() {
  return <ReportView report={productStock} rowDetail={productStockRow} />;
}
