import { useCallback, useState } from 'react';

/**
 * Column choice remembered per user and document (DESIGN §6), in localStorage under
 * `columns:{userName}:{docKey}`. The hidden columns are stored, so a column a later release
 * declares shows up without anyone having to tick it.
 */
export function columnStorageKey(userName: string, docKey: string): string {
  return `columns:${userName}:${docKey}`;
}

export function readHiddenColumns(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function useColumnChoice(userName: string, docKey: string) {
  const key = columnStorageKey(userName, docKey);
  const [hidden, setHiddenState] = useState<string[]>(() => readHiddenColumns(key));
  const setHidden = useCallback(
    (next: string[]) => {
      setHiddenState(next);
      if (next.length) localStorage.setItem(key, JSON.stringify(next));
      else localStorage.removeItem(key);
    },
    [key],
  );
  return { hidden, setHidden };
}
