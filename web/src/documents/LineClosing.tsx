import type { DocumentDef } from '@tiangong/domain';
import { App, Button, Space, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useOperationConfirm } from '../widgets/OperationConfirm';
import type { DocumentDetail } from './doc-api';
import type { ItemLine } from './items';
import { linkApi, linksDrawingOn, sourceStatuses } from './links';

export const CLOSED_LABEL = '已关闭';

export interface LineClosing {
  /** 行状态 (已关闭) and, for who may, 关闭行 / 重新打开; none when nothing draws on this kind. */
  columns: TableColumnsType<ItemLine>;
  /** 整单关闭 / 整单重新打开, or what the declaration calls them (an order's 完结 / 重新打开). */
  buttons: ReactNode;
}

/**
 * Closing a source's lines by hand (DESIGN §4): a closed line is offered to no target any more and
 * counts as complete when the status rolls up. Only in the statuses its links draw on (or roll up
 * to), for users who may close the source's lines (`closingAccess`: its editors unless it says
 * otherwise); each change is confirmed, then the detail reloads. The whole-document buttons carry
 * the declaration's names where SPEC gives them (完结 / 重新打开 of a purchase order).
 * Called before the record has loaded (hooks come first), when it gives nothing.
 */
export function useLineClosing(
  def: DocumentDef,
  row: DocumentDetail | undefined,
  canClose: boolean,
  reload: () => void,
): LineClosing {
  const confirm = useOperationConfirm();
  const { message } = App.useApp();
  const links = linksDrawingOn(def.key);
  if (!row || links.length === 0) return { columns: [], buttons: null };
  const verbs = [...new Set(links.map(({ link }) => link.verb))].join('、');
  const may = canClose && links.some(({ link }) => sourceStatuses(link).includes(row.status));
  const lines = Array.isArray(row.items) ? (row.items as ItemLine[]) : [];

  const closeAll = def.closing?.close ?? '整单关闭';
  const reopenAll = def.closing?.reopen ?? '整单重新打开';
  const change = async (closed: boolean, line?: ItemLine) => {
    const what = line
      ? `${closed ? '关闭' : '重新打开'}第${line.lineNo}行`
      : `${closed ? closeAll : reopenAll}${def.title}`;
    const content = closed ? `确认${what}？关闭后${line ? '该行' : '各行'}不能再${verbs}。` : `确认${what}？`;
    if (!(await confirm({ operation: closed ? 'CLOSE' : 'REOPEN', content }))) return;
    const body = {
      id: row.id,
      version: row.version,
      closed,
      ...(line ? { lineIds: [Number(line.id)] } : {}),
    };
    if ((await linkApi(def).closeLines(body)) === undefined) return;
    void message.success(closed ? '关闭成功' : '重新打开成功');
    reload();
  };

  const anyClosed = lines.some((line) => line.closed === true);
  // Open: not closed, and some kind of target has not drawn all of it yet (a fully received order
  // line has nothing left to close).
  const isOpen = (line: ItemLine) =>
    line.closed !== true &&
    links.some(({ link }) => Number(line[link.source.drawn] ?? 0) < Number(line[link.source.qty] ?? 0));
  const columns: TableColumnsType<ItemLine> =
    !may && !anyClosed
      ? []
      : [
          {
            key: 'closed',
            title: '行状态',
            width: may ? 150 : 80,
            render: (_, line) => (
              <Space size="small">
                {line.closed === true && <Tag>{CLOSED_LABEL}</Tag>}
                {may && (line.closed === true || isOpen(line)) && (
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    onClick={() => void change(!line.closed, line)}
                  >
                    {line.closed ? '重新打开' : '关闭行'}
                  </Button>
                )}
              </Space>
            ),
          },
        ];
  const buttons = may && (
    <>
      {lines.some(isOpen) && <Button onClick={() => void change(true)}>{closeAll}</Button>}
      {anyClosed && <Button onClick={() => void change(false)}>{reopenAll}</Button>}
    </>
  );
  return { columns, buttons };
}
