import { otherFilters, stockLookups } from '@tiangong/domain';
import { Flex, Segmented, Typography } from 'antd';
import { formatScaled } from './formatters';
import type { StockFigures, StockFilter, StockScope } from './stock-lookup';

const filterOptions = otherFilters.productStock.map((o) => ({ value: o.value, label: o.label }));

/** 在库 120.000 · 可用 73.000 kg; nothing free reads in red, so it stands out while keying. */
export function StockFiguresText({ scope, figures }: { scope: StockScope; figures: StockFigures }) {
  const unit = stockLookups[scope.side].unit;
  return (
    <Typography.Text type="secondary" className="tg-stock-figures" style={{ whiteSpace: 'nowrap' }}>
      在库 {formatScaled(figures.onHand, 'quantity')} ·{' '}
      <Typography.Text type={figures.available > 0 ? undefined : 'danger'}>
        可用 {formatScaled(figures.available, 'quantity')}
      </Typography.Text>{' '}
      {unit}
    </Typography.Text>
  );
}

/** Whose stock the figures are: the chosen warehouse's, or every warehouse's while none is chosen. */
export function stockScopeText(scope: StockScope): string {
  if (!scope.warehouseField) return '全部仓库的库存';
  return scope.warehouseId === undefined
    ? `全部仓库的库存（未选${scope.warehouseField}）`
    : `所选${scope.warehouseField}的库存`;
}

/** The top of a stock picker's dropdown: whose figures they are and the three-way filter. */
export function StockFilterBar({
  scope,
  filter,
  onChange,
}: {
  scope: StockScope;
  filter: StockFilter;
  onChange: (filter: StockFilter) => void;
}) {
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={8}
      wrap
      style={{ padding: '4px 8px 8px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
      // Choosing a filter must not close the dropdown or take the typed text away.
      onMouseDown={(e) => e.preventDefault()}
    >
      <Typography.Text type="secondary">{stockScopeText(scope)}</Typography.Text>
      <Segmented<StockFilter>
        size="small"
        aria-label="库存筛选"
        options={filterOptions}
        value={filter}
        onChange={onChange}
      />
    </Flex>
  );
}
