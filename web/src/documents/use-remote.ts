import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

export interface Remote<T> {
  data: T | undefined;
  loading: boolean;
  /** Loads again; resolves with the new data (undefined when the call failed). */
  reload: () => Promise<T | undefined>;
}

/**
 * Loads once per change of `deps` and on `reload()`. Only the latest call may set the data, so a
 * slow answer to an older filter never overwrites a newer one. A failed call keeps the old data.
 */
export function useRemote<T>(load: () => Promise<T | undefined>, deps: DependencyList): Remote<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    setLoading(true);
    const result = await loadRef.current();
    if (ticket === latest.current) {
      if (result !== undefined) setData(result);
      setLoading(false);
    }
    return result;
  }, []);

  useEffect(
    () => {
      void reload();
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load
    deps,
  );

  return { data, loading, reload };
}
