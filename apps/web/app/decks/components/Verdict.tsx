import Link from 'next/link';
import type { DeckVerdictView } from '../../../lib/apiTypes';

const sectionLabel = (section: string) => (section === 'custom' ? 'house rule' : `§${section}`);

export function SectionLink({ section }: { section: string }) {
  return (
    <Link
      href={`/rules#${section}`}
      className="font-mono text-xs text-amber-700 underline-offset-2 hover:underline"
      title={`Floor rules section ${section}`}
    >
      {sectionLabel(section)}
    </Link>
  );
}

function ProblemItem({
  problem,
  onLine,
}: {
  problem: DeckVerdictView['problems'][number];
  onLine?: (line: number) => void;
}) {
  return (
    <li data-line={problem.line ?? ''} data-code={problem.code} className="flex gap-2 py-1.5 text-sm">
      {problem.line !== undefined ? (
        <button
          type="button"
          onClick={() => onLine?.(problem.line!)}
          className="shrink-0 self-start rounded bg-red-100 px-1.5 font-mono text-xs text-red-800 hover:bg-red-200"
        >
          line {problem.line}
        </button>
      ) : (
        <span className="shrink-0 self-start rounded bg-slate-100 px-1.5 font-mono text-xs text-slate-600">deck</span>
      )}
      <span className="min-w-0 flex-1">
        {problem.message.replace(/^Line \d+: /, '')} <SectionLink section={problem.section} />
      </span>
    </li>
  );
}

/** The verdict of a deck check (the API's, or the browser's own from the same domain check): legal or not, counts per supertype, every problem with its section. */
export function Verdict({ result, onLine }: { result: DeckVerdictView; onLine?: (line: number) => void }) {
  const { counts } = result;
  return (
    <section aria-label="Verdict" className="space-y-3">
      <p
        data-testid="verdict"
        className={`rounded-lg px-3 py-2 text-lg font-semibold ${result.legal ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800'}`}
      >
        {result.legal
          ? 'Legal'
          : `Not legal: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}`}
      </p>
      <dl className="grid grid-cols-4 gap-2 text-center text-sm" aria-label="Counts">
        {[
          ['Total', result.total],
          ['Pokémon', counts.pokemon],
          ['Trainer', counts.trainer],
          ['Energy', counts.energy],
        ].map(([label, value]) => (
          <div key={label} className="rounded border border-slate-200 bg-white py-1.5">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd data-testid={`count-${String(label).toLowerCase()}`} className="font-mono text-base">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {result.problems.length > 0 && (
        <ul
          aria-label="Problems"
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white px-3"
        >
          {result.problems.map((problem, i) => (
            <ProblemItem key={`${problem.code}-${problem.line ?? 'deck'}-${i}`} problem={problem} onLine={onLine} />
          ))}
        </ul>
      )}
      {result.notices.length > 0 && (
        <ul aria-label="Notices" className="space-y-1 text-sm text-slate-600">
          {result.notices.map((notice, i) => (
            <li key={`${notice.code}-${i}`}>
              {notice.message} <SectionLink section={notice.section} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
