import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bookDocumentsOf,
  materialPendingSources,
  pendingSourcesOf,
  productPendingSources,
} from './stock-period.sources.ts';
import { KG, materialFixture, YUAN } from './testing/material-fixture.ts';

/**
 * Which documents keep a month open comes from the declarations (`pendingPosting` and the
 * `closedBy` posting date): every stock document that will still post, and only those.
 */
describe('pending documents of each book', () => {
  it('are every document that will still post, with the statuses that will post', () => {
    const list = (sources: typeof materialPendingSources) =>
      sources.map((s) => [s.title, s.table, s.dateColumn, s.pending.join(',')]);
    expect(list(materialPendingSources)).toEqual([
      ['物料入库单', 'inv_material_ins', 'in_date', 'IN_PUT_WAREHOUSE_PENDING'],
      ['领料单', 'inv_material_requisitions', 'apply_date', 'OUT_PUT_WAREHOUSE_PENDING'],
      [
        '物料出库单',
        'inv_material_outs',
        'out_date',
        'APPROVAL_PENDING,APPROVAL_NOT_APPROVED,OUT_PUT_WAREHOUSE_PENDING',
      ],
      ['物料调拨单', 'inv_material_transfers', 'transfer_date', 'APPROVAL_PENDING'],
      ['物料盘点单', 'inv_material_stocktakings', 'take_date', 'CONFIRM'],
      // Finance's 成本调整 posts its value when approved (issue 18 item 7).
      ['物料成本调整单', 'inv_material_cost_adjusts', 'adjust_date', 'APPROVAL_PENDING'],
      // A purchase return takes material out when the store posts it (issue 17).
      ['采购退货单', 'pur_returns', 'return_date', 'APPROVAL_PENDING,RETURN_PENDING'],
      // Materials sold as they are leave when the store posts the sale (issue 16).
      [
        '物料销售出库单',
        'sal_material_deliveries',
        'out_date',
        'APPROVAL_PENDING,APPROVAL_NOT_APPROVED,OUT_PUT_WAREHOUSE_PENDING',
      ],
      // Production (issue 30): a feeding issues at 保存 and holds its month until its batch is
      // packed; a production record's adjustments issue at its audit.
      ['投料单', 'prd_feedings', 'feed_date', 'TEMPORARY_SAVED,SAVED'],
      ['生产记录', 'prd_records', 'record_date', 'APPROVAL_PENDING'],
    ]);
    // A re-pack (包装改装) takes effect when recorded: nothing of it waits to post.
    expect(list(productPendingSources)).toEqual([
      ['产品入库单', 'inv_product_ins', 'in_date', 'IN_PUT_WAREHOUSE_PENDING'],
      ['产品领料单', 'inv_product_requisitions', 'apply_date', 'OUT_PUT_WAREHOUSE_PENDING'],
      [
        '产品出库单',
        'inv_product_outs',
        'out_date',
        'APPROVAL_PENDING,APPROVAL_NOT_APPROVED,OUT_PUT_WAREHOUSE_PENDING',
      ],
      ['产品调拨单', 'inv_product_transfers', 'transfer_date', 'APPROVAL_PENDING'],
      ['产品盘点单', 'inv_product_stocktakings', 'take_date', 'CONFIRM'],
      ['批次合并单', 'inv_product_merges', 'merge_date', 'APPROVAL_PENDING'],
      ['产品成本调整单', 'inv_product_cost_adjusts', 'adjust_date', 'APPROVAL_PENDING'],
      // Sales deliveries and returns post product stock when the store posts them (issue 16).
      [
        '销售出库单',
        'sal_deliveries',
        'out_date',
        'APPROVAL_PENDING,APPROVAL_NOT_APPROVED,OUT_PUT_WAREHOUSE_PENDING',
      ],
      ['销售退货单', 'sal_returns', 'return_date', 'APPROVAL_PENDING,APPROVAL_NOT_APPROVED,RETURN_PENDING'],
      // A production packing posts the batch into product stock at its audit (issue 30 item 3).
      ['生产包装单', 'prd_packagings', 'pack_date', 'NEW'],
    ]);
  });

  it('往来 (issue 18): the finance documents dated in it, those 待复核 keeping the month open', () => {
    expect(bookDocumentsOf('ACCOUNTS').map((d) => [d.def.title, d.table, d.dateColumn])).toEqual([
      ['销售发票', 'fin_sales_invoices', 'invoice_date'],
      ['红字发票', 'fin_sales_red_invoices', 'red_date'],
      ['销售收款', 'fin_sales_receipts', 'receipt_date'],
      ['收款核销', 'fin_sales_writeoffs', 'write_date'],
      ['期初应收', 'fin_sales_openings', 'open_date'],
      ['采购发票', 'fin_purchase_invoices', 'invoice_date'],
      ['采购付款', 'fin_purchase_payments', 'pay_date'],
      ['付款核销', 'fin_purchase_writeoffs', 'write_date'],
      ['期初应付', 'fin_purchase_openings', 'open_date'],
      ['红字采购发票', 'fin_purchase_red_invoices', 'red_date'],
    ]);
    // A write-off takes effect when saved: nothing of it waits for 复核.
    expect(pendingSourcesOf('ACCOUNTS').map((s) => [s.title, s.pending.join(',')])).toEqual([
      ['销售发票', 'APPROVAL_PENDING'],
      ['红字发票', 'APPROVAL_PENDING'],
      ['销售收款', 'APPROVAL_PENDING'],
      ['期初应收', 'APPROVAL_PENDING'],
      ['采购发票', 'APPROVAL_PENDING'],
      ['采购付款', 'APPROVAL_PENDING'],
      ['期初应付', 'APPROVAL_PENDING'],
      ['红字采购发票', 'APPROVAL_PENDING'],
    ]);
  });
});

