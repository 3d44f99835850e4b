import { can, materialSide, productSide, type StockSide } from '@tiangong/domain';
import { App, Button, Descriptions, Input, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { apiGet, apiPost } from '../../api/http';
import { formatAuditTime, formatScaled } from '../../documents/formatters';
import { useRemote } from '../../documents/use-remote';
import { useUserInfo } from '../../shell/use-user-info';
import { TraceLink, useMayTrace } from '../production/TraceLinks';

/** Where each side's stock row looks up its location remark and reservations. */
const prefixes: Record<string, { remark: string; reserve: string }> = {
  MATERIAL: { remark: '/inventory', reserve: '/inventory/queryReserveList' },
  PRODUCT: { remark: '/productStock', reserve: '/productStock/queryReserveList' },
};

interface Remark {
  remark: string;
  updatedBy: string | null;
  updatedAt: string | null;
}

interface Holder {
  id: number;
  docTitle: string;
  /** The holding document's list screen: its number opens its detail. */
  docScreen: string;
  docId: number;
  docNumber: string;
  docDate: string;
  batchNo: string;
  allocationLabel: string | null;
  qty: number;
}

/**
 * One item in one warehouse on the stock screen (`rowKey` = "item:warehouse"): its 库位备注, kept
 * by the store, and the documents that hold its stock (预留明细) — why available is below on hand.
 */
export function StockRowDrawer({ side, rowKey }: { side: StockSide; rowKey: string }) {
  const { message } = App.useApp();
  const user = useUserInfo();
  const roles = user?.rolesVOList.map((r) => r.roleName) ?? [];
  const mayEdit = can(roles, 'warehouse-review');
  // Our own stock's batches open their trace; a customer's consigned goods are not traced.
  const mayTrace = useMayTrace() && !side.owned;
  const [itemId, warehouseId] = rowKey.split(':').map(Number);
  const at = prefixes[side.kind];
  const params = { [side.item]: itemId, warehouseId };
  const remark = useRemote(() => apiGet<Remark>(`${at.remark}/queryLocationRemark`, params), [rowKey]);
  const holders = useRemote(() => apiPost<Holder[]>(at.reserve, params), [rowKey]);
  const [text, setText] = useState('');
  useEffect(() => setText(remark.data?.remark ?? ''), [remark.data]);

  const save = async () => {
    const saved = await apiPost(`${at.remark}/updateLocationRemark`, { ...params, remark: text });
    if (saved === undefined) return;
    message.success('库位备注已保存');
    void remark.reload();
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={5}>库位备注</Typography.Title>
        <Input.TextArea
          aria-label="库位备注"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={200}
          showCount
          disabled={!mayEdit}
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={mayEdit ? '如：东区货架3层、冷库二号位' : '（仓库填写）'}
        />
        {remark.data?.updatedBy && (
          <Descriptions size="small" column={2} style={{ marginTop: 8 }}>
            <Descriptions.Item label="修改人">{remark.data.updatedBy}</Descriptions.Item>
            <Descriptions.Item label="修改时间">{formatAuditTime(remark.data.updatedAt)}</Descriptions.Item>
          </Descriptions>
        )}
        {mayEdit && (
          <Button type="primary" style={{ marginTop: 8 }} onClick={() => void save()}>
            保存
          </Button>
        )}
      </div>
      <div>
        <Typography.Title level={5}>预留明细</Typography.Title>
        <Table<Holder>
          rowKey="id"
          size="small"
          loading={holders.loading}
          dataSource={holders.data ?? []}
          pagination={false}
          locale={{ emptyText: '没有单据占用该库存' }}
          columns={[
            { key: 'docTitle', title: '单据类型', dataIndex: 'docTitle' },
            {
              key: 'docNumber',
              title: '单号',
              render: (_, h) => <Link to={`${h.docScreen}/detail?id=${h.docId}`}>{h.docNumber}</Link>,
            },
            {
              key: 'batchNo',
              title: '批号',
              render: (_, h) =>
                mayTrace && h.batchNo ? (
                  <TraceLink
                    kind={side.kind === 'PRODUCT' ? 'PRODUCT' : 'MATERIAL'}
                    batch={{ itemId, batchNo: h.batchNo }}
                  >
                    {h.batchNo}
                  </TraceLink>
                ) : (
                  h.batchNo
                ),
            },
            { key: 'allocation', title: '货位', render: (_, h) => h.allocationLabel ?? '' },
            {
              key: 'qty',
              title: '预留量（kg）',
              align: 'right',
              render: (_, h) => formatScaled(h.qty, 'quantity'),
            },
          ]}
        />
      </div>
    </Space>
  );
}

export const materialStockRow = {
  title: '库位与预留',
  width: 640,
  Content: ({ rowKey }: { rowKey: string }) => <StockRowDrawer side={materialSide} rowKey={rowKey} />,
};
export const productStockRow = {
  title: '库位与预留',
  width: 640,
  Content: ({ rowKey }: { rowKey: string }) => <StockRowDrawer side={productSide} rowKey={rowKey} />,
};
