import type { TableProps } from 'antd';
import { Flex } from 'antd';
import { Pager } from '../widgets/Pager';
import type { ListQuery } from './list-query';

/**
 * What every server-paged list (documents and reports) does with its table's header clicks and
 * its pager: a new sort goes back to page 1, a new page size is remembered by the screen.
 */
export function onTableSort<Row>(
  query: ListQuery,
  go: (next: ListQuery) => void,
): NonNullable<TableProps<Row>['onChange']> {
  return (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const field = String(sorter.columnKey ?? '');
    const sort =
      sorter.order && field ? { field, order: sorter.order === 'ascend' ? 'asc' : 'desc' } : undefined;
    go({ ...query, pageIndex: 1, sort: sort as ListQuery['sort'] });
  };
}

export function ListPager({
  query,
  page,
  pageSize,
  setPageSize,
  go,
}: {
  query: ListQuery;
  page: { pageSize: number; totalRec: number } | undefined;
  pageSize: number;
  setPageSize: (size: number) => void;
  go: (next: ListQuery) => void;
}) {
  const shownSize = page?.pageSize ?? pageSize;
  return (
    <Flex justify="flex-end" style={{ marginTop: 16 }}>
      <Pager
        value={{ pageIndex: query.pageIndex, pageSize: shownSize, totalRec: page?.totalRec ?? 0 }}
        onChange={(next) => {
          if (next.pageSize !== shownSize) setPageSize(next.pageSize);
          go({ ...query, pageIndex: next.pageIndex });
        }}
      />
    </Flex>
  );
}
