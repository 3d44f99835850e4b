import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type DocumentDef, int, ref, text } from '@tiangong/domain';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeModals } from '../widgets/testing';
import { AmendButton } from './AmendButton';
import { button, loginAs, sent, serve, testOrder } from './documents-testing';

vi.mock('../api/http', () => ({
  apiPost: vi.fn(),
  apiGet: vi.fn(),
  apiDownload: vi.fn(),
  apiUpload: vi.fn(),
}));
vi.mock('../api/submit', () => ({ apiSubmit: vi.fn(async () => ({ id: 21, version: 4 })) }));

/** Issue 35 item 3 on screen: 填写运单 on a posted document, for the store, of those fields alone. */
const shipped: DocumentDef = {
  ...testOrder,
  fields: {
    ...testOrder.fields,
    expressId: ref('express', '承运商'),
    waybillNo: text('运单号', { max: 40 }),
    pieces: int('件数', { min: 1 }),
  },
  amend: {
    label: '填写运单',
    fields: ['expressId', 'waybillNo', 'pieces'],
    statuses: ['APPROVAL_APPROVED'],
    allow: { permission: 'warehouse-review' },
  },
};
const row = { id: 21, version: 3, number: 'CG1', status: 'APPROVAL_APPROVED', waybillNo: 'SF1', pieces: 1 };

describe('填写运单', () => {
  beforeEach(() => loginAs(['SuperAdmin']));
  afterEach(() => {
    removeModals();
    vi.clearAllMocks();
  });

  it('is offered to the store in the declared statuses only', () => {
    const { rerender } = render(
      <App>
        <AmendButton def={shipped} row={row} roles={['Saler']} onDone={vi.fn()} />
      </App>,
    );
    expect(screen.queryByText('填写运单')).toBeNull();
    rerender(
      <App>
        <AmendButton
          def={shipped}
          row={{ ...row, status: 'APPROVAL_PENDING' }}
          roles={['Store']}
          onDone={vi.fn()}
        />
      </App>,
    );
    expect(screen.queryByText('填写运单')).toBeNull();
    rerender(
      <App>
        <AmendButton def={shipped} row={row} roles={['Store']} onDone={vi.fn()} />
      </App>,
    );
    expect(screen.getByText('填写运单')).toBeTruthy();
  });

  it('sends the amended fields alone, with the version, and reloads', async () => {
    serve({});
    const { apiSubmit } = await import('../api/submit');
    const onDone = vi.fn();
    render(
      <App>
        <AmendButton def={shipped} row={row} roles={['Store']} onDone={onDone} />
      </App>,
    );
    fireEvent.click(button('填写运单'));
    const input = await screen.findByPlaceholderText('请输入运单号');
    expect((input as HTMLInputElement).value).toBe('SF1');
    fireEvent.change(input, { target: { value: 'SF2002' } });
    fireEvent.click(button('保存'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(vi.mocked(apiSubmit)).toHaveBeenCalledWith('/test/amendOrder', {
      id: 21,
      version: 3,
      expressId: null,
      waybillNo: 'SF2002',
      pieces: 1,
    });
    expect(sent('/test/addOrUpdateOrder')).toEqual([]);
  });
});
