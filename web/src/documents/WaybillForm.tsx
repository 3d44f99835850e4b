import {
  type DocumentDef,
  express as expressDef,
  type PrintDef,
  type WaybillFields,
  warehouse as warehouseDef,
} from '@tiangong/domain';
import JsBarcode from 'jsbarcode';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { type DocumentRow, documentApi } from './doc-api';
import { defFor, ensureDefs } from './documentRegistry';
import { formatKey, formatScaled } from './formatters';
import { useRemote } from './use-remote';

/**
 * 快递面单: a document's shipment printed the way its carrier's paper form is laid out — 顺丰's
 * 100 × 150 mm electronic waybill, 德邦's 100 × 180 mm grid, or a generic express slip for the
 * rest — chosen by the express record's 面单版式. The boxes are filled from the fields the print
 * declaration names (`PrintDef.waybill`); the goods box lists the lines' items and quantities (or
 * a header field: an invoice mailed). The sender is the warehouse the goods leave, or the company.
 * There are no routing codes (those come from the carrier's own system); the destination box
 * shows the province and city of the address, as a clerk would write it by hand.
 */
export interface Shipment {
  carrier: string;
  carrierPhone: string;
  waybillNo: string;
  date: string;
  sender: { name: string; contact: string; address: string };
  receiver: { name: string; phone: string; address: string };
  pieces: string;
  goods: string;
  remark: string;
  /** The document it ships, by its own title and number (销售出库单 CK…, 销售发票 KP…). */
  reference: string;
}

/** The stub's note: the document shipped, then the remark when there is one. */
const noteOf = (s: Shipment) => [s.reference, s.remark].filter(Boolean).join(' · ');

type Layout = 'SF' | 'DEPPON' | 'GENERIC';

/** The province-and-city head of an address (广东省深圳市…, 上海市…), for the destination box. */
export function destinationOf(address: string): string {
  const m = /^(.*?(?:省|自治区|特别行政区))?(.*?(?:市|州|盟|地区))?/.exec(address.trim());
  const head = `${m?.[1] ?? ''}${m?.[2] ?? ''}`;
  return head || address.trim().slice(0, 6);
}

/** Code 128 of the waybill number, as every carrier prints it; nothing without a number. */
function Barcode({ value, height = 48, width = 1.6 }: { value: string; height?: number; width?: number }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (ref.current && value)
      JsBarcode(ref.current, value, { format: 'CODE128', height, width, displayValue: false, margin: 0 });
  }, [value, height, width]);
  return value ? <svg ref={ref} role="img" aria-label={`条码 ${value}`} /> : <span>（未填运单号）</span>;
}

const line = '1px solid #000';
const box = (style: CSSProperties = {}): CSSProperties => ({
  borderBottom: line,
  padding: '1.5mm 2mm',
  ...style,
});
const tag = (text: string) => (
  <span
    style={{
      display: 'inline-flex',
      width: '7mm',
      height: '7mm',
      border: '1.5px solid #000',
      borderRadius: '50%',
      alignItems: 'center',
      justifyContent: 'center',
      fontWeight: 700,
      marginRight: '2mm',
      flex: 'none',
    }}
  >
    {text}
  </span>
);

function Party({
  mark,
  name,
  phone,
  address,
}: {
  mark: string;
  name: string;
  phone: string;
  address: string;
}) {
  return (
    <div style={{ ...box(), display: 'flex', alignItems: 'flex-start' }}>
      {tag(mark)}
      <div style={{ lineHeight: 1.4 }}>
        <div style={{ fontWeight: 700 }}>
          {name} {phone}
        </div>
        <div>{address}</div>
      </div>
    </div>
  );
}

