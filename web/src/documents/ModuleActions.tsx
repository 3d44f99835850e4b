import {
  actionFilters,
  actionFits,
  actionReviewVerb,
  type DocumentActionDef,
  type DocumentDef,
  maxActionRecords,
  selfReviewRefusal,
} from '@tiangong/domain';
import { App, Button } from 'antd';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiPost } from '../api/http';
import { useOperationConfirm } from '../widgets/OperationConfirm';
import type { ReviewResult } from '../widgets/ReviewDialog';
import { type DocumentPermissions, hasAccess } from './access';
import { type DocumentRow, documentApi } from './doc-api';
import { detailPathOf } from './document-screens';
import { actionsOn, defFor } from './documentRegistry';
import { toQueryParameterVo } from './list-query';

const ReviewDialog = lazy(() => import('../widgets/ReviewDialog').then((m) => ({ default: m.ReviewDialog })));

/**
 * Maker ≠ checker (issue 35 item 4): the refusal a `checker` review meets on a record the user keyed,
 * as the server words it — the action is shown disabled with it, like a checker transition.
 */
export function actionRefusal(
  action: DocumentActionDef,
  row: Pick<DocumentRow, 'createBy'>,
  perms: Pick<DocumentPermissions, 'roles' | 'userName'>,
): string | undefined {
  return action.checker ? selfReviewRefusal(actionReviewVerb, row.createBy, perms) : undefined;
}

/** The declared module actions on `def` the user may use (`allow`), whatever the record. */
export function permittedActions(def: DocumentDef, roles: readonly string[]): DocumentActionDef[] {
  return actionsOn(def.key).filter((a) => hasAccess(roles, a.allow));
}

export interface ModuleActionRunner {
  /** Links (list row) or buttons (detail) of the actions that fit the record. */
  forRecord: (row: DocumentRow, variant: 'link' | 'button') => ReactNode[];
  /**
   * List-toolbar buttons of `records` actions (the selected fitting rows, or every fitting one) and
   * of `screen` actions (the selected fitting rows, on the module's page).
   */
  toolbar: (selected: readonly DocumentRow[]) => ReactNode[];
  /** The review dialog; render it once on the page. */
  element: ReactNode;
}

/**
 * Module actions (`moduleActions` in the domain) on a declaration's list and detail: the generic
 * screens render them from their declarations, the module's call does the work. After success the
 * page reloads, or the created record's detail opens (`opens`).
 */
export function useModuleActions(
  def: DocumentDef,
  perms: Pick<DocumentPermissions, 'roles' | 'userName'>,
  onChanged: () => void,
): ModuleActionRunner {
  const { roles } = perms;
  const confirm = useOperationConfirm();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const actions = useMemo(() => permittedActions(def, roles), [def, roles]);
  const [busy, setBusy] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<{ action: DocumentActionDef; row: DocumentRow } | null>(null);

  const done = (action: DocumentActionDef, answer: unknown) => {
    message.success(`${action.label}成功`);
    const target = action.opens ? defFor(action.opens) : undefined;
    const id = typeof answer === 'object' && answer !== null && 'id' in answer ? answer.id : undefined;
    if (target && typeof id === 'number') navigate(`${detailPathOf(target)}?id=${id}`);
    else onChanged();
  };

  const sendRecords = async (action: DocumentActionDef, rows: readonly DocumentRow[]) => {
    if (rows.length === 0) {
      message.info(`没有可${action.label}的${def.title}`);
      return;
    }
    const names = rows.length === 1 ? def.title : `${rows.length}条${def.title}`;
    const ok = await confirm({
      operation: action.label,
      formName: names,
      content: action.help ? `确认${action.label}${names}？${action.help}。` : undefined,
    });
    if (!ok) return;
    setBusy(action.key);
    const answer = await apiPost<unknown>(action.call, { ids: rows.map((r) => r.id) });
    setBusy(null);
    if (answer !== undefined) done(action, answer);
  };

  // Selected rows that fit, or (none selected) every fitting record the list calls find.
  const runToolbar = async (action: DocumentActionDef, selected: readonly DocumentRow[]) => {
    if (selected.length > 0)
      return sendRecords(
        action,
        selected.filter((r) => actionFits(action, r)),
      );
    const filterSets = actionFilters(def, action);
    if (!filterSets) return sendRecords(action, []);
    setBusy(action.key);
    const found = new Map<number, DocumentRow>();
    for (const filters of filterSets) {
      const page = await documentApi(def).list({
        page: { pageIndex: 1, pageSize: maxActionRecords },
        queryParameterVo: toQueryParameterVo(def, filters),
      });
      if (!page) return setBusy(null);
      for (const r of page.requestList) if (actionFits(action, r)) found.set(r.id, r);
    }
    setBusy(null);
    await sendRecords(action, [...found.values()].slice(0, maxActionRecords));
  };

  const run = (action: DocumentActionDef, row: DocumentRow) => {
    if (action.kind === 'review') setReviewing({ action, row });
    else void sendRecords(action, [row]);
  };

  const onReview = async (result: ReviewResult) => {
    if (!reviewing) return;
    const { action, row } = reviewing;
    setBusy(action.key);
    const answer = await apiPost<unknown>(action.call, {
      id: row.id,
      version: row.version,
      approved: result.approved,
      reason: result.comment,
    });
    setBusy(null);
    if (answer === undefined) return;
    setReviewing(null);
    done(action, answer);
  };

  // A batch page of the module's: the selected fitting rows go with it in the URL.
  const openScreen = (action: DocumentActionDef, selected: readonly DocumentRow[]) => {
    const ids = selected.filter((r) => actionFits(action, r)).map((r) => r.id);
    if (ids.length === 0) message.info(`请先勾选要${action.label}的${def.title}`);
    else navigate(`${action.screen}?ids=${ids.join(',')}`);
  };

  const forRecord = (row: DocumentRow, variant: 'link' | 'button') =>
    actions
      .filter((a) => a.kind !== 'screen' && actionFits(a, row))
      .map((a) => {
        const refusal = actionRefusal(a, row, perms);
        return variant === 'link' ? (
          <Button
            key={a.key}
            type="link"
            size="small"
            style={{ padding: 0 }}
            disabled={!!refusal}
            title={refusal}
            onClick={() => run(a, row)}
          >
            {a.label}
          </Button>
        ) : (
          <Button
            key={a.key}
            loading={busy === a.key}
            disabled={!!refusal}
            title={refusal}
            onClick={() => run(a, row)}
          >
            {a.label}
          </Button>
        );
      });

  const toolbar = (selected: readonly DocumentRow[]) =>
    actions
      .filter((a) => a.kind !== 'review' && !a.single)
      .map((a) => (
        <Button
          key={a.key}
          loading={busy === a.key}
          title={
            selected.length > 0 || a.kind === 'screen'
              ? `所选记录中符合条件的${def.title}`
              : `全部符合条件的${def.title}`
          }
          onClick={() => (a.kind === 'screen' ? openScreen(a, selected) : void runToolbar(a, selected))}
        >
          {a.label}
        </Button>
      ));

  const element = reviewing && (
    <Suspense fallback={null}>
      <ReviewDialog
        open
        title={reviewing.action.label}
        submitting={busy === reviewing.action.key}
        onResult={(result) => void onReview(result)}
        onClose={() => setReviewing(null)}
      />
    </Suspense>
  );
  return { forRecord, toolbar, element };
}
