import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  confirmOperation,
  OperationConfirmModal,
  type OperationConfirmOptions,
  operationConfirmTexts,
  useOperationConfirm,
} from './OperationConfirm';
import { OperationVerb } from './operation-verbs';
import { getButton, removeModals } from './testing';

afterEach(removeModals);

function Harness({
  options,
  onResult,
}: {
  options: OperationConfirmOptions;
  onResult: (ok: boolean) => void;
}) {
  const confirm = useOperationConfirm();
  return <Button onClick={async () => onResult(await confirm(options))}>go</Button>;
}

const renderHarness = (options: OperationConfirmOptions) => {
  const onResult = vi.fn();
  render(
    <App>
      <Harness options={options} onResult={onResult} />
    </App>,
  );
  return onResult;
};

describe('operation verbs and texts', () => {
  it('has the Chinese verb of every SPEC operation', () => {
    expect(OperationVerb).toEqual({
      CREATE: '新建',
      SAVE: '保存',
      DISCARD: '反审核',
      INVALIDATE: '作废',
      CACHE: '暂存',
      'WAREHOUSE-IN': '入库',
      'WAREHOUSE-OUT': '出库',
      'WAREHOUSE-REQUISITION': '领料',
      'ORDER-PLACE': '下单',
      'WAREHOUSE-TRANSFER': '移库',
      'WAREHOUSE-INVENTORY': '盘点',
      'WAREHOUSE-MERGE': '合并',
      CLOSE: '关闭',
      DEL: '删除',
      REOPEN: '重新打开',
    });
  });

  it('builds the default prompt, a custom message, and the 提示 title for unknown operations', () => {
    expect(operationConfirmTexts({ operation: 'INVALIDATE', formName: '采购订单' })).toEqual({
      title: '确认作废',
      content: '确认作废采购订单？',
    });
    expect(operationConfirmTexts({ operation: 'DEL', content: '删除后不可恢复，是否继续？' })).toEqual({
      title: '确认删除',
      content: '删除后不可恢复，是否继续？',
    });
    expect(operationConfirmTexts({ operation: '审核', formName: '入库单' })).toEqual({
      title: '提示',
      content: '确认审核入库单？',
    });
    // A declared label that already asks (确认盘点) is not doubled into 确认确认盘点….
    expect(operationConfirmTexts({ operation: '确认盘点', formName: '物料盘点单' })).toEqual({
      title: '提示',
      content: '确认盘点物料盘点单？',
    });
  });
});

describe('useOperationConfirm', () => {
  it('shows 确认{verb}{formName}？ in a 450 px dialog and resolves true on 确定', async () => {
    const onResult = renderHarness({ operation: 'WAREHOUSE-IN', formName: '入库单' });
    await userEvent.click(getButton('go'));
    expect(await screen.findByText('确认入库入库单？')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '确认入库' })).toBeTruthy();
    expect(document.querySelector<HTMLElement>('.ant-modal')?.style.width).toBe('450px');
    await userEvent.click(getButton('确定'));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
  });

  it('resolves false on 取消', async () => {
    const onResult = renderHarness({ operation: 'CLOSE', formName: '销售订单' });
    await userEvent.click(getButton('go'));
    await screen.findByText('确认关闭销售订单？');
    await userEvent.click(getButton('取消'));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
  });

  it('stays open when the mask is clicked', async () => {
    const onResult = renderHarness({ operation: 'DEL', formName: '客户' });
    await userEvent.click(getButton('go'));
    await screen.findByText('确认删除客户？');
    const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
    await userEvent.click(wrap);
    expect(screen.getByText('确认删除客户？')).toBeTruthy();
    expect(onResult).not.toHaveBeenCalled();
  });
});

describe('confirmOperation (static)', () => {
  it('works outside a React tree', async () => {
    const pending = confirmOperation({ operation: 'REOPEN', formName: '采购申请' });
    expect(await screen.findByText('确认重新打开采购申请？')).toBeTruthy();
    await userEvent.click(getButton('确定'));
    await expect(pending).resolves.toBe(true);
  });
});

describe('OperationConfirmModal', () => {
  it('shows the texts and calls onOk or onCancel', async () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    render(
      <OperationConfirmModal open operation="CACHE" formName="投料单" onOk={onOk} onCancel={onCancel} />,
    );
    expect(screen.getByRole('dialog', { name: '确认暂存' })).toBeTruthy();
    expect(screen.getByText('确认暂存投料单？')).toBeTruthy();
    await userEvent.click(getButton('确定'));
    expect(onOk).toHaveBeenCalledOnce();
    await userEvent.click(getButton('取消'));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed', () => {
    render(<OperationConfirmModal open={false} operation="SAVE" onOk={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByText('确认保存？')).toBeNull();
  });
});
