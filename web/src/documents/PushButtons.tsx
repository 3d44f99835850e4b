import type { DocumentDef } from '@tiangong/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { menuHolds } from '../shell/ScreenGuard';
import { useUserInfo } from '../shell/use-user-info';
import { hasAccess } from './access';
import { DocumentFormDrawer } from './DocumentForm';
import type { DocumentDetail } from './doc-api';
import { detailPathOf } from './document-screens';
import { documentViews } from './documentRegistry';
import { type DraftDocument, type LinkTarget, linkApi, linksDrawingOn } from './links';

export const pushLabel = (target: DocumentDef) => `下推${target.title}`;

/**
 * The chains this record may start now: its status is one the link draws on, some of it is left
 * (progress under 100%), and the user may edit the target.
 */
export function pushTargets(def: DocumentDef, row: DocumentDetail, roles: readonly string[]): LinkTarget[] {
  return linksDrawingOn(def.key).filter(
    ({ target, link }) =>
      link.source.statuses.includes(row.status) &&
      hasAccess(roles, target.access.edit) &&
      !(row.progress ?? []).some((p) => p.link === link.key && p.percent >= 100),
  );
}

export interface PushButtonsProps {
  def: DocumentDef;
  row: DocumentDetail;
  roles: readonly string[];
}

/**
 * Where a new target opens: its own detail, or — for a user whose menu holds only a view of the
 * declaration (purchasing's 供应商发票 of the purchase invoices) — the view's.
 */
export function targetDetailPath(target: DocumentDef, holds: (url: string) => boolean): string {
  const own = detailPathOf(target);
  const views = documentViews.filter((v) => v.of === target.key).map((v) => v.detail);
  return [own, ...views].find(holds) ?? own;
}

/**
 * 下推: the server makes a draft of the next document from this one; it opens in that document's
 * form drawer, unsaved, and once saved the new document's detail opens.
 */
export function PushButtons({ def, row, roles }: PushButtonsProps) {
  const navigate = useNavigate();
  const user = useUserInfo();
  const [making, setMaking] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ target: DocumentDef; values: DraftDocument } | null>(null);

  const push = async ({ target, link }: LinkTarget) => {
    setMaking(link.key);
    const made = await linkApi(target).makeFrom(link.key, [row.id]);
    setMaking(null);
    if (made) setDraft({ target, values: made });
  };

  return (
    <>
      {pushTargets(def, row, roles).map((entry) => (
        <Button
          key={`${entry.target.key}:${entry.link.key}`}
          loading={making === entry.link.key}
          onClick={() => void push(entry)}
        >
          {pushLabel(entry.target)}
        </Button>
      ))}
      {draft && (
        <DocumentFormDrawer
          def={draft.target}
          initial={draft.values}
          open
          onClose={() => setDraft(null)}
          onSaved={(id) => {
            setDraft(null);
            navigate(`${targetDetailPath(draft.target, (url) => menuHolds(user, url))}?id=${id}`);
          }}
        />
      )}
    </>
  );
}
