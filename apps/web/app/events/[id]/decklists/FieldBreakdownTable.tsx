import type { PublishedDecklistsView } from '../../../../lib/apiTypes';

type Record3 = PublishedDecklistsView['decks'][number]['record'];

export const recordText = ({ wins, losses, draws }: Record3) => `${wins}–${losses}–${draws}`;

/** Each Pokémon of the published lists: decks playing it, copies, how those decks did (217). */
export function FieldBreakdownTable({
  breakdown,
  decks,
}: {
  breakdown: PublishedDecklistsView['breakdown'];
  decks: number;
}) {
  if (breakdown.length === 0) return <p className="text-sm text-slate-600">No Pokémon in the published lists.</p>;
  return (
    <table className="w-full max-w-4xl text-left text-sm">
      <caption className="sr-only">Pokémon by the number of published decks playing them</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-1 pr-3">
            Pokémon
          </th>
          <th scope="col" className="py-1 pr-3 text-right">
            Decks
          </th>
          <th scope="col" className="py-1 pr-3 text-right">
            Avg. copies
          </th>
          <th scope="col" className="py-1 pr-3">
            Record (W–L–D)
          </th>
          <th scope="col" className="py-1 pr-3 text-right">
            Best finish
          </th>
          <th scope="col" className="py-1 text-right">
            Top cut
          </th>
        </tr>
      </thead>
      <tbody>
        {breakdown.map((p) => (
          <tr key={p.name} className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-3 font-medium">
              {p.name}
            </th>
            <td className="py-1 pr-3 text-right">
              {p.decks} of {decks}
            </td>
            <td className="py-1 pr-3 text-right">{p.averageCopies}</td>
            <td className="py-1 pr-3">{recordText(p.record)}</td>
            <td className="py-1 pr-3 text-right">{p.bestFinish}</td>
            <td className="py-1 text-right">
              {p.topCutDecks} ({Math.round(p.topCutShare * 100)}%)
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
