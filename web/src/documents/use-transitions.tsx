import type { DocumentDef, TransitionDef } from '@tiangong/domain';
import { App } from 'antd';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useOperationConfirm } from '../widgets/OperationConfirm';
import type { ReviewResult } from '../widgets/ReviewDialog';

// The review dialog arrives with the first review, not with every list.
const ReviewDialog = lazy(() => import('../widgets/ReviewDialog').then((m) => ({ default: m.ReviewDialog })));

import { transitionLabel } from './access';
import { type DocumentRow, documentApi } from './doc-api';

export interface TransitionRunner {
  /** Asks (confirm, or the review dialog for a review action), then posts the change of state. */
  run: (row: DocumentRow, t: TransitionDef) => Promise<void>;
  /** 删除 of a draft: confirm, then delete. */
  remove: (row: DocumentRow) => Promise<void>;
  /** The review dialog; render it once on the page. */
  element: ReactNode;
}

/**
 * Transitions of one declaration. The client never decides a status: it sends the action (and,
 * for a review, the dialog's outcome and comment); the server answers the new status.
 */
export function useTransitions(def: DocumentDef, onChanged: (id: number) => void): TransitionRunner {
  const confirm = useOperationConfirm();
  const { message } = App.useApp();
  const api = useMemo(() => documentApi(def), [def]);
  const [reviewing, setReviewing] = useState<{ row: DocumentRow; t: TransitionDef } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const send = async (row: DocumentRow, t: TransitionDef, review?: ReviewResult) => {
    const body = { id: row.id, version: row.version, action: t.action };
    const result = await api.changeState(
      review ? { ...body, status: review.status, comment: review.comment } : body,
    );
    if (result === undefined) return false;
    message.success(`${transitionLabel(t)}成功`);
    onChanged(row.id);
    return true;
  };

  const run = async (row: DocumentRow, t: TransitionDef) => {
    if (t.review) {
      setReviewing({ row, t });
      return;
    }
    // A declared label (停用, 启用) is the verb the user reads on the button, so the prompt uses it.
    if (await confirm({ operation: t.label ?? t.action, formName: def.title })) await send(row, t);
  };

  const remove = async (row: DocumentRow) => {
    if (!(await confirm({ operation: 'DEL', formName: def.title }))) return;
    if ((await api.remove(row.id)) === undefined) return;
    message.success('删除成功');
    onChanged(row.id);
  };

  const onResult = async (result: ReviewResult) => {
    if (!reviewing) return;
    setSubmitting(true);
    const ok = await send(reviewing.row, reviewing.t, result);
    setSubmitting(false);
    if (ok) setReviewing(null);
  };

  const element = reviewing && (
    <Suspense fallback={null}>
      <ReviewDialog
        open
        title={transitionLabel(reviewing.t)}
        submitting={submitting}
        onResult={(result) => void onResult(result)}
        onClose={() => setReviewing(null)}
      />
    </Suspense>
  );
  return { run, remove, element };
}
