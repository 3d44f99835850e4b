import { formatYmd, type LastCheck, type PeriodCheck, type PeriodRow } from '@tiangong/domain';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Modal,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { formatAuditTime, formatScaled } from '../../documents/formatters';
import { useRemote } from '../../documents/use-remote';
import { useOperationConfirm } from '../../widgets/OperationConfirm';
import { type StockBook, stockAccApi, stockBooks } from './stock-acc-api';

const qty = (v: number) => formatScaled(v, 'quantity');
const money = (v: number) => formatScaled(v, 'amount');

/**
 * /stock-acc 库存结账: the months of material stock, product stock and 往来 (receivables and
 * payables) — a switch between the books — each checked before it closes (结账检查), closed (结账),
 * re-opened by finance while the next month is open (反结账), and, for stock, checked after closing
 * (结账后检查). The server decides and refuses in words; this screen asks and shows.
 */
export default function StockAccPage() {
  const [book, setBook] = useState<StockBook>(stockBooks[0]);
  return (
    <Card
      title="库存结账"
      extra={
        <Segmented
          value={book.key}
          options={stockBooks.map((b) => ({ value: b.key, label: b.noun }))}
          onChange={(key) => setBook(stockBooks.find((b) => b.key === key) ?? stockBooks[0])}
        />
      }
    >
      <BookPeriods key={book.key} book={book} />
    </Card>
  );
}

