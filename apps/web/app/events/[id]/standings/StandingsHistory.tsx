import Link from 'next/link';

/** Links to the standings after each published round, the one shown in bold. */
export function StandingsHistory({
  rounds,
  current,
  href,
}: {
  rounds: number;
  current: number;
  href: (round: number) => string;
}) {
  return (
    <nav className="no-print flex gap-3 text-sm" aria-label="Standings history">
      {Array.from({ length: rounds }, (_, i) => i + 1).map((r) => (
        <Link key={r} href={href(r)} className={r === current ? 'font-bold' : 'text-amber-700'}>
          After round {r}
        </Link>
      ))}
    </nav>
  );
}
