import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatNumberValue, NumberInput, type NumberInputProps, parseNumberText } from './NumberInput';

function Controlled(props: NumberInputProps & { initial?: NumberInputProps['value'] }) {
  const [value, setValue] = useState(props.initial);
  return (
    <NumberInput
      {...props}
      value={value}
      onChange={(v, exact) => {
        setValue(v);
        props.onChange?.(v, exact);
      }}
    />
  );
}

const box = () => screen.getByRole('textbox') as HTMLInputElement;

describe('NumberInput', () => {
  it('on blur strips other characters, rounds half-up and emits value × scale', async () => {
    const onChange = vi.fn();
    render(<Controlled decimals={2} scale={1_000_000} onChange={onChange} placeholder="金额" />);
    await userEvent.type(box(), '￥1,234.565元');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(1_234_570_000, '1234570000');
    expect(box().value).toBe('1234.57');
  });

  it('keeps a quantity to the gram (3 decimals, ×1,000,000): 0.5, 0.001 and 19,340.0005 kg', async () => {
    const onChange = vi.fn();
    render(<Controlled decimals={3} scale={1_000_000} onChange={onChange} />);
    await userEvent.type(box(), '0.5');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(500_000, '500000');
    expect(box().value).toBe('0.5');
    await userEvent.clear(box());
    await userEvent.type(box(), '0.001');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(1_000, '1000');
    await userEvent.clear(box());
    await userEvent.type(box(), '19340.0005');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(19_340_001_000, '19340001000');
    expect(box().value).toBe('19340.001');
    // Finer than a gram rounds to nothing; the form then says how little is allowed.
    await userEvent.clear(box());
    await userEvent.type(box(), '0.0004');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(0, '0');
  });

  it('drops the minus unless negatives are allowed', async () => {
    const onChange = vi.fn();
    const { unmount } = render(<Controlled decimals={2} scale={100} onChange={onChange} />);
    await userEvent.type(box(), '-12.5');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(1250, '1250');
    unmount();
    render(<Controlled decimals={2} scale={100} allowNegative onChange={onChange} />);
    await userEvent.type(box(), '-12.5');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(-1250, '-1250');
    expect(box().value).toBe('-12.5');
  });

  it('falls back to 0 for text without a number', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={500} decimals={2} scale={100} onChange={onChange} />);
    expect(box().value).toBe('5');
    await userEvent.clear(box());
    await userEvent.type(box(), 'abc');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(0, '0');
    expect(box().value).toBe('0');
  });

  it('shows a zero value empty on focus, and shows it again on leaving unchanged', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={0} decimals={4} scale={10_000} onChange={onChange} />);
    expect(box().value).toBe('0');
    await userEvent.click(box());
    expect(box().value).toBe('');
    await userEvent.tab();
    expect(box().value).toBe('0');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a stored price with its decimals and keeps it exact', async () => {
    const onChange = vi.fn();
    render(<Controlled initial={12_345_678} decimals={6} scale={1_000_000} onChange={onChange} />);
    expect(box().value).toBe('12.345678');
    await userEvent.click(box());
    expect(box().value).toBe('12.345678');
    await userEvent.type(box(), '9');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(12_345_679, '12345679');
  });

  it('parseNumberText and formatNumberValue follow parseFloat and the scale', () => {
    expect(parseNumberText('1.2.3', 2, 1)).toBe('1.2');
    expect(parseNumberText('1.005', 2, 100)).toBe('101');
    expect(parseNumberText('', 2, 100)).toBe('0');
    expect(parseNumberText('1-2', 0, 1, true)).toBe('1');
    expect(parseNumberText('12345678901.999', 2, 1_000_000)).toBe('12345678902000000');
    expect(formatNumberValue(1350, 2, 100)).toBe('13.5');
    expect(formatNumberValue(null, 2, 100)).toBe('');
    expect(formatNumberValue(10_000_000_000_000_000_000n, 2, 1_000_000)).toBe('10000000000000');
  });
});
