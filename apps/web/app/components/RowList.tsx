import type { ReactNode } from 'react';

interface Props<T> {
  label: string;
  items: readonly T[];
  /** Said instead of the list when there are no items. */
  empty: string;
  ordered?: boolean;
  /** One item's row: an `li` with its key. */
  children: (item: T) => ReactNode;
}

/** A boxed list of rows divided by rules, or a line saying there are none. */
export function RowList<T>({ label, items, empty, ordered = false, children }: Props<T>) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List aria-label={label} className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
      {items.map((item) => children(item))}
    </List>
  );
}
