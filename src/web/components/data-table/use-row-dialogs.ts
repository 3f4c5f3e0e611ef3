import { useCallback, useState } from 'react';

/**
 * The dialogs a list opens on one of its rows (its details, an action on it): which one is open, and the
 * row each shows. A dialog keeps its row after it closes, so that its content stays through the closing
 * animation; one dialog may hand its row on to the next (details → 利用停止).
 */
export function useRowDialogs<Row, Kind extends string>() {
  const [rows, setRows] = useState<Partial<Record<Kind, Row>>>({});
  const [open, setOpen] = useState<Kind | null>(null);
  // Stable, so that a list's columns built once (useMemo) can open dialogs.
  const show = useCallback((kind: Kind, row: Row) => {
    setRows((current) => ({ ...current, [kind]: row }));
    setOpen(kind);
  }, []);
  const close = useCallback(() => setOpen(null), []);
  const onOpenChange = useCallback((next: boolean) => {
    if (!next) setOpen(null);
  }, []);
  return {
    show,
    close,
    /** For a dialog's `onOpenChange`: closing it closes it; it is opened through `show`. */
    onOpenChange,
    rowOf: (kind: Kind): Row | null => rows[kind] ?? null,
    isOpen: (kind: Kind) => open === kind,
  };
}
