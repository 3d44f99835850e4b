/** Business constants and limits of SPEC §9, in one place for server and web. */
export const Limits = {
  postTimeoutMs: 120_000,
  getTimeoutMs: 99_999,
  downloadTimeoutMs: 60_000,
  pageSizeFloorWide: 25,
  pageSizeFloorNarrow: 15,
  wideScreenMinWidth: 1024,
  productLookupPageSize: 40,
  /** Longest text the reference pickers' one search box sends (`LOOKUP_KEYWORD`). */
  lookupKeywordMax: 50,
  accountSwitchCheckMs: 20_000,
  goBackDefaultDelayMs: 1_500,
  loginExpiryRedirectMs: 1_000,
  uploadMaxBytes: 5_242_880,
  /** Largest request body other than an upload (a JSON call): 2 MB. */
  requestBodyMaxBytes: 2_097_152,
  menuWidthPx: 160,
  dialogWidthPx: 450,
  approvalCommentRows: 8.5,
  pagerJumperMinTotal: 6,
  printWidthPx: 1024,
  sampleSendMonthlyReviewKg: 5,
} as const;

/**
 * The company's clock: timestamps (the audit log's times, its date filter's days) are read in it,
 * whatever the server's or the browser's zone.
 */
export const COMPANY_TIME_ZONE = 'Asia/Shanghai';

/** Scale factors of stored numbers (SPEC §3, DESIGN §2). */
export const Scale = {
  price: { factor: 1_000_000, decimals: 6 },
  amount: { factor: 1_000_000, decimals: 2 },
  quantity: { factor: 1_000_000, decimals: 6 },
  percent: { factor: 100, decimals: 2 },
  exchangeRate: { factor: 10_000, decimals: 4 },
} as const;

export type ScaleKind = keyof typeof Scale;

/** The header the server requires on every state-changing call (CSRF defence). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

export const SESSION_COOKIE = 'tg_sid';

/**
 * A state-changing call that carries this header is done at most once per account and key for a
 * day (server: platform/http/idempotency.ts): a repeat answers the first call's result. The web
 * sends a new key with each form submission, so a double click or a resent request creates nothing.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * The list filter of every reference picker: matches any display field or the mnemonic (助记码)
 * of the record (server: platform/documents/document-search.ts).
 */
export const LOOKUP_KEYWORD = 'keyword';