/** 顺丰 electronic waybill (100 × 150 mm): logo band, barcode, destination, 收/寄, goods, signature, stub. */
function SfWaybill({ s }: { s: Shipment }) {
  return (
    <div data-testid="waybill-SF" style={{ width: '100mm', height: '150mm', border: line, fontSize: '3mm' }}>
      <div style={{ ...box(), display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <span style={{ fontSize: '5.5mm', fontWeight: 800, letterSpacing: '0.5mm' }}>
          <span style={{ background: '#000', color: '#fff', padding: '0 1.5mm', marginRight: '1.5mm' }}>
            SF
          </span>
          顺丰速运
        </span>
        <span style={{ textAlign: 'right' }}>
          <div style={{ fontWeight: 700 }}>标准快递</div>
          <div>{s.carrierPhone}</div>
        </span>
      </div>
      <div style={{ ...box({ textAlign: 'center' }) }}>
        <Barcode value={s.waybillNo} height={52} />
        <div style={{ fontWeight: 700, letterSpacing: '0.6mm' }}>运单号 {s.waybillNo}</div>
      </div>
      <div style={box({ fontSize: '7mm', fontWeight: 800, textAlign: 'center' })}>
        {destinationOf(s.receiver.address)}
      </div>
      <Party mark="收" name={s.receiver.name} phone={s.receiver.phone} address={s.receiver.address} />
      <Party mark="寄" name={s.sender.name} phone={s.sender.contact} address={s.sender.address} />
      <div style={{ ...box(), display: 'grid', gridTemplateColumns: '1fr auto', gap: '1mm' }}>
        <div>托寄物：{s.goods}</div>
        <div>件数：{s.pieces}</div>
        <div>付款方式：寄付月结</div>
        <div>寄件日期：{s.date}</div>
      </div>
      <div style={{ ...box(), display: 'flex', justifyContent: 'space-between', height: '11mm' }}>
        <span>收件人签名：</span>
        <span>签收时间：　　月　　日</span>
      </div>
      <div style={{ padding: '1.5mm 2mm', borderTop: '1px dashed #000', display: 'flex', gap: '2mm' }}>
        <Barcode value={s.waybillNo} height={24} width={1} />
        <div>
          <div style={{ fontWeight: 700 }}>客户联 {s.waybillNo}</div>
          <div>{noteOf(s)}</div>
        </div>
      </div>
    </div>
  );
}

/** 德邦 waybill (100 × 180 mm): a ruled grid of 收货/发货, goods, weight and volume to write in, transport mode. */
function DepponWaybill({ s }: { s: Shipment }) {
  const cell: CSSProperties = { border: line, padding: '1.2mm 1.5mm', verticalAlign: 'top' };
  const head: CSSProperties = { ...cell, width: '18mm', fontWeight: 700, background: '#f2f2f2' };
  return (
    <div
      data-testid="waybill-DEPPON"
      style={{ width: '100mm', height: '180mm', border: line, fontSize: '3mm' }}
    >
      <div style={{ ...box(), display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <span>
          <span style={{ fontSize: '5.5mm', fontWeight: 800 }}>德邦快递</span>
          <span style={{ marginLeft: '1.5mm', fontWeight: 700, letterSpacing: '0.4mm' }}>DEPPON</span>
        </span>
        <span>客服 {s.carrierPhone}</span>
      </div>
      <div style={box({ textAlign: 'center' })}>
        <Barcode value={s.waybillNo} height={48} />
        <div style={{ fontWeight: 700 }}>运单号：{s.waybillNo}</div>
      </div>
      <div style={box({ display: 'flex', justifyContent: 'space-between', fontWeight: 700 })}>
        <span>运输方式：精准卡航</span>
        <span>到达：{destinationOf(s.receiver.address)}</span>
      </div>
      <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <tbody>
          <tr>
            <th style={head}>收货人</th>
            <td style={cell}>
              {s.receiver.name} {s.receiver.phone}
            </td>
          </tr>
          <tr>
            <th style={head}>收货地址</th>
            <td style={{ ...cell, height: '12mm' }}>{s.receiver.address}</td>
          </tr>
          <tr>
            <th style={head}>发货人</th>
            <td style={cell}>
              {s.sender.name} {s.sender.contact}
            </td>
          </tr>
          <tr>
            <th style={head}>发货地址</th>
            <td style={cell}>{s.sender.address}</td>
          </tr>
          <tr>
            <th style={head}>货物名称</th>
            <td style={{ ...cell, height: '12mm' }}>{s.goods}</td>
          </tr>
          <tr>
            <th style={head}>件数</th>
            <td style={cell}>{s.pieces}</td>
          </tr>
          <tr>
            <th style={head}>重量(kg)</th>
            <td style={cell} />
          </tr>
          <tr>
            <th style={head}>体积(m³)</th>
            <td style={cell} />
          </tr>
          <tr>
            <th style={head}>备注</th>
            <td style={cell}>{noteOf(s)}</td>
          </tr>
          <tr>
            <th style={head}>签收</th>
            <td style={{ ...cell, height: '16mm' }}>收货人签字：　　　　　日期：　　月　　日</td>
          </tr>
        </tbody>
      </table>
      <div style={{ padding: '1.5mm 2mm' }}>发货日期：{s.date}</div>
    </div>
  );
}

/** Any other carrier: a plain express slip with the same boxes, titled with the carrier's name. */
function GenericWaybill({ s }: { s: Shipment }) {
  const cell: CSSProperties = { border: line, padding: '2mm', verticalAlign: 'top' };
  const head: CSSProperties = { ...cell, width: '22mm', fontWeight: 700 };
  const row = (label: string, value: ReactNode) => (
    <tr key={label}>
      <th style={head}>{label}</th>
      <td style={cell}>{value}</td>
    </tr>
  );
  return (
    <div data-testid="waybill-GENERIC" style={{ width: '150mm', border: line, fontSize: '3.5mm' }}>
      <div style={box({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
        <span style={{ fontSize: '5.5mm', fontWeight: 800 }}>{s.carrier || '快递'} 快递单</span>
        <span>{s.carrierPhone}</span>
      </div>
      <div style={box({ textAlign: 'center' })}>
        <Barcode value={s.waybillNo} height={44} />
        <div style={{ fontWeight: 700 }}>运单号：{s.waybillNo}</div>
      </div>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {row('收件人', `${s.receiver.name} ${s.receiver.phone}`)}
          {row('收件地址', s.receiver.address)}
          {row('寄件人', `${s.sender.name} ${s.sender.contact}`)}
          {row('寄件地址', s.sender.address)}
          {row('物品', s.goods)}
          {row('件数', s.pieces)}
          {row('寄件日期', s.date)}
          {row('备注', noteOf(s))}
          {row('收件人签收', <div style={{ height: '12mm' }} />)}
        </tbody>
      </table>
    </div>
  );
}

const layouts: Record<Layout, (p: { s: Shipment }) => ReactNode> = {
  SF: SfWaybill,
  DEPPON: DepponWaybill,
  GENERIC: GenericWaybill,
};

export function WaybillOf({ layout, shipment }: { layout: Layout; shipment: Shipment }) {
  const Form = layouts[layout];
  return <Form s={shipment} />;
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The items and quantities of the lines, as the goods box reads them (酞菁蓝色浆 25 kg；…). */
export function goodsOf(def: DocumentDef, row: DocumentRow): string {
  const lines = Array.isArray(row.items) ? (row.items as Record<string, unknown>[]) : [];
  const itemKey = Object.keys(def.items?.fields ?? {}).find((k) => def.items?.fields[k]?.kind === 'ref');
  return lines
    .map((l) => {
      const label = itemKey ? text(l[`${itemKey.replace(/Id$/, '')}Label`]) : '';
      const name = label.split(' ').slice(1).join(' ') || label;
      return `${name} ${formatScaled(Number(l.qty ?? 0), 'quantity')} kg`;
    })
    .join('；');
}

/**
 * The sender's record: the warehouse the goods leave, or the company as the latest enabled record of
 * a settings declaration keeps it (财务设置, for an invoice mailed by finance).
 */
async function senderOf(w: WaybillFields, row: DocumentRow): Promise<Shipment['sender'] | undefined> {
  const warehouseId = w.warehouse ? Number(row[w.warehouse]) || 0 : 0;
  if (warehouseId) {
    const d = await documentApi(warehouseDef).detail(warehouseId);
    return { name: text(d?.name), contact: text(d?.keeper), address: text(d?.address) };
  }
  const s = w.sender;
  if (!s) return undefined;
  await ensureDefs([s.declaration]);
  const def = defFor(s.declaration);
  if (!def) return undefined;
  const page = await documentApi(def).list({
    page: { pageIndex: 1, pageSize: 1 },
    queryParameterVo: { status: 'EBL' },
    sort: { field: 'id', order: 'desc' },
  });
  const kept = page?.requestList[0];
  if (!kept) return undefined;
  return {
    name: text(kept[s.name]),
    contact: [text(kept[s.contact]), text(kept[s.phone])].filter(Boolean).join(' '),
    address: text(kept[s.address]),
  };
}

/** The contents box: a header field (an invoice's 发票号码) or the lines' items and quantities. */
export function contentsOf(def: DocumentDef, row: DocumentRow, w: WaybillFields): string {
  if (!w.contents) return goodsOf(def, row);
  const value = text(row[w.contents]);
  return `${def.fields[w.contents]?.label ?? ''} ${value || '（未填）'}`.trim();
}

/** One document's waybill: the carrier's layout and the sender are looked up. */
export function WaybillForm({ def, row, layout }: { def: DocumentDef; row: DocumentRow; layout: PrintDef }) {
  const w = layout.waybill;
  const expressId = w ? Number(row[w.express]) || 0 : 0;
  const carrier = useRemote(
    async () => (expressId ? documentApi(expressDef).detail(expressId) : undefined),
    [expressId],
  );
  const warehouseId = w?.warehouse ? Number(row[w.warehouse]) || 0 : 0;
  const sender = useRemote(async () => (w ? senderOf(w, row) : undefined), [w, warehouseId]);
  if (!w) return null;
  const form = (carrier.data?.waybillLayout as Layout | null | undefined) ?? 'GENERIC';
  const shipment: Shipment = {
    carrier: text(carrier.data?.name),
    carrierPhone: text(carrier.data?.phone),
    waybillNo: text(row[w.waybillNo]),
    date: formatKey(def, w.date, row),
    sender: sender.data ?? { name: '', contact: '', address: '' },
    receiver: {
      name: text(row[w.receiver]),
      phone: text(row[w.receiverPhone]),
      address: text(row[w.receiverAddress]),
    },
    pieces: w.pieces ? text(row[w.pieces]) : '1',
    goods: contentsOf(def, row, w),
    remark: w.remark ? text(row[w.remark]) : '',
    reference: [def.title, text(row.number)].filter(Boolean).join(' '),
  };
  return (
    <div style={{ padding: 24 }}>
      <WaybillOf layout={layouts[form] ? form : 'GENERIC'} shipment={shipment} />
    </div>
  );
}
