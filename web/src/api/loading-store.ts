/**
 * Count of pending non-silent requests behind the global loading mask (SPEC §7).
 * Shaped for useSyncExternalStore so the mask re-renders only when the count changes.
 */
type Listener = () => void;

let pending = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const loadingStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): number {
    return pending;
  },
  begin(): void {
    pending += 1;
    emit();
  },
  end(): void {
    // Never below zero, even if a caller ends twice.
    pending = Math.max(0, pending - 1);
    emit();
  },
};
