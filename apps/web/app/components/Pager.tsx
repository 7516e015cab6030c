import Link from 'next/link';
import type { PageView } from '../../lib/apiTypes';

/** An event with more players than this reads its pairings and standings a page at a time: a phone gets 100 rows, not 4,096. */
export const PAGED_FROM_PLAYERS = 400;
export const PAGE_SIZE = 100;

const whole = (value: string | undefined) =>
  value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** The page the address asks for: the one holding `?table=` or `?rank=` (row n is on page ⌈n / 100⌉), else `?page=`, else the first. */
export const pageAsked = (page: string | undefined, row: string | undefined): number => {
  const at = whole(row);
  return at === null ? (whole(page) ?? 1) : Math.ceil(at / PAGE_SIZE);
};

/** The paging query the API reads. */
export const pageQuery = (page: number) => ({ page, pageSize: PAGE_SIZE });

interface Props {
  page: PageView;
  /** The address of another page. */
  href: (page: number) => string;
  /** What the list counts: "tables", "players". */
  counted: string;
  /** The jump: the query field (`table`, `rank`), its label, and the fields the form keeps (round, division). */
  jump: { name: string; label: string; keep?: Record<string, string> };
}

/** Previous and next page, where this page stands in the list, and a jump to the page holding a table or a rank. */
export function Pager({ page, href, counted, jump }: Props) {
  const last = Math.max(1, page.pages);
  return (
    <nav className="no-print flex flex-wrap items-center gap-3 text-sm" aria-label={`Pages of ${counted}`}>
      {page.number > 1 ? (
        <Link href={href(Math.min(page.number - 1, last))} className="text-amber-700 underline" rel="prev">
          ← Previous
        </Link>
      ) : (
        <span className="text-slate-400">← Previous</span>
      )}
      <span aria-current="page">
        Page {page.number} of {last} · {page.total.toLocaleString('en')} {counted}
      </span>
      {page.number < last ? (
        <Link href={href(page.number + 1)} className="text-amber-700 underline" rel="next">
          Next →
        </Link>
      ) : (
        <span className="text-slate-400">Next →</span>
      )}
      <form method="get" className="flex items-center gap-1">
        {Object.entries(jump.keep ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="flex items-center gap-1">
          {jump.label}
          <input
            type="number"
            name={jump.name}
            min={1}
            inputMode="numeric"
            className="w-20 rounded border border-slate-400 px-1 py-0.5"
          />
        </label>
        <button type="submit" className="rounded border border-slate-400 px-2 py-0.5">
          Go
        </button>
      </form>
    </nav>
  );
}
