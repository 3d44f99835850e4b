import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingMask } from './LoadingMask';
import { loadingStore } from './loading-store';

describe('LoadingMask', () => {
  it('shows 加载中… only while requests are pending', () => {
    render(<LoadingMask />);
    expect(screen.queryByText('加载中…')).toBeNull();
    act(() => {
      loadingStore.begin();
      loadingStore.begin();
    });
    expect(screen.getByText('加载中…')).toBeTruthy();
    act(() => loadingStore.end());
    expect(screen.getByText('加载中…')).toBeTruthy();
    act(() => loadingStore.end());
    expect(screen.queryByText('加载中…')).toBeNull();
  });

  it('never counts below zero', () => {
    act(() => loadingStore.end());
    expect(loadingStore.getSnapshot()).toBe(0);
  });
});
