import { Limits } from '@tiangong/domain';
import { Pagination } from 'antd';

/** Pager state of SPEC §2; pageIndex is 1-based. */
export interface PagerState {
  pageIndex: number;
  pageSize: number;
  totalRec: number;
}

export interface PagerProps {
  value: PagerState;
  onChange: (state: PagerState) => void;
  /** SPEC shows no size changer; screens that want one opt in. */
  showSizeChanger?: boolean;
  pageSizeOptions?: number[];
  disabled?: boolean;
}

/** Total, previous, page numbers, next and a jumper; the jumper only when there are more than 5 records. */
export function Pager({ value, onChange, showSizeChanger = false, pageSizeOptions, disabled }: PagerProps) {
  const { pageIndex, pageSize, totalRec } = value;
  return (
    <Pagination
      current={pageIndex}
      pageSize={pageSize}
      total={totalRec}
      disabled={disabled}
      showTotal={(total) => `共 ${total} 条`}
      showQuickJumper={totalRec >= Limits.pagerJumperMinTotal}
      showSizeChanger={showSizeChanger}
      pageSizeOptions={pageSizeOptions}
      onChange={(page, size) =>
        // A new page size starts again from the first page, as the rows shift.
        onChange({ ...value, pageIndex: size !== pageSize ? 1 : page, pageSize: size })
      }
    />
  );
}
