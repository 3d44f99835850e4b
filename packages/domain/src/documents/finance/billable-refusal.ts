import { formatQty } from '../../scale.ts';
import type { OpenRefusal } from '../links.ts';

/**
 * A bill past what may still be billed of a source line (DESIGN §5a) — received (delivered) −
 * returned − billed — refused at save in the words 采购发票 and 销售发票 use, with the source's
 * figures: 第1行：物料 … 开票 20 kg，超出可开票数量 10 kg（入库单 … 入库 100 kg，已退货 30 kg，已开票 60 kg）.
 */
export const billableRefusal =
  (noun: string, verb: string) =>
  (r: OpenRefusal): string =>
    `${r.at}${r.itemNoun} ${r.item} 开票 ${formatQty(r.qty)} kg，超出可开票数量 ${formatQty(r.open)} kg（${noun} ${r.number} ${verb} ${formatQty(r.sourceQty)} kg，已退货 ${formatQty(r.spent)} kg${r.drawn > 0 ? `，已开票 ${formatQty(r.drawn)} kg` : ''}）`;
