import type { Metadata } from 'next';
import { PrintableHeader } from '../../../../../components/PrintableHeader';
import { ScoringNote } from '../../../Announced';
import { pairingCell as cell, PairingsList } from '../PairingsList';
import { loadRound } from '../loadRound';
import { seatsByName } from '../seats';
import { TeamPairings } from '../TeamTable';
import { linkTo } from '../../../../../../lib/site';
import { LiveUpdates } from '../../../../../components/LiveUpdates';
import { QrCode } from '../../../../../components/QrCode';

export const metadata: Metadata = { title: 'Pairings · TCG Tournaments' };

export const dynamic = 'force-dynamic';

/** A table's time extension (216), shown beside its number. */
const Extension = ({ minutes }: { minutes: number }) => (minutes > 0 ? <span className="block text-xs font-normal">+{minutes} min (216)</span> : null);

export default async function PairingsPage({ params }: { params: Promise<{ id: string; n: string }> }) {
  const { id, n } = await params;
  const [{ event, round, teams }, eventUrl] = await Promise.all([loadRound(id, n), linkTo(`/events/${id}`)]);
  return (
    <div className="print-wall space-y-6">
      <PrintableHeader eventId={id} eventName={event.name} />
      <LiveUpdates eventId={id} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-semibold">
          {event.name} · {round.title} pairings{round.stage === 'elimination' && ` (top cut, round ${round.number})`}
          {round.status === 'draft' && ' (draft)'}
        </h1>
        <QrCode url={eventUrl} label="the event page: find your table on your phone" size="h-24 w-24" />
      </div>
      <ScoringNote event={{ bestOf: round.bestOf, scoring: event.scoring }} stage={round.stage} />
      {teams ? (
        <TeamPairings matches={round.matches} teams={teams} />
      ) : (
        <div className="grid gap-8 md:grid-cols-2 print:block">
          <PairingsList title="By table" label="Pairings by table" headers={['Table', 'Player', 'Opponent']}>
            {round.matches.map((m) => (
              <tr key={m.id}>
                <td className={`${cell} text-center font-semibold`}>
                  {m.table ?? '—'}
                  <Extension minutes={m.extensionMinutes} />
                </td>
                <td className={cell}>{m.playerA.name}</td>
                <td className={cell}>{m.playerB?.name ?? 'BYE'}</td>
              </tr>
            ))}
          </PairingsList>
          <PairingsList title="By last name" label="Pairings by last name" headers={['Player', 'Table', 'Opponent']} second>
            {seatsByName(round.matches).map((s) => (
              <tr key={s.player.id}>
                <td className={cell}>
                  {s.player.lastName}, {s.player.firstName}
                </td>
                <td className={`${cell} text-center font-semibold`}>
                  {s.table ?? '—'}
                  <Extension minutes={s.extensionMinutes} />
                </td>
                <td className={cell}>{s.opponent?.name ?? 'BYE'}</td>
              </tr>
            ))}
          </PairingsList>
        </div>
      )}
    </div>
  );
}
