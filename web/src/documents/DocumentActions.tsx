import type { DocumentDef } from '@tiangong/domain';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import {
  availableTransitions,
  type DocumentPermissions,
  isDeletable,
  isEditable,
  makerRefusal,
  transitionLabel,
} from './access';
import type { DocumentRow } from './doc-api';
import type { TransitionRunner } from './use-transitions';

export interface DocumentActionsProps {
  def: DocumentDef;
  row: DocumentRow;
  perms: DocumentPermissions;
  runner: TransitionRunner;
  onView?: () => void;
  onEdit?: () => void;
  /** Links in a table row, buttons on the detail page. */
  variant?: 'link' | 'button';
  /** A module's actions on the record (`useModuleActions`), after the transitions. */
  extra?: ReactNode[];
}

/** 查看, 编辑, the transitions the user may apply in the row's status, and 删除 of a draft. */
export function DocumentActions({
  def,
  row,
  perms,
  runner,
  onView,
  onEdit,
  variant = 'link',
  extra = [],
}: DocumentActionsProps) {
  const type = variant === 'link' ? 'link' : 'default';
  const size = variant === 'link' ? 'small' : 'middle';
  const compact = variant === 'link' ? { padding: 0 } : undefined;
  return (
    <Space size={variant === 'link' ? 'small' : 'middle'} wrap>
      {onView && (
        <Button type={type} size={size} style={compact} onClick={onView}>
          查看
        </Button>
      )}
      {onEdit && perms.canEdit && isEditable(row, def) && (
        <Button type={type} size={size} style={compact} onClick={onEdit}>
          编辑
        </Button>
      )}
      {availableTransitions(def, row, perms.roles).map((t) => {
        // A checker's step on the user's own record: shown, not offered, with the rule as its reason.
        const refusal = makerRefusal(t, row, perms);
        return (
          <Button
            key={t.action}
            type={type}
            size={size}
            style={compact}
            disabled={!!refusal}
            title={refusal}
            onClick={() => void runner.run(row, t)}
          >
            {transitionLabel(t)}
          </Button>
        );
      })}
      {extra}
      {perms.canEdit && isDeletable(def, row) && (
        <Button type={type} size={size} style={compact} danger onClick={() => void runner.remove(row)}>
          删除
        </Button>
      )}
    </Space>
  );
}
