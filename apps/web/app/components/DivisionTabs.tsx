import { DIVISION_NAMES, DIVISIONS, type Division } from '@tcg/domain/division';
import Link from 'next/link';

/** The division asked for in the page's query, when it is one. */
export const divisionParam = (value: string | undefined): Division | undefined => DIVISIONS.find((d) => d === value);

/** Links to the whole event and to each age division, for an event with divisions. */
export function DivisionTabs({ href, current }: { href: (division?: Division) => string; current?: Division }) {
  const tab = (division: Division | undefined, label: string) => (
    <Link key={label} href={href(division)} aria-current={division === current ? 'page' : undefined} className={division === current ? 'font-bold' : 'text-amber-700'}>
      {label}
    </Link>
  );
  return (
    <nav className="no-print flex gap-3 text-sm" aria-label="Age divisions">
      {tab(undefined, 'All divisions')}
      {DIVISIONS.map((d) => tab(d, DIVISION_NAMES[d]))}
    </nav>
  );
}
