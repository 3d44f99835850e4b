import { parseDecimal, scaleBy, trimZeros, unscaleBy } from '@tiangong/domain';
// The deep import: antd's Input index also carries TextArea, Search and OTP (see LoginPage).
import Input from 'antd/es/input/Input';
import type { CSSProperties } from 'react';
import { useEffect, useState } from 'react';

/**
 * Number input of SPEC §5. The value is the stored (scaled) number: on blur the text loses every
 * character but digits and dot (and minus when allowed), is parsed like parseFloat (fallback 0),
 * rounded half-up to `decimals` and multiplied by `scale`, exactly (BigInt, no float error).
 *
 * onChange gets a JS number, which is exact while |value| ≤ 2^53 (with scale 1e6: about 9 billion
 * units); the second argument is the exact decimal text for callers that store beyond that
 * (`BigInt(exact)` when scale ≥ 10^decimals).
 */
export interface NumberInputProps {
  value?: number | string | bigint | null;
  onChange?: (value: number, exact: string) => void;
  decimals?: number;
  scale?: number;
  allowNegative?: boolean;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  style?: CSSProperties;
  className?: string;
  'aria-label'?: string;
}

/** What the user typed → exact scaled decimal text. */
export function parseNumberText(
  text: string,
  decimals: number,
  scale: number,
  allowNegative = false,
): string {
  const kept = text.replace(allowNegative ? /[^\d.-]/g : /[^\d.]/g, '');
  // parseFloat semantics: the longest leading number; "1.2.3" → 1.2, "-" → 0.
  const lead = /^-?\d*(?:\.\d*)?/.exec(kept)?.[0] ?? '';
  const number = /\d/.test(lead) ? lead : '0';
  return scaleBy(number, decimals, scale);
}

/** Stored value → the text shown, without trailing zeros; empty for no value. */
export function formatNumberValue(value: NumberInputProps['value'], decimals: number, scale: number): string {
  if (value === null || value === undefined || value === '') return '';
  try {
    return trimZeros(unscaleBy(value, scale, decimals));
  } catch {
    return '';
  }
}

const isZero = (value: NumberInputProps['value']): boolean => {
  if (value === null || value === undefined || value === '') return false;
  try {
    return parseDecimal(value).num === 0n;
  } catch {
    return false;
  }
};

export function NumberInput({
  value,
  onChange,
  decimals = 2,
  scale = 1,
  allowNegative = false,
  placeholder,
  disabled,
  id,
  style,
  className,
  'aria-label': ariaLabel,
}: NumberInputProps) {
  const [committed, setCommitted] = useState(value);
  const [editing, setEditing] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);

  useEffect(() => setCommitted(value), [value]);

  const onFocus = () => {
    // A zero is shown empty so the user can type straight away.
    setEditing(isZero(committed) ? '' : formatNumberValue(committed, decimals, scale));
    setDirty(false);
  };

  const onBlur = () => {
    const text = editing ?? '';
    setEditing(null);
    // Passing through a field without typing leaves an empty value empty.
    if (!dirty) return;
    const exact = parseNumberText(text, decimals, scale, allowNegative);
    setCommitted(exact);
    onChange?.(Number(exact), exact);
  };

  return (
    <Input
      id={id}
      aria-label={ariaLabel}
      inputMode="decimal"
      value={editing ?? formatNumberValue(committed, decimals, scale)}
      placeholder={placeholder}
      disabled={disabled}
      style={style}
      className={className}
      onFocus={onFocus}
      onBlur={onBlur}
      onChange={(e) => {
        setEditing(e.target.value);
        setDirty(true);
      }}
    />
  );
}
