import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusFilter, statusFilterOptions } from './StatusFilter';

const items = [
  { value: 'APPROVAL_PENDING', label: '待审核' },
  { value: 'APPROVAL_APPROVED', label: '审核通过' },
  { value: 'APPROVAL_NOT_APPROVED', label: '审核不通过' },
];

const optionLabels = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((el) => el.textContent);

describe('StatusFilter', () => {
  it('offers 全部 first, then the items, and emits the chosen value', async () => {
    const onChange = vi.fn();
    render(<StatusFilter items={items} value="ALL" onChange={onChange} />);
    expect(screen.getByTitle('全部')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox'));
    expect(optionLabels()).toEqual(['全部', '待审核', '审核通过', '审核不通过']);
    await userEvent.click(document.querySelector('.ant-select-item-option[title="审核通过"]') as HTMLElement);
    expect(onChange.mock.calls[0][0]).toBe('APPROVAL_APPROVED');
  });

  it('removes 全部 when showAll is false', async () => {
    render(<StatusFilter items={[{ value: 'ALL', label: '全部' }, ...items]} showAll={false} />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(optionLabels()).toEqual(['待审核', '审核通过', '审核不通过']);
  });

  it('never lists 全部 twice', () => {
    expect(statusFilterOptions([{ value: 'ALL', label: '全部' }, ...items]).map((o) => o.label)).toEqual([
      '全部',
      '待审核',
      '审核通过',
      '审核不通过',
    ]);
  });
});
