import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  bool,
  type DocumentDef,
  date,
  defineDocument,
  percent,
  price,
  quantity,
  ref,
  text,
  type UserInfo,
} from '@tiangong/domain';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { apiGet, apiPost } from '../api/http';
import { setUserInfo } from '../shell/user-store';
import { userFixture } from '../test/user-fixture';
import type { DocumentRow } from './doc-api';

/**
 * Test helpers of the document screens. The test file mocks the http module
 * (`vi.mock('../api/http', () => ({ apiPost: vi.fn(), apiGet: vi.fn(), apiDownload: vi.fn(), apiUpload: vi.fn() }))`);
 * `serve` answers each path from a table, a function of the payload, or undefined (a failed call).
 */
type Answer = unknown | ((payload: Record<string, unknown>) => unknown);

export function serve(routes: Record<string, Answer>) {
  const answer = async (path: string, payload?: unknown) => {
    const route = routes[path];
    return typeof route === 'function' ? route(payload as Record<string, unknown>) : structuredClone(route);
  };
  vi.mocked(apiPost).mockImplementation(answer as typeof apiPost);
  vi.mocked(apiGet).mockImplementation(answer as typeof apiGet);
}

/** Payloads sent to one path, in order. */
export function sent(path: string): unknown[] {
  return [...vi.mocked(apiPost).mock.calls, ...vi.mocked(apiGet).mock.calls]
    .filter(([p]) => p === path)
    .map(([, payload]) => payload);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderScreen(ui: ReactElement, url = '/') {
  const path = url.split('?')[0];
  return render(
    <App>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path={path}
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

export const currentUrl = () => screen.getByTestId('location').textContent;

/** Logs in a user with these roles; `exportMenus` are the menu URLs granted with state EXPORT. */
export function loginAs(roleNames: string[], exportMenus: string[] = [], overrides: Partial<UserInfo> = {}) {
  const menu = (menuId: number, menuName: string, menuUrl: string) => ({
    menuId,
    menuName,
    menuUrl,
    state: exportMenus.includes(menuUrl) ? 'EXPORT' : '',
  });
  setUserInfo(
    userFixture({
      userName: 'tester',
      role: { roleName: roleNames[0] },
      rolesVOList: roleNames.map((roleName) => ({ roleName })),
      menuList: [
        { ...menu(1, '首页', '/index'), subMenuList: [] },
        {
          ...menu(2, '基础资料', ''),
          subMenuList: [menu(3, '产品', '/product'), menu(4, '供应商', '/supplier')],
        },
      ],
      ...overrides,
    }),
  );
}

/** Opens a Select by its accessible name (inside `scope`) and picks the option. */
export async function pick(name: string, option: string, scope: HTMLElement = document.body) {
  await userEvent.click(within(scope).getByRole('combobox', { name }));
  const find = () => {
    const candidates = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
    const el = candidates.find((c) => c.textContent === option && !c.closest('.ant-select-dropdown-hidden'));
    if (!el) throw new Error(`no option ${option}`);
    return el;
  };
  await userEvent.click(await waitFor(find));
}

export const fieldErrors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((el) => el.textContent);

export const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

export const headers = () =>
  [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim() ?? '');

const audit = {
  createBy: 'admin',
  createAt: '2026-01-05T02:00:00.000Z',
  modifyBy: null,
  modifyAt: null,
  auditor: null,
  auditDate: null,
};

export const productRow = (overrides: Partial<DocumentRow> = {}): DocumentRow => ({
  id: 1,
  code: 'P001',
  name: '酞菁蓝色浆',
  productTypeId: 3,
  productTypeLabel: 'BL 蓝色系',
  level: 'A',
  spec: '25kg/桶',
  unitId: 1,
  unitLabel: 'KG 千克',
  packageSpecId: null,
  packageSpecLabel: null,
  basePrice: 12_500_000,
  colorIndex: 'PB15:3',
  status: 'EBL',
  version: 2,
  ...audit,
  ...overrides,
});

export const supplierRow = (overrides: Partial<DocumentRow> = {}): DocumentRow => ({
  id: 11,
  code: 'S001',
  name: '上海颜料化工有限公司',
  shortName: '上海颜料',
  contact: '王经理',
  mobile: '13912345678',
  phone: '021-55556666',
  locationId: 5,
  locationLabel: 'SH 上海',
  currencyId: 1,
  currencyLabel: 'CNY 人民币',
  paymentTerms: '月结30天',
  status: 'EBL',
  version: 1,
  ...audit,
  ...overrides,
});

export const page = (rows: DocumentRow[]) => ({
  requestList: rows,
  totalRec: rows.length,
  pageIndex: 1,
  pageSize: 25,
});

/** A reviewed document with a date, scaled numbers and a reference, for what master data lacks. */
export const testOrder: DocumentDef = defineDocument({
  key: 'test-order',
  title: '测试订单',
  table: 'test_orders',
  screen: '/test-order',
  api: { prefix: '/test', name: 'Order' },
  fields: {
    number: text('单号', { max: 20, immutable: true }),
    supplierId: ref('supplier', '供应商', { required: true }),
    orderDate: date('订单日期', { required: true }),
    qty: quantity('数量', { required: true, min: 0 }),
    price: price('单价', { permission: 'public' }),
    taxRate: percent('税率'),
    urgent: bool('加急'),
    remark: text('备注', { max: 10 }),
  },
  display: ['number'],
  statuses: 'default',
  initialStatus: 'APPROVAL_PENDING',
  draftStatuses: ['APPROVAL_PENDING'],
  transitions: [
    {
      action: 'AUDIT',
      label: '审核',
      from: ['APPROVAL_PENDING'],
      to: 'APPROVAL_APPROVED',
      allow: 'session',
      review: { rejectTo: 'APPROVAL_NOT_APPROVED' },
    },
  ],
  access: { view: 'session', edit: 'session' },
  list: {
    filters: ['number', 'orderDate', 'urgent', 'status'],
    columns: ['number', 'supplierId', 'orderDate', 'qty', 'price', 'taxRate', 'urgent', 'status'],
    defaultSort: { field: 'id', order: 'desc' },
  },
});

export const orderRow = (overrides: Partial<DocumentRow> = {}): DocumentRow => ({
  id: 21,
  number: 'CG20260105001',
  supplierId: 11,
  supplierLabel: 'S001 上海颜料化工有限公司',
  orderDate: '20260105',
  qty: 1_500_000,
  price: 12_345_678,
  taxRate: 1300,
  urgent: true,
  remark: '加急',
  status: 'APPROVAL_PENDING',
  version: 4,
  ...audit,
  ...overrides,
});

/**
 * Buttons by their text, without the accessible-name computation of `getByRole`, which takes
 * seconds on a page with a full table in jsdom. antd's spaced labels ("确 定") read as 确定.
 */
export function buttonsNamed(text: string, scope: ParentNode = document.body): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>('button, a.ant-btn')].filter(
    (b) => (b.textContent ?? '').replace(/\s/g, '') === text,
  );
}

export function button(text: string, scope?: ParentNode): HTMLElement {
  const [found] = buttonsNamed(text, scope);
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

export const hasButton = (text: string, scope?: ParentNode) => buttonsNamed(text, scope).length > 0;

export const findButton = (text: string, scope?: ParentNode) => waitFor(() => button(text, scope));

/** The demo's 公司信息 as its list answers it: what heads an outgoing print. */
export const companyProfileRow = {
  id: 1,
  name: '苏州天工新材料有限公司',
  address: '江苏省苏州市工业园区星湖街1号',
  phone: '0512-66668888',
  taxNo: '91320594MA1TG00001',
  bankName: '中国银行苏州工业园区支行',
  bankAccount: '5357 6688 0001',
  status: 'EBL',
  version: 1,
};