describe('the product month close', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof materialFixture>>;
  beforeAll(async () => {
    t = await createTestApp({}, { demo: true });
    f = await materialFixture(t);
  }, 60_000);
  afterAll(() => t.close());

  it('is refused while a product warehouse-in of the month waits to be put in, naming it', async () => {
    const saved = await f.finance.post<{ id: number }>('/productWarehouse/addOrUpdateProductIn', {
      inDate: '20260915',
      warehouseId: f.ids.product,
      items: [
        {
          productId: f.ids.blue,
          batchNo: 'P0915',
          allocationId: f.ids.cpSlot1,
          qty: 5 * KG,
          price: 30 * YUAN,
        },
      ],
    });
    expect(saved.resultCode, JSON.stringify(saved)).toBe('0');
    const detail = await f.store.get<{ number: string; version: number }>(
      '/productWarehouse/queryProductInDetail',
      { id: String(saved.result.id) },
    );
    const check = await f.finance.post<{ blockers: string[]; pendingDocuments: Record<string, string>[] }>(
      '/prodStockAcc/firstCheck',
      { period: '202609' },
    );
    expect(check.result.blockers).toEqual(['本月还有 1 张单据未过账']);
    expect(check.result.pendingDocuments).toEqual([
      {
        title: '产品入库单',
        number: detail.result.number,
        date: '20260915',
        status: 'IN_PUT_WAREHOUSE_PENDING',
        statusLabel: '待入库',
      },
    ]);
    const refused = await f.finance.post('/prodStockAcc/account', { period: '202609' });
    expect(refused.result).toBe('2026年9月不能结账：本月还有 1 张单据未过账');
    // The material book does not wait for product documents.
    expect((await f.finance.post('/matStockAcc/firstCheck', { period: '202609' })).result).toMatchObject({
      blockers: [],
    });

    const posted = await f.store.post('/productWarehouse/changeProductInState', {
      id: saved.result.id,
      version: detail.result.version,
      action: 'WAREHOUSE-IN',
    });
    expect(posted.resultCode, JSON.stringify(posted)).toBe('0');
    const closed = await f.finance.post('/prodStockAcc/account', { period: '202609' });
    expect(closed.result).toEqual({ period: '202609', status: 'CLOSED' });
  });
});
