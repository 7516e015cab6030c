import type { Metadata } from 'next';
import { apiGet } from '../../../../lib/api';
import type { PodRoundView, RoundView } from '../../../../lib/apiTypes';
import { shortLinkTo, typedAddress } from '../../../../lib/site';
import { LiveUpdates } from '../../../components/LiveUpdates';
import { QrCode } from '../../../components/QrCode';
import { RoundClock, roundsInPlay } from '../../../components/RoundClock';
import { seatsByName } from '../rounds/[n]/seats';
import { AutoScroll } from './AutoScroll';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Projector · TCG Tournaments' };

/** Pod play: every seated player by name with their table. */
const podSeatsByName = (round: PodRoundView) =>
  round.tables
    .flatMap((t) => t.seats.map((id) => ({ id, name: t.names[id] ?? id, table: t.table, extensionMinutes: 0 })))
    .sort((a, b) => a.name.localeCompare(b.name));

/** Projector mode: the current round's pairings by name in columns across a 1080p screen, the round clock and a QR code, high contrast. */
export default async function ProjectorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [event, clock] = await Promise.all([
    apiGet('/events/:id', { params: { id } }),
    apiGet('/events/:id/clock', { params: { id } }),
  ]);
  const eventUrl = await shortLinkTo(event);
  const rounds = await Promise.all(
    roundsInPlay(clock).flatMap((r) =>
      r.round === null ? [] : [apiGet('/events/:id/rounds/:n', { params: { id, n: r.round } })],
    ),
  );
  return (
    <div className="fixed inset-0 z-50 flex flex-col bg-black text-white" aria-label="Projector">
      <LiveUpdates eventId={id} className="text-slate-300" />
      <header className="flex items-center justify-between gap-6 border-b-4 border-yellow-300 px-8 py-4">
        <div>
          <h1 className="text-4xl font-bold">{event.name}</h1>
          <RoundClock
            clock={clock}
            className="mt-1 text-3xl"
            countdownClass="text-[12vh] leading-none font-bold text-yellow-300"
          />
        </div>
        <div className="flex items-center gap-4 text-xl">
          <p className="max-w-sm text-right">
            Find your table on your phone:
            <span className="block break-all font-mono text-3xl font-bold text-yellow-300">
              {typedAddress(eventUrl)}
            </span>
          </p>
          <QrCode url={eventUrl} label="the event page: find your table" size="h-40 w-40" caption={false} />
        </div>
      </header>
      {rounds.length > 0 ? (
        <AutoScroll className="grow overflow-hidden px-8 py-4">
          {rounds.map((round) => (
            <RoundSeats key={round.number} round={round} titled={rounds.length > 1} />
          ))}
        </AutoScroll>
      ) : (
        <p className="p-8 text-4xl">Pairings appear here when round 1 is published.</p>
      )}
    </div>
  );
}

/** One round's seats by name; titled when several rounds are played at once. */
function RoundSeats({ round, titled }: { round: RoundView | PodRoundView; titled: boolean }) {
  const seats =
    'tables' in round
      ? podSeatsByName(round)
      : seatsByName(round.matches).map((s) => ({
          id: s.player.id,
          name: `${s.player.lastName}, ${s.player.firstName}`,
          table: s.table,
          extensionMinutes: s.extensionMinutes,
        }));
  return (
    <>
      {titled && <h2 className="mb-2 text-3xl font-bold text-yellow-300">{round.title}</h2>}
      <ol
        className="mb-6 gap-8 text-3xl leading-snug [column-width:26rem]"
        aria-label={`${round.title} pairings by name`}
      >
        {seats.map((s) => (
          <li key={s.id} className="flex break-inside-avoid justify-between gap-4 border-b border-neutral-700 py-1">
            <span className="truncate">{s.name}</span>
            <span className="shrink-0 font-bold text-yellow-300">
              {s.table === null ? 'BYE' : `Table ${s.table}`}
              {s.extensionMinutes > 0 && <span className="ml-2 text-xl">+{s.extensionMinutes}′</span>}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
