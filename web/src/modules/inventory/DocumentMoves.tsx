import { can, type DocumentDef } from '@tiangong/domain';
import { Empty, Table, type TableColumnsType, Tag } from 'antd';
import { useDocumentPermissions } from '../../documents/access';
import { formatDate, formatScaled } from '../../documents/formatters';
import { useRemote } from '../../documents/use-remote';
import { type DocumentMove, documentMovesApi } from './document-moves-api';

/**
 * 库存流水: what one document put on the stock ledger, move by move, and the opposite moves of
 * its red flush or return. Unit cost and value only for those who may see warehouse amounts.
 */
export function DocumentMoves({ def, id }: { def: DocumentDef; id: number }) {
  const { roles } = useDocumentPermissions(def);
  const moves = useRemote(() => documentMovesApi.list(def.key, id), [def.key, id]);
  const amounts = can(roles, 'warehouse-amount');
  const qty = (v: number) => (Number(v) === 0 ? '' : formatScaled(v, 'quantity'));
  const columns: TableColumnsType<DocumentMove> = [
    { key: 'seq', title: '序号', dataIndex: 'seq', width: 64, align: 'center' },
    { key: 'date', title: '业务日期', render: (_, m) => formatDate(m.businessDate) },
    { key: 'line', title: '单据行', dataIndex: 'docLine', align: 'center' },
    {
      key: 'kind',
      title: '类型',
      render: (_, m) => (m.reversal ? <Tag color="red">红冲/退回</Tag> : <Tag>过账</Tag>),
    },
    { key: 'materiel', title: '物料', dataIndex: 'materielLabel' },
    { key: 'warehouse', title: '仓库', dataIndex: 'warehouseLabel' },
    { key: 'allocation', title: '货位', render: (_, m) => m.allocationLabel ?? '' },
    { key: 'batch', title: '批号', dataIndex: 'batchNo' },
    { key: 'in', title: '入库（kg）', align: 'right', render: (_, m) => qty(m.inQty) },
    { key: 'out', title: '出库（kg）', align: 'right', render: (_, m) => qty(m.outQty) },
    ...(amounts
      ? ([
          {
            key: 'cost',
            title: '单价（元/kg）',
            align: 'right',
            render: (_, m) => formatScaled(m.unitCost, 'price'),
          },
          {
            key: 'value',
            title: '金额（元）',
            align: 'right',
            render: (_, m) => formatScaled(m.value, 'amount'),
          },
        ] satisfies TableColumnsType<DocumentMove>)
      : []),
  ];
  return (
    <Table<DocumentMove>
      rowKey="id"
      size="small"
      bordered
      loading={moves.loading}
      columns={columns}
      dataSource={moves.data ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description="该单据尚未过账，没有库存流水" /> }}
    />
  );
}
