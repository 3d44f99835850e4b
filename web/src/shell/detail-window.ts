import { Limits } from '@tiangong/domain';

/**
 * Detail forms may open in a new window (SPEC §2). Routes are flat, so the record travels as
 * query parameters. Going back closes the window when it has no history of its own or when
 * asked to close only, optionally after a delay (default 1500 ms); otherwise it goes back.
 */
export function detailUrl(path: string, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${path}?${query}` : path;
}

export function openDetailWindow(path: string, params: Record<string, string | number> = {}): Window | null {
  return window.open(detailUrl(path, params), '_blank');
}

export interface GoBackOptions {
  closeOnly?: boolean;
  delayMs?: number;
}

export function goBack(
  back: () => void,
  { closeOnly = false, delayMs = Limits.goBackDefaultDelayMs }: GoBackOptions = {},
): void {
  const act = () => {
    if (closeOnly || window.history.length <= 1) window.close();
    else back();
  };
  if (delayMs > 0) window.setTimeout(act, delayMs);
  else act();
}
