import type { ReactNode } from 'react';

/**
 * Where a column's cell goes on a phone's card: the card's title, a badge beside the title, a labelled
 * line (the default), the row of buttons at the bottom, or nowhere.
 */
export type MobilePlacement = 'title' | 'badge' | 'field' | 'actions' | 'hidden';

/** A column, defined once for the wide table and the phone's cards. */
export interface DataTableColumn<T> {
  id: string;
  /** The column's heading; for an actions column, `headerHidden` keeps it for screen readers only. */
  header: string;
  headerHidden?: boolean;
  cell: (row: T) => ReactNode;
  /** The line's label on a phone's card (default: `header`). */
  mobileLabel?: string;
  mobile?: MobilePlacement;
  /** The cell on a phone's card, when it differs from the table's (e.g. buttons with their text). */
  mobileCell?: (row: T) => ReactNode;
  /** The cell's shape while the list loads (default: a line of text). */
  skeleton?: 'text' | 'avatar' | 'badge' | 'buttons';
  /** Classes of the column's `th` and `td` (alignment, width, wrapping). */
  className?: string;
}
