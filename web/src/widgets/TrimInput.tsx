import type { InputProps } from 'antd';
// The deep import: antd's Input index also carries TextArea, Search and OTP (see LoginPage).
import Input from 'antd/es/input/Input';
import type { ChangeEvent, FocusEvent } from 'react';
import { useState } from 'react';

/** SPEC §5: a text input that drops surrounding spaces when the user leaves it (trim on by default). */
export interface TrimInputProps extends InputProps {
  trim?: boolean;
}

export function TrimInput({ trim = true, onBlur, onChange, value, defaultValue, ...rest }: TrimInputProps) {
  const controlled = value !== undefined;
  const [inner, setInner] = useState(defaultValue ?? '');

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (!controlled) setInner(e.target.value);
    onChange?.(e);
  };

  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    const raw = e.target.value;
    const trimmed = raw.trim();
    if (trim && trimmed !== raw) {
      if (!controlled) setInner(trimmed);
      // Form.Item reads event.target.value, so an event-shaped object with the trimmed text is enough.
      const target = { value: trimmed, name: e.target.name, id: e.target.id };
      onChange?.({
        ...e,
        type: 'change',
        target,
        currentTarget: target,
      } as unknown as ChangeEvent<HTMLInputElement>);
    }
    onBlur?.(e);
  };

  return <Input {...rest} value={controlled ? value : inner} onChange={handleChange} onBlur={handleBlur} />;
}
