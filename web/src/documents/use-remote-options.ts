import { useEffect, useMemo, useRef, useState } from 'react';

/** Typing asks the server this long after the last key. */
export const REMOTE_SEARCH_DEBOUNCE_MS = 300;

export interface RemoteOptions<T> {
  options: T[];
  searching: boolean;
  /** Labels of values chosen, kept when their option is gone (another search, another page). */
  labels: Record<number, string>;
  /** Asks now with this text; only the answer to the latest question is shown. */
  query: (text: string) => Promise<void>;
  /** Typed text: asked `REMOTE_SEARCH_DEBOUNCE_MS` after the last key. */
  search: (text: string) => void;
  /** The list opened or closed: a first opening (or one after `reset`) asks for everything. */
  onOpenChange: (open: boolean) => void;
  /** What is shown is stale (another parent, party or filter): dropped, and asked again on opening. */
  reset: () => void;
  /** After `reset`: an open list asks again at once, with what was typed. */
  requery: () => void;
  remember: (value: number, label: string) => void;
}

/**
 * The options of a picker searched on the server (RefSelect's records, AmountSourceSelect's open
 * documents): the debounced search, the latest answer wins, a first opening loads, a reset makes
 * it load again, and the labels of what was chosen. `load` answers the options of a text, or
 * undefined when there is nothing to ask (a refusal the client has shown, a party not chosen).
 */
export function useRemoteOptions<T>(load: (text: string) => Promise<T[] | undefined>): RemoteOptions<T> {
  const [options, setOptions] = useState<T[]>([]);
  const [labels, setLabels] = useState<Record<number, string>>({});
  const [searching, setSearching] = useState(false);
  const loadRef = useRef(load);
  loadRef.current = load;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ticket = useRef(0);
  const loaded = useRef(false);
  const open = useRef(false);
  const typed = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);

  // Built once: they read refs and set state only, so effects may depend on them.
  const actions = useMemo(() => {
    const query = async (text: string) => {
      const mine = ++ticket.current;
      setSearching(true);
      const rows = await loadRef.current(text);
      if (mine !== ticket.current) return;
      setSearching(false);
      if (!rows) return;
      loaded.current = true;
      setOptions(rows);
    };
    return {
      query,
      search: (text: string) => {
        typed.current = text.trim();
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void query(typed.current), REMOTE_SEARCH_DEBOUNCE_MS);
      },
      onOpenChange: (next: boolean) => {
        open.current = next;
        if (!next) typed.current = '';
        if (next && !loaded.current) void query('');
      },
      reset: () => {
        loaded.current = false;
        setOptions([]);
      },
      requery: () => {
        if (open.current) void query(typed.current);
      },
      remember: (value: number, label: string) => setLabels((all) => ({ ...all, [value]: label })),
    };
  }, []);
  return { options, searching, labels, ...actions };
}
