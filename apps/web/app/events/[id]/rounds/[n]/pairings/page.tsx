import { apiGet } from '../../../../../../lib/api';
import type { EventDetail, EventTeamView, MatchView, PlayerRef, RoundView } from '../../../../../../lib/types';
import { PrintableHeader } from '../../../../../components/PrintableHeader';
import { TeamPairings } from '../TeamTable';

export const dynamic = 'force-dynamic';

interface Seat {
  player: PlayerRef;
  opponent: PlayerRef | null;
  table: number | null;
}

const seats = (matches: MatchView[]): Seat[] =>
  matches
    .flatMap((m) => [
      { player: m.playerA, opponent: m.playerB, table: m.table },
      ...(m.playerB ? [{ player: m.playerB, opponent: m.playerA, table: m.table }] : []),
    ])
    .sort((x, y) => x.player.lastName.localeCompare(y.player.lastName) || x.player.firstName.localeCompare(y.player.firstName));

const cell = 'border border-slate-300 px-2 py-1';

export default async function PairingsPage({ params }: { params: Promise<{ id: string; n: string }> }) {
  const { id, n } = await params;
  const [event, round] = await Promise.all([apiGet<EventDetail>(`/events/${id}`), apiGet<RoundView>(`/events/${id}/rounds/${n}`)]);
  const teams = event.teams ? await apiGet<EventTeamView[]>(`/events/${id}/teams`) : null;
  return (
    <div className="space-y-6 print:text-xs">
      <PrintableHeader eventId={id} eventName={event.name} />
      <h1 className="text-2xl font-semibold">
        {event.name} · Round {round.number} pairings{round.stage === 'elimination' && ' (top cut)'}
        {round.status === 'draft' && ' (draft)'}
      </h1>
      {teams ? (
        <TeamPairings matches={round.matches} teams={teams} />
      ) : (
        <div className="grid gap-8 md:grid-cols-2 print:block">
          <section>
            <h2 className="mb-2 text-lg font-semibold">By table</h2>
            <table className="w-full border-collapse text-sm" aria-label="Pairings by table">
              <thead>
                <tr>
                  <th className={cell}>Table</th>
                  <th className={cell}>Player</th>
                  <th className={cell}>Opponent</th>
                </tr>
              </thead>
              <tbody>
                {round.matches.map((m) => (
                  <tr key={m.id}>
                    <td className={`${cell} text-center font-semibold`}>{m.table ?? '—'}</td>
                    <td className={cell}>{m.playerA.name}</td>
                    <td className={cell}>{m.playerB?.name ?? 'BYE'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section className="print:break-before-page">
            <h2 className="mb-2 text-lg font-semibold">By last name</h2>
            <table className="w-full border-collapse text-sm" aria-label="Pairings by last name">
              <thead>
                <tr>
                  <th className={cell}>Player</th>
                  <th className={cell}>Table</th>
                  <th className={cell}>Opponent</th>
                </tr>
              </thead>
              <tbody>
                {seats(round.matches).map((s) => (
                  <tr key={s.player.id}>
                    <td className={cell}>
                      {s.player.lastName}, {s.player.firstName}
                    </td>
                    <td className={`${cell} text-center font-semibold`}>{s.table ?? '—'}</td>
                    <td className={cell}>{s.opponent?.name ?? 'BYE'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </div>
  );
}