function BookPeriods({ book }: { book: StockBook }) {
  const { message } = App.useApp();
  const confirm = useOperationConfirm();
  const api = stockAccApi(book);
  const periods = useRemote(() => api.periods(), []);
  const [check, setCheck] = useState<PeriodCheck | null>(null);
  const [last, setLast] = useState<LastCheck | null>(null);

  const close = async (row: PeriodRow) => {
    if (!(await confirm({ operation: '结账', formName: `${row.label}${book.noun}` }))) return;
    if ((await api.account(row.period)) === undefined) return;
    message.success(`${row.label}已结账`);
    void periods.reload();
  };
  const reopen = async (row: PeriodRow) => {
    if (!(await confirm({ operation: '反结账', formName: `${row.label}${book.noun}` }))) return;
    if ((await api.unAccount(row.period)) === undefined) return;
    message.success(`${row.label}已反结账`);
    void periods.reload();
  };
  const firstCheck = async (row: PeriodRow) => {
    const result = await api.firstCheck(row.period);
    if (result) setCheck(result);
  };
  const lastCheck = async (row: PeriodRow) => {
    const result = await api.lastCheck(row.period);
    if (result) setLast(result);
  };

  // Months close in order and re-open from the latest: only those two months offer the action.
  const rows = periods.data ?? [];
  const latestClosed = rows.find((r) => r.status === 'CLOSED')?.period;
  const nextToClose = rows
    .filter((r) => r.status === 'OPEN' && (!latestClosed || r.period > latestClosed))
    .at(-1)?.period;

  return (
    <>
      <Typography.Paragraph type="secondary">
        {book.lastCheck
          ? '按月份顺序结账：结账后该月不能再过账、补录或反审核；只有最近一个已结账的月份可以反结账。'
          : '按月份顺序结账：结账后该月的销售发票、红字发票、收款、付款和核销不能再新增、修改、复核、反审核、作废或撤销；该月还有待复核的单据时不能结账；只有最近一个已结账的月份可以反结账。'}
      </Typography.Paragraph>
      <Table<PeriodRow>
        rowKey="period"
        size="middle"
        loading={periods.loading}
        dataSource={rows}
        pagination={false}
        columns={[
          { key: 'label', title: '月份', dataIndex: 'label' },
          {
            key: 'status',
            title: '状态',
            render: (_, row) =>
              row.status === 'CLOSED' ? <Tag color="green">已结账</Tag> : <Tag color="gold">未结账</Tag>,
          },
          { key: 'closedBy', title: '结账人', dataIndex: 'closedBy' },
          { key: 'closedAt', title: '结账时间', render: (_, row) => formatAuditTime(row.closedAt) },
          {
            key: 'actions',
            title: '操作',
            render: (_, row) => (
              <Space>
                {row.status === 'OPEN' ? (
                  <>
                    <Button type="link" style={{ padding: 0 }} onClick={() => void firstCheck(row)}>
                      结账检查
                    </Button>
                    {row.period === nextToClose && (
                      <Button type="link" style={{ padding: 0 }} onClick={() => void close(row)}>
                        结账
                      </Button>
                    )}
                  </>
                ) : (
                  <>
                    {book.lastCheck && (
                      <Button type="link" style={{ padding: 0 }} onClick={() => void lastCheck(row)}>
                        结账后检查
                      </Button>
                    )}
                    {row.period === latestClosed && (
                      <Button type="link" danger style={{ padding: 0 }} onClick={() => void reopen(row)}>
                        反结账
                      </Button>
                    )}
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!check}
        title={`结账检查：${check?.period.slice(0, 4)}年${Number(check?.period.slice(4))}月`}
        width={720}
        footer={null}
        onCancel={() => setCheck(null)}
      >
        {check && <CheckResult check={check} />}
      </Modal>
      <Modal
        open={!!last}
        title={`结账后检查：${last?.period.slice(0, 4)}年${Number(last?.period.slice(4))}月`}
        width={640}
        footer={null}
        onCancel={() => setLast(null)}
      >
        {last && <LastCheckResult last={last} />}
      </Modal>
    </>
  );
}

function CheckResult({ check }: { check: PeriodCheck }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {check.blockers.length === 0 ? (
        <Alert type="success" showIcon message="检查通过，可以结账" />
      ) : (
        <Alert type="warning" showIcon message="暂不能结账" description={check.blockers.join('；')} />
      )}
      {check.pendingDocuments.length > 0 && (
        <Table
          size="small"
          rowKey={(r) => `${r.title}${r.number}`}
          pagination={false}
          dataSource={check.pendingDocuments}
          columns={[
            { key: 'title', title: '单据类型', dataIndex: 'title' },
            { key: 'number', title: '单号', dataIndex: 'number' },
            { key: 'date', title: '日期', render: (_, r) => formatYmd(r.date) },
            { key: 'status', title: '状态', dataIndex: 'statusLabel' },
          ]}
        />
      )}
      {check.negativeCosts.length > 0 && (
        <Table
          size="small"
          rowKey="itemId"
          pagination={false}
          dataSource={check.negativeCosts}
          columns={[
            { key: 'label', title: '品项', render: (_, r) => r.label ?? r.itemId },
            { key: 'qty', title: '数量（kg）', align: 'right', render: (_, r) => qty(r.qty) },
            { key: 'value', title: '金额（元）', align: 'right', render: (_, r) => money(r.value) },
          ]}
        />
      )}
    </Space>
  );
}

function LastCheckResult({ last }: { last: LastCheck }) {
  const s = last.summary;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {last.consistent === true && (
        <Alert type="success" showIcon message="期初 + 入库 − 出库 = 期末，结存与明细一致" />
      )}
      {last.consistent === false && (
        <Alert
          type="error"
          showIcon
          message={`结存与明细不一致（${last.mismatches} 处），请反结账后重新结账`}
        />
      )}
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label="期初数量（kg）">{qty(s.openingQty)}</Descriptions.Item>
        <Descriptions.Item label="期初金额（元）">{money(s.openingValue)}</Descriptions.Item>
        <Descriptions.Item label="本期入库（kg）">{qty(s.inQty)}</Descriptions.Item>
        <Descriptions.Item label="入库金额（元）">{money(s.inValue)}</Descriptions.Item>
        <Descriptions.Item label="本期出库（kg）">{qty(s.outQty)}</Descriptions.Item>
        <Descriptions.Item label="出库金额（元）">{money(s.outValue)}</Descriptions.Item>
        <Descriptions.Item label="期末数量（kg）">{qty(s.closingQty)}</Descriptions.Item>
        <Descriptions.Item label="期末金额（元）">{money(s.closingValue)}</Descriptions.Item>
      </Descriptions>
    </Space>
  );
}
