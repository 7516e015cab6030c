import { pathNumber } from '../../../../../lib/pathNumber';
import type { Metadata } from 'next';
import { cardLines } from '@tcg/domain/deck';
import { apiTry } from '../../../../../lib/api';
import type { TableDecksView } from '../../../../../lib/apiTypes';
import { PrintableHeader } from '../../../../components/PrintableHeader';
import { loadTablePage, type TablePageProps } from '../../loadTablePage';

export const metadata: Metadata = { title: 'Deck check counting sheet · TCG Tournaments' };
export const dynamic = 'force-dynamic';

type Seat = TableDecksView['players'][number];

const nameOf = (p: Seat) =>
  p.player ? `${p.player.firstName} ${p.player.lastName} (${p.player.dciNumber})` : p.playerId;

/** One player's registered list as lines to count, with an empty box per line and the list's fingerprint (DCI Universal Tournament Rules). */
function Sheet({ seat }: { seat: Seat }) {
  if (!seat.deck) {
    return (
      <section aria-label={`Counting sheet: ${nameOf(seat)}`} className="break-inside-avoid space-y-1">
        <h2 className="text-lg font-semibold">{nameOf(seat)}</h2>
        <p className="text-sm text-slate-600">No list registered.</p>
      </section>
    );
  }
  const lines = cardLines(seat.deck.list);
  const total = lines.reduce((sum, l) => sum + l.count, 0);
  return (
    <section aria-label={`Counting sheet: ${nameOf(seat)}`} className="break-inside-avoid space-y-1">
      <h2 className="text-lg font-semibold">{nameOf(seat)}</h2>
      <p className="text-sm">
        List code <strong className="font-mono">{seat.deck.fingerprint}</strong> · {seat.deck.format} · registered{' '}
        {new Date(seat.deck.submittedAt).toISOString().slice(0, 10)}
      </p>
      <table className="w-full border-collapse text-sm" aria-label={`Cards of ${nameOf(seat)}`}>
        <thead>
          <tr className="border-b border-slate-400 text-left">
            <th className="w-16 py-1">Listed</th>
            <th>Card</th>
            <th className="w-24">Counted</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={i} className="border-b border-slate-200">
              <td className="py-1 font-mono">{l.count}</td>
              <td>{l.card}</td>
              <td>
                <span className="inline-block h-5 w-14 border border-slate-500" aria-hidden="true" />
              </td>
            </tr>
          ))}
          <tr className="font-semibold">
            <td className="py-1 font-mono">{total}</td>
            <th scope="row" className="text-left">
              Total
            </th>
            <td>
              <span className="inline-block h-5 w-14 border border-slate-500" aria-hidden="true" />
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

/** The deck check's counting sheet for a table (#16): each registered list to count card by card, printable. */
export default async function CountingSheetPage(props: TablePageProps) {
  const { id, table, event } = await loadTablePage(props);
  const found = await apiTry('/events/:id/tables/:table/decks', { params: { id, table: pathNumber(table) } });
  return (
    <div className="space-y-4">
      <PrintableHeader eventId={id} eventName={event.name} />
      <h1 className="text-2xl font-semibold">
        Deck check counting sheet{found.ok && ` · round ${found.data.round}, table ${found.data.table}`}
      </h1>
      {found.ok ? (
        <>
          <p className="text-sm text-slate-600">
            Count each card into its box; the totals must be the deck’s 60 (or the format’s size). Judge: ____________ ·
            time taken: ______ min
          </p>
          <div className="space-y-6">
            {found.data.players.map((seat) => (
              <Sheet key={seat.playerId} seat={seat} />
            ))}
          </div>
        </>
      ) : (
        <p role="alert" className="text-red-700">
          {found.error.message}
        </p>
      )}
    </div>
  );
}
