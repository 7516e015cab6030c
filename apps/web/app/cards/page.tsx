import type { Metadata } from 'next';
import Link from 'next/link';
import { apiGet, readOrProblem } from '../../lib/api';
import type { CardSummary } from '../../lib/apiTypes';

export const metadata: Metadata = { title: 'Cards · TCG Tournaments' };
export const dynamic = 'force-dynamic';

const field = 'mt-1 block w-full rounded border border-slate-300 bg-white px-2 py-1.5';

interface Search {
  q?: string;
  set?: string;
  number?: string;
}

/** The search as the API takes it: each field cut to the length it accepts, 60 cards at most. */
const query = ({ q, set, number }: Search) => ({
  q: q ? q.slice(0, 100) : undefined,
  set: set ? set.slice(0, 40) : undefined,
  number: number ? number.slice(0, 10) : undefined,
  limit: 60,
});

function Results({ cards }: { cards: CardSummary[] }) {
  if (cards.length === 0) return <p className="text-slate-500">No card matches.</p>;
  return (
    <table className="w-full overflow-hidden rounded-lg border border-slate-200 bg-white text-sm" aria-label="Cards">
      <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
        <tr>
          <th className="px-3 py-2">Name</th>
          <th className="px-3 py-2">Set</th>
          <th className="px-3 py-2">Number</th>
          <th className="px-3 py-2">Type</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {cards.map((card) => (
          <tr key={card.id}>
            <td className="px-3 py-1.5">
              <Link href={`/cards/${card.id}`} className="text-amber-700 hover:underline">
                {card.name}
              </Link>
            </td>
            <td className="px-3 py-1.5">
              {card.set.name} <span className="font-mono text-xs text-slate-500">{card.set.code ?? card.set.id}</span>
            </td>
            <td className="px-3 py-1.5 font-mono">{card.number}</td>
            <td className="px-3 py-1.5 text-slate-600">
              {[card.supertype, ...card.subtypes, ...(card.tags ?? [])].join(' · ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default async function CardsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const searching = Boolean(search.q || search.set || search.number);
  const { data, problem } = await readOrProblem(() =>
    Promise.all([apiGet('/sets'), searching ? apiGet('/cards', { query: query(search) }) : Promise.resolve(null)]),
  );
  const [sets, cards] = data ?? [[], null];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">Cards</h1>
        <Link href="/cards/import" className="text-sm text-amber-700 underline">
          Import a custom card set
        </Link>
      </div>
      <form
        method="get"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end"
        role="search"
      >
        <label className="block text-sm">
          Name
          <input
            className={field}
            name="q"
            defaultValue={search.q ?? ''}
            placeholder="pokemon breeder"
            maxLength={100}
          />
        </label>
        <label className="block text-sm">
          Set
          <select className={field} name="set" defaultValue={search.set ?? ''}>
            <option value="">Any set</option>
            {sets.map((set) => (
              <option key={set.id} value={set.id}>
                {set.name} ({set.code ?? set.id})
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          Number
          <input className={field} name="number" defaultValue={search.number ?? ''} maxLength={10} />
        </label>
        <button type="submit" className="rounded bg-action px-4 py-2 font-medium text-white hover:bg-action-hover">
          Search
        </button>
      </form>
      {problem && (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      )}
      {cards && <Results cards={cards} />}
      {!searching && !problem && (
        <p className="text-sm text-slate-500">
          {sets.length} sets, from {sets[0]?.name} ({sets[0]?.releaseDate}) to {sets.at(-1)?.name} (
          {sets.at(-1)?.releaseDate}). Accents and case do not matter: “pokemon” finds “Pokémon”.
        </p>
      )}
    </div>
  );
}
