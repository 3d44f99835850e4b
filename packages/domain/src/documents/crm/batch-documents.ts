/**
 * A product batch's genealogy as a complaint shows it (issue 15 item 8): the documents of each
 * kind that carry the batch — warehouse-ins, sales deliveries, product warehouse-outs, … — as the
 * server answers `/customer/queryComplaintBatchDocuments`.
 */
export interface BatchDocument {
  id: number;
  number: string | null;
  date: string | null;
  status: string;
  /** The batch's quantity on the document (×1e6), where the document declares one. */
  qty: number | null;
  warehouseLabel: string | null;
  customerLabel: string | null;
}

export interface BatchDocumentGroup {
  /** The declaration's key (its detail path and status labels on the web). */
  key: string;
  title: string;
  rows: BatchDocument[];
  /** Documents of this kind carrying the batch that the reader's record rule does not show. */
  hidden: number;
}
