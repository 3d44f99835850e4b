import { ALL_STATUS, type StatusOption } from '../../widgets';
import type { StaffFilters } from './admin-api';

/** The staff list's filters live in the URL (DESIGN §6), so a reload or a shared link keeps them. */
export interface StaffQuery {
  filters: StaffFilters;
  pageIndex: number;
}

export const staffStateOptions: StatusOption[] = [
  { value: 'ON', label: '在职' },
  { value: 'LEFT', label: '离职' },
];

export const staffStateLabel: Record<string, string> = { ON: '在职', LEFT: '离职' };

export function readStaffQuery(params: URLSearchParams): StaffQuery {
  const text = (key: string) => params.get(key)?.trim() || undefined;
  const departmentId = Number(params.get('departmentId'));
  const state = params.get('state');
  const pageIndex = Number(params.get('pageIndex'));
  return {
    filters: {
      userName: text('userName'),
      realName: text('realName'),
      departmentId: Number.isInteger(departmentId) && departmentId > 0 ? departmentId : undefined,
      roleName: text('roleName'),
      state: state === 'ON' || state === 'LEFT' ? state : '',
    },
    pageIndex: Number.isInteger(pageIndex) && pageIndex > 1 ? pageIndex : 1,
  };
}

export function writeStaffQuery({ filters, pageIndex }: StaffQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (pageIndex > 1) params.set('pageIndex', String(pageIndex));
  return params;
}

/** Form values of the filter bar, where the status filter says ALL for 全部. */
export interface StaffFilterValues {
  userName?: string;
  realName?: string;
  departmentId?: number;
  roleName?: string;
  state: string;
}

export function toFilterValues(filters: StaffFilters): StaffFilterValues {
  return { ...filters, state: filters.state || ALL_STATUS };
}

export function fromFilterValues(values: StaffFilterValues): StaffFilters {
  return {
    userName: values.userName?.trim() || undefined,
    realName: values.realName?.trim() || undefined,
    departmentId: values.departmentId ?? undefined,
    roleName: values.roleName || undefined,
    state: values.state === 'ON' || values.state === 'LEFT' ? values.state : '',
  };
}
