import type { RestrictionState } from '@ops/schema/ice-restrictions/rules';
import { useCallback, useState } from 'react';

export interface RowEditor {
  /** The row being edited (only one at a time), or null. */
  editingRowId: string | null;
  draft: RestrictionState | null;
  start(rowId: string, saved: RestrictionState): void;
  change(draft: RestrictionState): void;
  close(): void;
}

/** Which row is being edited, and its unsaved state. Starting another row is refused while one is open. */
export function useRowEditor(): RowEditor {
  const [editing, setEditing] = useState<{ rowId: string; draft: RestrictionState } | null>(null);
  const start = useCallback((rowId: string, saved: RestrictionState) => {
    setEditing((current) => current ?? { rowId, draft: saved });
  }, []);
  const change = useCallback((draft: RestrictionState) => {
    setEditing((current) => (current ? { ...current, draft } : current));
  }, []);
  const close = useCallback(() => setEditing(null), []);
  return {
    editingRowId: editing?.rowId ?? null,
    draft: editing?.draft ?? null,
    start,
    change,
    close,
  };
}
