import type { LastCheck, PeriodCheck, PeriodRow } from '@tiangong/domain';
import { apiPost } from '../../api/http';

/** SPEC /matStockAcc/ calls of the month-end close. */
export const stockAccApi = {
  periods: () => apiPost<PeriodRow[]>('/matStockAcc/queryPeriodList', {}),
  firstCheck: (period: string) => apiPost<PeriodCheck>('/matStockAcc/firstCheck', { period }),
  account: (period: string) =>
    apiPost<{ period: string; status: string }>('/matStockAcc/account', { period }),
  unAccount: (period: string) =>
    apiPost<{ period: string; status: string }>('/matStockAcc/unAccount', { period }),
  lastCheck: (period: string) => apiPost<LastCheck>('/matStockAcc/lastCheck', { period }),
};
