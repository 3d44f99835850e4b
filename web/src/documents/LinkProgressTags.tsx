import { Tag } from 'antd';
import { formatScaled } from './formatters';
import type { LinkProgress } from './links';

/** `已入库 60%`: what `percent` (0–100) of a source the targets of one link have drawn. */
export function progressText(p: Pick<LinkProgress, 'verb' | 'percent'>): string {
  return `已${p.verb} ${p.percent}%`;
}

const colorOf = (percent: number) => (percent >= 100 ? 'success' : percent > 0 ? 'processing' : 'default');

/** A source's progress along each chain it starts, beside its status. */
export function LinkProgressTags({ progress }: { progress: readonly LinkProgress[] | undefined }) {
  return (progress ?? []).map((p) => (
    <Tag
      key={p.link}
      color={colorOf(p.percent)}
      title={`${p.targetTitle}：已${p.verb} ${formatScaled(p.drawn, 'quantity')} / ${formatScaled(p.qty, 'quantity')}`}
    >
      {progressText(p)}
    </Tag>
  ));
}
