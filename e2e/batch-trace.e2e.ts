import { expect, test } from '@playwright/test';
import { apiAs, loginAt } from './support/ui';

/**
 * 批次追溯 in the browser (issue 30 item 4), as the store: a demo batch packed into product stock is
 * traced back to its feeding, the pigment batches it used and the warehouse-ins (with their
 * supplier) they came from; a material batch opens its own trace, forward to the feeding and the
 * product batch it made. No price anywhere on the screen.
 */
test('the store traces a packed demo batch back to its material batches and one forward again', async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, 'admin', 'admin123');
  // The demo company's production is made after the server listens: wait for its audited packing.
  let packed: { productId: number; batchNo: string; status: string } | undefined;
  await expect
    .poll(
      async () => {
        const page = await admin.post<{
          requestList: { productId: number; batchNo: string; status: string }[];
        }>('/production/queryPackagingPageList', {
          page: { pageIndex: 1, pageSize: 20 },
          queryParameterVo: {},
        });
        // 已审核 (posted into product stock) is the catalogue's APPROVED.
        packed = page.requestList.find((p) => p.status === 'APPROVED');
        return Boolean(packed);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await admin.dispose();
  const { productId, batchNo } = packed!;
  await loginAt(page, `/batch-trace?productId=${productId}&batchNo=${batchNo}`, 'store');

  const back = page.getByTestId('trace-backward');
  await expect(back.getByText('投料', { exact: true }).first()).toBeVisible();
  await expect(back.getByText('生产包装', { exact: true }).first()).toBeVisible();
  await expect(back.getByText('物料入库', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/单价|金额|成本/)).toHaveCount(0);

  // A material batch opens its own trace: forward to this feeding and the product batch.
  const material = back.locator('.ant-tree-treenode', { hasText: '物料批次' }).first().getByRole('link');
  await material.click();
  await expect(page).toHaveURL(/\/batch-trace\?materielId=\d+&batchNo=/);
  const forward = page.getByTestId('trace-forward');
  await expect(forward.getByRole('link', { name: batchNo }).first()).toBeVisible();
  await expect(forward.getByText('产品批次', { exact: true }).first()).toBeVisible();
});
