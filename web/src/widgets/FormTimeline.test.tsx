import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormTimeline, formatAuditTime } from './FormTimeline';

const text = () => document.body.textContent ?? '';

describe('FormTimeline', () => {
  it('shows creator and create date only when nothing else happened', () => {
    render(<FormTimeline createBy="张三" createAt="20261122" />);
    expect(screen.getByText('创建人：张三')).toBeTruthy();
    expect(screen.getByText('创建时间：2026-11-22')).toBeTruthy();
    expect(text()).not.toContain('修改人');
    expect(text()).not.toContain('审核人');
  });

  it('shows modifier and auditor when present, timestamps as YYYY-MM-DD HH:mm', () => {
    render(
      <FormTimeline
        createBy="张三"
        createAt="2026-11-20T08:05:09"
        modifyBy="李四"
        modifyAt="2026-11-21T14:30:00"
        auditor="王五"
        auditDate="20261122"
      />,
    );
    expect(screen.getByText('创建时间：2026-11-20 08:05')).toBeTruthy();
    expect(screen.getByText('修改人：李四')).toBeTruthy();
    expect(screen.getByText('修改时间：2026-11-21 14:30')).toBeTruthy();
    expect(screen.getByText('审核人：王五')).toBeTruthy();
    expect(screen.getByText('审核时间：2026-11-22')).toBeTruthy();
    expect(document.querySelectorAll('.ant-timeline-item')).toHaveLength(3);
  });

  it('accepts the createAtDate / createDate / modifyAtDate / modifyDate aliases', () => {
    const { unmount } = render(<FormTimeline createBy="甲" createAtDate="20260101" modifyDate="20260102" />);
    expect(screen.getByText('创建时间：2026-01-01')).toBeTruthy();
    expect(screen.getByText('修改人：-')).toBeTruthy();
    expect(screen.getByText('修改时间：2026-01-02')).toBeTruthy();
    unmount();
    render(<FormTimeline createBy="乙" createDate="20260203" modifyAtDate="20260204" modifyBy="丙" />);
    expect(screen.getByText('创建时间：2026-02-03')).toBeTruthy();
    expect(screen.getByText('修改时间：2026-02-04')).toBeTruthy();
  });

  it('formatAuditTime handles the date shapes', () => {
    expect(formatAuditTime('20261122')).toBe('2026-11-22');
    expect(formatAuditTime('2026-11-22')).toBe('2026-11-22');
    // A moment reads the company's clock (Asia/Shanghai, UTC+8): audit-time.test.ts.
    expect(formatAuditTime(new Date('2026-11-22T01:05:00Z'))).toBe('2026-11-22 09:05');
    expect(formatAuditTime(null)).toBe('');
    expect(formatAuditTime('')).toBe('');
  });
});
