import { type DocumentDef, type FieldDef, type LineLinkDef, pickableLink } from '@tiangong/domain';
import { App, Button, Form, Space } from 'antd';
import { useState } from 'react';
import { documentApi } from './doc-api';
import { refLabelKey } from './formatters';
import { blankLine, ITEMS, type ItemLine, isBlankLine, lineToFormValues } from './items';
import { LinkPickDialog, type PickedLine } from './LinkPickDialog';
import { linkLabelKey, linkLineFields, linkLineText, sourceDefOf } from './links';

export const pickButtonLabel = (link: LineLinkDef) =>
  `选单（${sourceDefOf(link)?.title ?? link.source.noun}）`;

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Picked lines appended after the lines that have something in them (the blank line to type into
 * goes); a line whose source line is already in the grid is not added twice.
 */
export function appendPicked(
  fields: [string, FieldDef][],
  current: ItemLine[],
  picked: ItemLine[],
  lineField: string,
): { lines: ItemLine[]; added: ItemLine[]; skipped: ItemLine[] } {
  const kept = current.filter((line) => !isBlankLine(fields, line) || filled(line[lineField]));
  const present = new Set(kept.map((line) => line[lineField]).filter(filled));
  const added = picked.filter((line) => !present.has(line[lineField]));
  const skipped = picked.filter((line) => present.has(line[lineField]));
  const lines = [...kept, ...added];
  return { lines: lines.length > 0 ? lines : [blankLine(fields)], added, skipped };
}

/** A picked open line as a line of the form, with the quantity chosen in the dialog. */
function pickedToLine(
  fields: [string, FieldDef][],
  keep: string[],
  link: LineLinkDef,
  picked: PickedLine,
): ItemLine {
  const line = lineToFormValues(fields, picked.line, keep);
  line[link.line] = picked.line[link.line] ?? picked.lineId;
  line[linkLabelKey(link.line)] =
    linkLineText(picked.line, link.line) || `${picked.sourceNumber} 第${picked.lineNo}行`;
  line[link.qty] = picked.take;
  return line;
}

export interface LinkPickButtonsProps {
  def: DocumentDef;
  /** The editable line fields of the form. */
  fields: [string, FieldDef][];
  /** Tells the drawer the label of a header ref it filled (`supplierLabel`). */
  onLabel: (key: string, label: unknown) => void;
}

/** One 选单 button per declared link, inside the form: picks open source lines into the grid. */
export function LinkPickButtons({ def, fields, onLabel }: LinkPickButtonsProps) {
  const form = Form.useFormInstance<Record<string, unknown>>();
  const { message } = App.useApp();
  const [picking, setPicking] = useState<{ link: LineLinkDef; partyId?: number } | null>(null);
  const links = (def.links ?? []).filter((link) => pickableLink(link) && sourceDefOf(link));
  if (links.length === 0) return null;

  const open = (link: LineLinkDef) => {
    const party = link.party ? form.getFieldValue(link.party) : undefined;
    setPicking({ link, partyId: typeof party === 'number' ? party : undefined });
  };

  /**
   * With no party on the form yet, the sources name it: all must name the same one. Resolves
   * false (after saying why) when they differ.
   */
  const fillParty = async (link: LineLinkDef, sourceIds: number[]): Promise<boolean> => {
    const source = sourceDefOf(link);
    const { party } = link;
    const sourceParty = link.source.party;
    if (!source || !party || !sourceParty || filled(form.getFieldValue(party))) return true;
    const api = documentApi(source);
    const details = (await Promise.all(sourceIds.map((id) => api.detail(id)))).filter((d) => d !== undefined);
    const parties = new Set(details.map((d) => d[sourceParty]).filter(filled));
    if (parties.size > 1) {
      void message.warning(`所选明细来自不同的${def.fields[party]?.label ?? '往来单位'}，请分别选单`);
      return false;
    }
    const [first] = details;
    if (first && filled(first[sourceParty])) {
      form.setFieldValue(party, first[sourceParty]);
      onLabel(refLabelKey(party), first[refLabelKey(sourceParty)]);
    }
    return true;
  };

  const pick = async (link: LineLinkDef, picked: PickedLine[]) => {
    const sourceIds = [...new Set(picked.map((line) => line.sourceId))];
    if (!(await fillParty(link, sourceIds))) return;
    const keep = linkLineFields(def);
    const current = (form.getFieldValue(ITEMS) as ItemLine[] | undefined) ?? [];
    const next = picked.map((line) => pickedToLine(fields, keep, link, line));
    const { lines, added, skipped } = appendPicked(fields, current, next, link.line);
    form.setFieldValue(ITEMS, lines);
    if (link.header && sourceIds.length === 1 && added.length > 0) {
      form.setFieldValue(link.header, sourceIds[0]);
      onLabel(refLabelKey(link.header), picked[0].sourceNumber);
    }
    if (skipped.length > 0) {
      const names = skipped.map((line) => linkLineText(line, link.line)).join('、');
      void message.warning(`${names} 已在明细中，未重复添加`);
    }
    setPicking(null);
  };

  return (
    <>
      <Space>
        {links.map((link) => (
          <Button key={link.key} onClick={() => open(link)}>
            {pickButtonLabel(link)}
          </Button>
        ))}
      </Space>
      {picking && (
        <LinkPickDialog
          target={def}
          link={picking.link}
          partyId={picking.partyId}
          onClose={() => setPicking(null)}
          onPick={(lines) => void pick(picking.link, lines)}
        />
      )}
    </>
  );
}
