import type { MatchView, PlayerRef } from '../../../../../../lib/apiTypes';
import { roundTitle } from '../../../../../../lib/roundTitle';
import { PrintableHeader } from '../../../../../components/PrintableHeader';
import { ScoringNote } from '../../../Announced';
import { pairingCell as cell, PairingsList } from '../PairingsList';
import { loadRound } from '../loadRound';
import { TeamPairings } from '../TeamTable';
import { LiveUpdates } from '../../../../../components/LiveUpdates';

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


export default async function PairingsPage({ params }: { params: Promise<{ id: string; n: string }> }) {
  const { id, n } = await params;
  const { event, round, bracket, teams } = await loadRound(id, n);
  return (
    <div className="space-y-6 print:text-xs">
      <PrintableHeader eventId={id} eventName={event.name} />
      <LiveUpdates eventId={id} />
      <h1 className="text-2xl font-semibold">
        {event.name} · {roundTitle(round.number, bracket)} pairings{round.stage === 'elimination' && ` (top cut, round ${round.number})`}
        {round.status === 'draft' && ' (draft)'}
      </h1>
      <ScoringNote event={{ bestOf: round.stage === 'elimination' && bracket.cut ? bracket.cut.bestOf : event.bestOf, scoring: event.scoring }} stage={round.stage} />
      {teams ? (
        <TeamPairings matches={round.matches} teams={teams} />
      ) : (
        <div className="grid gap-8 md:grid-cols-2 print:block">
          <PairingsList title="By table" label="Pairings by table" headers={['Table', 'Player', 'Opponent']}>
            {round.matches.map((m) => (
              <tr key={m.id}>
                <td className={`${cell} text-center font-semibold`}>{m.table ?? '—'}</td>
                <td className={cell}>{m.playerA.name}</td>
                <td className={cell}>{m.playerB?.name ?? 'BYE'}</td>
              </tr>
            ))}
          </PairingsList>
          <PairingsList title="By last name" label="Pairings by last name" headers={['Player', 'Table', 'Opponent']} second>
            {seats(round.matches).map((s) => (
              <tr key={s.player.id}>
                <td className={cell}>
                  {s.player.lastName}, {s.player.firstName}
                </td>
                <td className={`${cell} text-center font-semibold`}>{s.table ?? '—'}</td>
                <td className={cell}>{s.opponent?.name ?? 'BYE'}</td>
              </tr>
            ))}
          </PairingsList>
        </div>
      )}
    </div>
  );
}
