import { Limits } from '@tiangong/domain';
import { Pagination, Space } from 'antd';
// The deep import: antd's Input index also carries TextArea, Search and OTP (see LoginPage).
import Input from 'antd/es/input/Input';
import { useState } from 'react';

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

/**
 * 跳至 N 页. Ours rather than antd's: antd hides its jumper whenever the records fit one page,
 * while SPEC §2 hides it at 5 records or fewer and shows it otherwise (13 records on a page of
 * 25 still get one). A page past the last goes to the last; anything not a number is ignored.
 */
function PageJumper({
  pages,
  disabled,
  onJump,
}: {
  pages: number;
  disabled?: boolean;
  onJump: (page: number) => void;
}) {
  const [text, setText] = useState('');
  const jump = () => {
    const page = Number.parseInt(text, 10);
    setText('');
    if (Number.isFinite(page) && page > 0) onJump(Math.min(page, Math.max(pages, 1)));
  };
  return (
    <Space size={4} className="pager-jumper">
      跳至
      <Input
        size="small"
        aria-label="跳至页码"
        style={{ width: 50, textAlign: 'center' }}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onPressEnter={jump}
        onBlur={() => text && jump()}
      />
      页
    </Space>
  );
}

/** Total, previous, page numbers, next and a jumper; the jumper only when there are more than 5 records. */
export function Pager({ value, onChange, showSizeChanger = false, pageSizeOptions, disabled }: PagerProps) {
  const { pageIndex, pageSize, totalRec } = value;
  const pages = Math.ceil(totalRec / pageSize);
  return (
    <Space size={12} wrap>
      <Pagination
        current={pageIndex}
        pageSize={pageSize}
        total={totalRec}
        disabled={disabled}
        showTotal={(total) => `共 ${total} 条`}
        showSizeChanger={showSizeChanger}
        pageSizeOptions={pageSizeOptions}
        onChange={(page, size) =>
          // A new page size starts again from the first page, as the rows shift.
          onChange({ ...value, pageIndex: size !== pageSize ? 1 : page, pageSize: size })
        }
      />
      {totalRec >= Limits.pagerJumperMinTotal && (
        <PageJumper
          pages={pages}
          disabled={disabled}
          onJump={(page) => onChange({ ...value, pageIndex: page })}
        />
      )}
    </Space>
  );
}
