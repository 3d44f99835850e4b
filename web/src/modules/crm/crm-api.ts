import type { BatchDocumentGroup, PoolSettings } from '@tiangong/domain';
import { apiGet, apiPost, apiSubmit } from '../../api';

/** The CRM's own calls (the public pool, transfers, reminders, leads' ends); the rest are the engine's. */
export interface PoolCustomer {
  id: number;
  code: string;
  name: string;
  shortName: string | null;
  category: string;
  evaluateLevel: string | null;
  regionLabel: string | null;
  sourceLabel: string | null;
  lastFollowDate: string | null;
  poolDate: string | null;
}

export interface Transfer {
  id: number;
  kind: string;
  reason: string | null;
  actor: string;
  day: string;
  fromOwnerLabel: string | null;
  toOwnerLabel: string | null;
}

export interface Reminder {
  id: number;
  code: string;
  name: string;
  daysLeft?: number;
  reason?: string;
  nextFollowDate?: string;
  lastContent?: string;
  /** A follow-up due before today (company calendar). */
  overdue?: boolean;
}

/** A customer the duplicate check found: whose it is, never more (it may be another's). */
export interface RepeatCustomer {
  id: number;
  code: string;
  name: string;
  ownerLabel: string | null;
  inPool: boolean;
  status: string;
}

export interface NewCustomerBody {
  customer: Record<string, unknown>;
  contact: Record<string, unknown>;
  address?: Record<string, unknown>;
}

export interface ClueChanges {
  ids: number[];
  sourceId?: number;
  ownerId?: number;
  status?: 'FOLLOWING' | 'CLOSED';
  reason?: string;
}

export const crmApi = {
  complaintBatchDocuments: (id: number) =>
    apiGet<BatchDocumentGroup[]>('/customer/queryComplaintBatchDocuments', { id }),
  repeatList: (name: string, taxNo: string) =>
    apiPost<RepeatCustomer[]>(
      '/customer/queryCustomerRepeatList',
      { name: name || undefined, taxNo: taxNo || undefined },
      { silent: true },
    ),
  addNewCustomer: (body: NewCustomerBody) =>
    apiSubmit<{ id: number; contactId: number; addressId: number | null }>('/customer/addNewCustomer', body),
  patchClues: (body: ClueChanges) => apiPost<{ count: number }>('/sales/patchSaleOpportunity', body),
  pool: (pageIndex: number, pageSize: number, keyword: string) =>
    apiPost<{ requestList: PoolCustomer[]; totalRec: number }>('/customer/queryPublicCustomerPageList', {
      page: { pageIndex, pageSize },
      queryParameterVo: keyword ? { keyword } : {},
    }),
  claim: (id: number) => apiPost<{ id: number }>('/customer/receiveCustomer', { id }),
  release: (id: number, reason: string) =>
    apiPost<{ id: number }>('/customer/publicCustomer', { id, reason }),
  distribute: (id: number, ownerId: number, reason: string) =>
    apiPost<{ id: number }>('/customer/distributeCustomer', { id, ownerId, reason }),
  transfers: (id: number) => apiGet<Transfer[]>('/customer/queryCustomerTransferList', { id }),
  poolReminders: () => apiGet<Reminder[]>('/customer/queryPoolReminderList', {}, { silent: true }),
  followUps: () => apiGet<Reminder[]>('/customer/queryFollowUpReminderList', {}, { silent: true }),
  settings: () => apiGet<PoolSettings & { version: number }>('/customer/queryPoolSettings'),
  saveSettings: (body: PoolSettings & { version: number }) =>
    apiPost<{ version: number }>('/customer/savePoolSettings', body),
  convertClue: (id: number, version: number) =>
    apiPost<{ id: number; customerId: number }>('/sales/convertSaleOpportunity', { id, version }),
  closeClue: (id: number, version: number, reason: string) =>
    apiPost<{ id: number }>('/sales/closeSaleOpportunity', { id, version, reason }),
  distributeClue: (id: number, ownerId: number) =>
    apiPost<{ id: number }>('/sales/distributeSaleOpportunity', { id, ownerId }),
};
