import { useCallback, useRef, useState } from 'react';

/**
 * A form's save that cannot run twice at once: a second Enter, Ctrl+Enter or click while the first
 * save is on its way is ignored (the button's loading state alone does not stop the keyboard).
 * Each save the hook lets through is one submission with its own idempotency key (`apiSubmit`).
 */
export function useSingleSubmit<A extends unknown[]>(
  save: (...args: A) => Promise<void>,
): [busy: boolean, submit: (...args: A) => Promise<void>] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const submit = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await save(...args);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [save],
  );
  return [busy, submit];
}
