import { ExportOutlined, PrinterOutlined } from '@ant-design/icons';
import { can, drillScreen, type ReportDef, reportAsDocument, withLabels } from '@tiangong/domain';
import { Alert, Button, Card, Drawer, Flex, Segmented, Skeleton, Table, Typography } from 'antd';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fieldVisible, useDocumentPermissions } from '../documents/access';
import { DocumentFilterBar } from '../documents/DocumentFilterBar';
import type { DocumentRow } from '../documents/doc-api';
import { formatKey } from '../documents/formatters';
import { ListPager, onTableSort } from '../documents/ListPaging';
import { buildColumns, listScroll, permittedColumns } from '../documents/list-columns';
import { type ListQuery, listBody, readListQuery, writeListQuery } from '../documents/list-query';
import { useRemote } from '../documents/use-remote';
import { reportApi } from './report-api';
import { chartCurrencies, chartSpec } from './report-chart-option';

/** The print view loads when a report is first printed. */
const ReportPrintOverlay = lazy(() =>
  import('./ReportPrint').then((m) => ({ default: m.ReportPrintOverlay })),
);

/** ECharts loads with the first report that draws a chart, never before. */
const ReportChart = lazy(() => import('./ReportChart'));

/** Asked of the server; the client raises it to the SPEC §7 floor (25, or 15 on narrow windows). */
const PAGE_SIZE = 25;

/**
 * What one row holds in full, shown in a drawer from the row's 详情 link: a report whose rows name
 * something (`rowKey`) passes the component that reads it (the audit log's before → after).
 */
export interface ReportRowDetail {
  /** Title of the drawer. */
  title: string;
  width?: number;
  Content: ComponentType<{ rowKey: string }>;
}

/**
 * The one screen of every declared report: its filters (kept in the URL), the table with a totals
 * row over the whole filtered set, drill-down links, the pager and the export; a row's detail
 * drawer when the screen gives one.
 */
