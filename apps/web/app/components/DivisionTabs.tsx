import { DIVISION_NAMES, DIVISIONS, type Division } from '@tcg/domain/division';
import Link from 'next/link';

/** The division asked for in the page's query, when it is one. */
export const divisionParam = (value: string | undefined): Division | undefined => DIVISIONS.find((d) => d === value);

/**
 * The division a top cut page shows: the one asked for, else (when the event's cut is per division) the first
 * division with a cut; undefined: the whole event.
 */
export function cutDivisionParam(
  asked: Division | undefined,
  cuts: readonly { division: Division | null }[],
): Division | undefined {
  if (asked || cuts.some((cut) => cut.division === null)) return asked;
  return cuts.find((cut) => cut.division !== null)?.division ?? undefined;
}

/** Links to the whole event (unless `all` is false: a top cut per division has no whole-event page) and to each age division. */
export function DivisionTabs({
  href,
  current,
  all = true,
}: {
  href: (division?: Division) => string;
  current?: Division;
  all?: boolean;
}) {
  const tab = (division: Division | undefined, label: string) => (
    <Link
      key={label}
      href={href(division)}
      aria-current={division === current ? 'page' : undefined}
      className={division === current ? 'font-bold' : 'text-amber-700'}
    >
      {label}
    </Link>
  );
  return (
    <nav className="no-print flex gap-3 text-sm" aria-label="Age divisions">
      {all && tab(undefined, 'All divisions')}
      {DIVISIONS.map((d) => tab(d, DIVISION_NAMES[d]))}
    </nav>
  );
}
