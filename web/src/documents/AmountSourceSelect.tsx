import type { AmountLinkDef, DocumentDef, OpenAmount } from '@tiangong/domain';
import { Flex, Form, Select, Typography } from 'antd';
import { type CSSProperties, useEffect, useMemo, useRef } from 'react';
import { apiPost } from '../api/http';
import { formatDate, formatScaled, refLabelKey } from './formatters';
import { REMOTE_SEARCH_DEBOUNCE_MS, useRemoteOptions } from './use-remote-options';

export const AMOUNT_SEARCH_DEBOUNCE_MS = REMOTE_SEARCH_DEBOUNCE_MS;
const PAGE_SIZE = 40;
/** A link without a party watches a field no form has. */
const NO_PARTY = '__noParty';

/** `${prefix}/query${Name}OpenAmounts` of a document with amount links. */
export function openAmountsPath(def: DocumentDef): string {
  return `${def.api.prefix}/query${def.api.name}OpenAmounts`;
}

interface OpenAmountsPage {
  requestList: OpenAmount[];
  totalRec: number;
}

/** The link a header field names its source by, where the source shows what is left open (`open`). */
export function amountLinkOf(def: DocumentDef, field: string): AmountLinkDef | undefined {
  return def.amountLinks?.find((l) => l.field === field && !!l.source.open);
}

/** The amount as it reads in a picker: 1,130.00 人民币. */
function money(row: OpenAmount, link: AmountLinkDef, value: number | null): string {
  const currency = (link.compare ?? []).map((f) => row[refLabelKey(f)]).filter(Boolean);
  return [formatScaled(value, 'amount', 2), ...currency].join(' ');
}

export interface AmountSourceSelectProps {
  def: DocumentDef;
  link: AmountLinkDef;
  /** The document being edited: what it draws now is open to it. */
  documentId?: number;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  initialLabel?: string | null;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

/**
 * The source of an amount link picked by what is open (a write-off's 发票 / 期初 / 收款): offers the
 * party's sources with something left (the engine's 选单, `query…OpenAmounts`), each with its date,
 * amount with currency and what is open; choosing one fills the target's amount with what can be
 * drawn — its open amount, capped by what the sources already chosen on the other links have open
 * (a write-off never past its receipt's).
 */
export function AmountSourceSelect({
  def,
  link,
  documentId,
  value,
  onChange,
  initialLabel,
  placeholder,
  disabled,
  id,
  style,
  'aria-label': ariaLabel,
}: AmountSourceSelectProps) {
  const form = Form.useFormInstance();
  const path = openAmountsPath(def);
  // The other links drawing the same amount (the receipt beside the invoice).
  const others = useMemo(
    () => (def.amountLinks ?? []).filter((l) => l.key !== link.key && l.amount === link.amount),
    [def, link],
  );
  const party = Form.useWatch(link.party ?? NO_PARTY, { form, preserve: true }) as number | null | undefined;
  const chosen = Form.useWatch(
    (values: Record<string, unknown>) =>
      others
        .flatMap((l) => (typeof values[l.field] === 'number' ? [`${l.key}:${values[l.field]}`] : []))
        .join(),
    form,
  );
  const agree = useMemo(
    () =>
      (chosen ?? '')
        .split(',')
        .filter(Boolean)
        .map((c) => {
          const [key, sourceId] = c.split(':');
          return { link: key, id: Number(sourceId) };
        }),
    [chosen],
  );
  const waiting = !!link.party && (party === null || party === undefined);
  const partyLabel = link.party ? (def.fields[link.party]?.label ?? link.party) : '';

  const remote = useRemoteOptions<OpenAmount>(async (keyword) => {
    if (waiting) return undefined;
    const page = await apiPost<OpenAmountsPage>(
      path,
      { link: link.key, partyId: party ?? undefined, keyword, documentId, agree, pageSize: PAGE_SIZE },
      { silent: true },
    );
    return page?.requestList;
  });
  const { options, labels, searching } = remote;

  // Another party or other sources chosen: the options shown are stale; a choice of the old party goes.
  const lastParty = useRef(party);
  const key = `${party ?? ''}|${chosen ?? ''}`;
  const lastKey = useRef(key);
  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    remote.reset();
    const was = lastParty.current;
    lastParty.current = party;
    if (was !== undefined && was !== null && was !== party && value != null) onChange?.(undefined);
  });

  /** What the chosen source of another link has open (nothing, where it is no longer offered). */
  const openOf = async (other: AmountLinkDef, sourceId: number) => {
    const page = await apiPost<OpenAmountsPage>(
      path,
      { link: other.key, sourceId, documentId, pageSize: 1 },
      { silent: true },
    );
    return page ? (page.requestList[0]?.open ?? 0) : undefined;
  };

  const prefill = async (row: OpenAmount) => {
    if (row.open === null) return;
    let amount = row.open;
    for (const other of others) {
      const sourceId = form.getFieldValue(other.field);
      if (typeof sourceId !== 'number') continue;
      const open = await openOf(other, sourceId);
      if (open !== undefined && open !== null) amount = Math.min(amount, open);
    }
    form.setFields([{ name: link.amount, value: amount, errors: [] }]);
  };

  const known = value !== null && value !== undefined;
  const current = known
    ? (options.find((o) => o.id === value)?.number ?? labels[value] ?? initialLabel)
    : undefined;
  const shown = [
    ...(known && current && !options.some((o) => o.id === value)
      ? [{ value, label: current, row: undefined }]
      : []),
    ...options.map((row) => ({ value: row.id, label: row.number, row })),
  ];

  return (
    <Select<number, (typeof shown)[number]>
      id={id}
      aria-label={ariaLabel}
      value={value ?? undefined}
      options={shown}
      placeholder={waiting ? `请先选择${partyLabel}` : placeholder}
      disabled={disabled || waiting}
      style={style}
      allowClear
      loading={searching}
      notFoundContent={searching ? '搜索中…' : `没有${link.open}的${link.source.noun}`}
      showSearch={{
        filterOption: false,
        onSearch: remote.search,
      }}
      popupMatchSelectWidth={false}
      onOpenChange={remote.onOpenChange}
      optionRender={({ data }) =>
        data.row ? (
          <Flex justify="space-between" gap={16} style={{ minWidth: 420 }}>
            <span>{data.row.number}</span>
            <Typography.Text type="secondary">{formatDate(data.row.date)}</Typography.Text>
            {data.row.amount !== null && <span>金额 {money(data.row, link, data.row.amount)}</span>}
            {data.row.open !== null && (
              <Typography.Text strong>
                {link.open} {formatScaled(data.row.open, 'amount', 2)}
              </Typography.Text>
            )}
          </Flex>
        ) : (
          data.label
        )
      }
      onChange={(next, option) => {
        const picked = Array.isArray(option) ? undefined : option;
        if (next !== undefined && picked) remote.remember(next, picked.label);
        onChange?.(next ?? undefined);
        if (picked?.row) void prefill(picked.row);
      }}
    />
  );
}
