/** A table cell's side padding: narrower between columns than at the table's edges. */
export const CELL = 'px-2.5 first:pl-4 last:pr-4';
