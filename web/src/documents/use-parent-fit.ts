import { useEffect, useRef } from 'react';

/**
 * The other field a reference depends on (`dependsOn`), as the picker gets it: the target's filter
 * it is sent as, its current value and its label (for 请先选择仓库).
 */
export interface ParentFilter {
  param: string;
  value: number | null | undefined;
  label: string;
}

/**
 * Drops a picked reference when the field it depends on changes to a value it does not fit (a
 * slot of the old warehouse once another is chosen), or is emptied. A choice whose parent the
 * picker has not seen (an edited record's) is asked of the target's detail before it is dropped.
 */
export function useParentFit(opts: {
  parent: ParentFilter | undefined;
  value: number | null | undefined;
  /** Parent values of the options loaded so far, by id. */
  known: Map<number, unknown>;
  fetchParent: (id: number) => Promise<unknown>;
  onMismatch: () => void;
  /** The parent changed: options loaded for the old one are stale. */
  onParentChange: () => void;
}) {
  const parentValue = opts.parent?.value ?? undefined;
  const last = useRef(parentValue);
  // The latest callbacks and value, read when the parent changes (not a reason to re-run).
  const latest = useRef(opts);
  latest.current = opts;
  useEffect(() => {
    const was = last.current;
    if (was === parentValue) return;
    last.current = parentValue;
    const { value, known, fetchParent, onMismatch, onParentChange, parent } = latest.current;
    if (!parent) return;
    onParentChange();
    if (value === null || value === undefined) return;
    if (parentValue === undefined) {
      if (was !== undefined) onMismatch();
      return;
    }
    if (known.has(value)) {
      if (known.get(value) !== parentValue) onMismatch();
      return;
    }
    let live = true;
    void fetchParent(value).then((of) => {
      if (live && of !== undefined && of !== parentValue) latest.current.onMismatch();
    });
    return () => {
      live = false;
    };
  }, [parentValue]);
}