export function ReportView({ report, rowDetail }: { report: ReportDef; rowDetail?: ReportRowDetail }) {
  const declared = useMemo(() => reportAsDocument(report), [report]);
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(declared, params), [declared, params]);
  const perms = useDocumentPermissions(declared);
  const roles = perms.roles;
  const api = useMemo(() => reportApi(report), [report]);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const missing = (report.required ?? []).filter((name) => !query.filters[name]);
  const list = useRemote(
    () => (missing.length ? Promise.resolve(undefined) : api.list(listBody(declared, query, pageSize))),
    [api, query, pageSize, missing.length],
  );
  // Headers the server answered with the rows (aging buckets by 财务设置) replace the declared ones.
  const labels = list.data?.labels;
  const def = useMemo(() => withLabels(declared, labels), [declared, labels]);
  const go = (next: ListQuery) => {
    const search = writeListQuery(def, next);
    if (search.toString() === params.toString()) void list.reload();
    else setParams(search);
  };

  const [opened, setOpened] = useState<string>();
  const [printing, setPrinting] = useState(false);
  const without = report.descriptionWithout;
  const description = without && !can(roles, without.permission) ? without.text : report.description;
  const { print } = report;
  const keys = permittedColumns(def, roles);
  const { rowKey } = report;
  const detailAction =
    rowDetail && rowKey
      ? (row: DocumentRow) => (
          <Button type="link" size="small" onClick={() => setOpened(String(row[rowKey]))}>
            详情
          </Button>
        )
      : undefined;
  const columns = buildColumns(def, keys, query.sort, detailAction).map((column) => {
    const sortable = !report.sortable || report.sortable.includes(String(column.key));
    const drill = report.drill?.[String(column.key)];
    if (!drill) return sortable ? column : { ...column, sorter: false };
    return {
      ...column,
      render: (_: unknown, row: DocumentRow) => {
        const search = new URLSearchParams(
          Object.entries(drill.params)
            .filter(([, rowKey]) => row[rowKey] !== null && row[rowKey] !== undefined && row[rowKey] !== '')
            .map(([filter, rowKey]) => [filter, String(row[rowKey])]),
        );
        return (
          <Link to={`${drillScreen(drill, row)}?${search}`}>{formatKey(def, String(column.key), row)}</Link>
        );
      },
    };
  });
  const page = list.data;
  const totals = (report.totals ?? []).filter((k) => keys.includes(k));
  const rows: DocumentRow[] = useMemo(
    () => (page?.requestList ?? []).map((row, i) => ({ ...row, __key: rowKey ? String(row[rowKey]) : i })),
    [page, rowKey],
  );
  const keyList = keys.join(',');
  // A chart split by currency draws one at a time, chosen beside it (the first by default).
  const currencies = useMemo(
    () => (report.chart ? chartCurrencies(report.chart, def, rows) : []),
    [report.chart, def, rows],
  );
  const [pickedCurrency, setPickedCurrency] = useState<string>();
  const currency = pickedCurrency && currencies.includes(pickedCurrency) ? pickedCurrency : currencies[0];
  // One spec per page of rows: the chart redraws when the data changes, not on every render.
  const chart = useMemo(
    () => (report.chart ? chartSpec(report.chart, def, rows, keyList.split(','), currency) : null),
    [report.chart, def, rows, keyList, currency],
  );
  return (
    <Card title={report.title}>
      {description && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
          {description}
        </Typography.Paragraph>
      )}
      <DocumentFilterBar
        def={def}
        roles={roles}
        inPurchasing={false}
        value={query.filters}
        onSearch={(filters) => go({ ...query, filters, pageIndex: 1 })}
      />
      {missing.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={`请选择${missing.map((n) => report.fields[n].label).join('、')}后查询`}
        />
      )}
      <Flex justify="flex-end" gap={8} style={{ marginBottom: 12 }}>
        {print && (
          <Button icon={<PrinterOutlined />} disabled={missing.length > 0} onClick={() => setPrinting(true)}>
            打印
          </Button>
        )}
        {perms.canExport && (
          <Button
            icon={<ExportOutlined />}
            disabled={missing.length > 0}
            onClick={() => void api.exportList(listBody(def, query, pageSize))}
          >
            导出
          </Button>
        )}
      </Flex>
      <Table<DocumentRow>
        rowKey={(row) => String(row.__key)}
        size="middle"
        bordered
        columns={columns}
        dataSource={rows}
        loading={list.loading}
        pagination={false}
        tableLayout="auto"
        scroll={listScroll(def, keys)}
        locale={{ emptyText: missing.length ? '请先选择查询条件' : '暂无数据' }}
        onChange={onTableSort(query, go)}
        summary={
          totals.length && page && page.totalRec > 0
            ? () => (
                <Table.Summary.Row>
                  {keys.map((key, i) => (
                    <Table.Summary.Cell
                      key={key}
                      index={i}
                      align={totals.includes(key) ? 'right' : undefined}
                    >
                      {i === 0 ? (
                        <strong>合计</strong>
                      ) : totals.includes(key) && fieldVisible(roles, report.fields[key]) ? (
                        <strong data-total={key}>
                          {formatKey(def, key, { ...page.totals, id: 0, status: '', version: 0 })}
                        </strong>
                      ) : null}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              )
            : undefined
        }
      />
      <ListPager query={query} page={page} pageSize={pageSize} setPageSize={setPageSize} go={go} />
      {/* The table first, the chart of its page below it (issue 35 item 11). */}
      {currencies.length > 0 && (
        <Flex align="center" gap={8} style={{ marginTop: 16 }} data-testid="chart-currency">
          <Typography.Text type="secondary">图表币种</Typography.Text>
          {currencies.length > 1 ? (
            <Segmented options={currencies} value={currency} onChange={(v) => setPickedCurrency(String(v))} />
          ) : (
            <Typography.Text>{currency}</Typography.Text>
          )}
        </Flex>
      )}
      {chart && (
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
          <div style={{ marginTop: 16 }}>
            <ReportChart spec={chart} />
          </div>
        </Suspense>
      )}
      {print && printing && (
        <Suspense fallback={null}>
          <ReportPrintOverlay
            report={{ ...report, print }}
            def={def}
            query={query}
            roles={roles}
            onClose={() => setPrinting(false)}
          />
        </Suspense>
      )}
      {rowDetail && (
        <Drawer
          title={rowDetail.title}
          width={rowDetail.width ?? 720}
          open={opened !== undefined}
          onClose={() => setOpened(undefined)}
          destroyOnHidden
        >
          {opened !== undefined && <rowDetail.Content rowKey={opened} />}
        </Drawer>
      )}
    </Card>
  );
}
