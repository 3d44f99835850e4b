import { Limits } from '@tiangong/domain';
import { AutoComplete } from 'antd';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { apiPost } from '../api/http';

/** Product suggestion of SPEC §3. */
export interface ProductSuggestion {
  productId: number | string;
  code: string;
  name: string;
  level?: string | null;
  state?: string;
}

interface ProductPage {
  requestList?: ProductSuggestion[];
  totalRec?: number;
}

export const productLabel = (p: Pick<ProductSuggestion, 'code' | 'name'>): string => `${p.code}/${p.name}`;

/** SPEC §5: "code/name" text is split at the slash; the left part is a code, the right a name. */
export function splitLookupText(text: string): { code: string; name?: string } {
  const slash = text.indexOf('/');
  if (slash < 0) return { code: text.trim() };
  return { code: text.slice(0, slash).trim(), name: text.slice(slash + 1).trim() };
}

/** Loaded suggestions that the text names, by code or by name. */
export function matchingProducts(text: string, products: ProductSuggestion[]): ProductSuggestion[] {
  const { code, name } = splitLookupText(text);
  if (!code && !name) return [];
  return products.filter((p) => (code !== '' && p.code === code) || p.name === (name ?? code));
}

export const LOOKUP_DEBOUNCE_MS = 300;

export interface ProductLookupProps {
  value?: ProductSuggestion | null;
  /** `price` (scaled, SPEC §3) is passed when withBasePrice is set and the lookup answers one. */
  onChange?: (product: ProductSuggestion | null, price?: number) => void;
  withBasePrice?: boolean;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
}

export function ProductLookup({
  value,
  onChange,
  withBasePrice,
  placeholder = '请输入产品编码/名称',
  disabled,
  style,
  id,
}: ProductLookupProps) {
  const [text, setText] = useState(value ? productLabel(value) : '');
  const [products, setProducts] = useState<ProductSuggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Only the newest query may fill the list; slower older answers are dropped.
  const sequence = useRef(0);

  useEffect(() => setText(value ? productLabel(value) : ''), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const query = (typed: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const seq = ++sequence.current;
      const { code, name } = splitLookupText(typed);
      const page = await apiPost<ProductPage>(
        '/base/queryProductPageList',
        {
          page: { pageIndex: 1, pageSize: Limits.productLookupPageSize },
          queryParameterVo: { state: 'EBL', productCode: code, productName: name },
          // Suggestions show no pager: the server skips the count.
          count: false,
        },
        { silent: true },
      );
      if (seq === sequence.current) setProducts(page?.requestList ?? []);
    }, LOOKUP_DEBOUNCE_MS);
  };

  const select = async (product: ProductSuggestion) => {
    setText(productLabel(product));
    if (!withBasePrice) return onChange?.(product);
    const base = await apiPost<{ price?: number }>(
      '/approve/basePriceDetail',
      { productCode: product.code },
      { silent: true },
    );
    onChange?.(product, base?.price ?? undefined);
  };

  const clear = () => {
    setText('');
    if (value) onChange?.(null);
  };

  const onBlur = () => {
    if (value && text === productLabel(value)) return;
    const matches = matchingProducts(text, products);
    if (matches.length === 0) clear();
    // Typing an exact code or name and leaving is taken as choosing that product.
    else if (matches.length === 1 && matches[0].productId !== value?.productId) void select(matches[0]);
    else if (value) setText(productLabel(value));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    // A chosen "code/name" is one unit: deleting any of it clears the choice.
    if ((e.key === 'Delete' || e.key === 'Backspace') && text.includes('/')) {
      e.preventDefault();
      clear();
    }
  };

  const options = useMemo(
    () =>
      products.map((p) => ({
        value: productLabel(p),
        label: productLabel(p),
        key: String(p.productId),
        product: p,
      })),
    [products],
  );

  return (
    <AutoComplete
      id={id}
      value={text}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
      style={{ minWidth: 220, ...style }}
      showSearch={{ filterOption: false }}
      onChange={(next: string) => {
        setText(next ?? '');
        if (next && !options.some((o) => o.value === next)) query(next);
      }}
      onSelect={(_: string, option: (typeof options)[number]) => void select(option.product)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onFocus={() => products.length === 0 && query(text)}
    />
  );
}
