import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, sent, serve } from '../admin/admin-testing';
import { RecipeVersions } from './RecipeVersions';
import { COMPARE, VERSIONS } from './recipe-api';

vi.mock('../../api/http', () => ({ apiPost: vi.fn(), apiGet: vi.fn() }));

const P = 1_000_000;
const version = (id: number, versionNo: number, status: string, current: boolean) => ({
  id,
  versionNo,
  recipeType: versionNo === 1 ? 'NEW' : 'CHANGE',
  effectiveDate: versionNo === 1 ? '20260101' : '20260301',
  status,
  auditor: status === 'APPROVED' ? 'researchderictor' : null,
  auditDate: null,
  createBy: 'researcher',
  current,
});
const diff = {
  left: { id: 11, label: 'PF001 第1版', status: 'APPROVED' },
  right: { id: 12, label: 'PF001 第2版', status: 'CHECKPENDING' },
  fields: [
    { field: 'name', label: '配方名称', left: '蓝浆', right: '蓝浆', changed: false },
    { field: 'processNotes', label: '工艺说明', left: '分散30分钟', right: '分散40分钟', changed: true },
  ],
  lines: [
    {
      key: 'm1',
      kind: 'material',
      label: 'YL-PB153 酞菁蓝',
      left: 30 * P,
      right: 35 * P,
      leftRemark: null,
      rightRemark: null,
      change: 'changed',
    },
    {
      key: 'm2',
      kind: 'material',
      label: 'RJ-DIW 去离子水',
      left: 70 * P,
      right: null,
      leftRemark: '后加',
      rightRemark: null,
      change: 'removed',
    },
    {
      key: 'h7',
      kind: 'halfstuff',
      label: '半成品 HS001 第1版',
      left: null,
      right: 65 * P,
      leftRemark: null,
      rightRemark: null,
      change: 'added',
    },
  ],
};

describe('配方版本 and 版本对比 on a recipe detail', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    serve({
      [VERSIONS]: {
        code: 'PF001',
        versions: [version(12, 2, 'CHECKPENDING', false), version(11, 1, 'APPROVED', true)],
      },
      [COMPARE]: diff,
    });
  });

  it('lists every version, the one in force marked, the others opening their detail', async () => {
    renderScreen(
      <RecipeVersions
        row={{ id: 12, version: 1, status: 'CHECKPENDING' }}
        roles={['Researcher']}
        reload={vi.fn()}
      />,
      '/pilotscale-research-recipe/detail?id=12',
    );
    const card = await screen.findByTestId('recipe-versions');
    await waitFor(() => expect(within(card).getByText('第2版（本页）')).toBeTruthy());
    expect(sent(VERSIONS)).toEqual([{ id: 12 }]);
    const first = within(card).getByRole('link', { name: '第1版' });
    expect(first.getAttribute('href')).toBe('/pilotscale-research-recipe/detail?id=11');
    expect(within(card).getAllByText('当前生效')).toHaveLength(1);
    expect(within(first.closest('tr') as HTMLElement).getByText('当前生效')).toBeTruthy();
  });

  it('compares this version with the one before: changed fields marked, ingredients added, removed, changed', async () => {
    renderScreen(
      <RecipeVersions
        row={{ id: 12, version: 1, status: 'CHECKPENDING' }}
        roles={['Researcher']}
        reload={vi.fn()}
      />,
      '/pilotscale-research-recipe/detail?id=12',
    );
    await screen.findByText('第2版（本页）');
    await userEvent.click(screen.getByRole('button', { name: '版本对比' }));
    const lines = await screen.findByTestId('recipe-diff-lines');
    expect(sent(COMPARE)).toEqual([{ leftId: 11, rightId: 12 }]);
    const rows = within(lines)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['YL-PB153 酞菁蓝', '30.0000', '35.0000', '变化', ''],
      ['RJ-DIW 去离子水', '70.0000', '—', '删除', '后加'],
      ['半成品 HS001 第1版', '—', '65.0000', '新增', ''],
    ]);
    const fields = screen.getByTestId('recipe-diff-fields');
    const notes = within(fields).getByText('工艺说明').closest('tr') as HTMLElement;
    expect(notes.querySelectorAll('mark')).toHaveLength(2);
    const name = within(fields).getByText('配方名称').closest('tr') as HTMLElement;
    expect(name.querySelectorAll('mark')).toHaveLength(0);
  });
});
