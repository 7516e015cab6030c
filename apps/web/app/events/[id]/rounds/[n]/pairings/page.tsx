import type { Metadata } from 'next';
import { PrintableHeader } from '../../../../../components/PrintableHeader';
import { ScoringNote } from '../../../Announced';
import { pairingCell as cell, PairingsList } from '../PairingsList';
import { loadRoundPage } from '../loadRound';
import { FindInRound } from '../FindInRound';
import { PAGED_FROM_PLAYERS, pageAsked, Pager } from '../../../../../components/Pager';
import type { PageView, RoundView } from '../../../../../../lib/apiTypes';
import { seatsByName } from '../seats';
import { TeamPairings } from '../TeamTable';
import { shortLinkTo, typedAddress } from '../../../../../../lib/site';
import { LiveUpdates } from '../../../../../components/LiveUpdates';
import { QrCode } from '../../../../../components/QrCode';

export const metadata: Metadata = { title: 'Pairings · TCG Tournaments' };

export const dynamic = 'force-dynamic';

/** A table's time extension (216), shown beside its number. */
const Extension = ({ minutes }: { minutes: number }) =>
  minutes > 0 ? <span className="block text-xs font-normal">+{minutes} min (216)</span> : null;

function ByTable({ matches }: { matches: RoundView['matches'] }) {
  return (
    <PairingsList title="By table" label="Pairings by table" headers={['Table', 'Player', 'Opponent']}>
      {matches.map((m) => (
        <tr key={m.id} id={m.table === null ? undefined : `table-${m.table}`}>
          <td className={`${cell} text-center font-semibold`}>
            {m.table ?? '—'}
            <Extension minutes={m.extensionMinutes} />
          </td>
          <td className={cell}>{m.playerA.name}</td>
          <td className={cell}>{m.playerB?.name ?? 'BYE'}</td>
        </tr>
      ))}
    </PairingsList>
  );
}

/** A round of more than 400 players, a page of 100 tables at a time: find a player, or page through the tables. */
function LargeRound({
  eventId,
  round,
  page,
  q,
}: {
  eventId: string;
  round: RoundView;
  page: PageView;
  q: string | undefined;
}) {
  const pager = (
    <Pager
      page={page}
      counted="tables and byes"
      href={(p) => `/events/${eventId}/rounds/${round.number}/pairings?page=${p}`}
      jump={{ name: 'table', label: 'Go to table' }}
    />
  );
  return (
    <div className="space-y-4">
      <FindInRound eventId={eventId} round={round.number} q={q} />
      {pager}
      <ByTable matches={round.matches} />
      {round.matches.length > 20 && pager}
    </div>
  );
}

export default async function PairingsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; n: string }>;
  searchParams: Promise<{ page?: string; table?: string; player?: string }>;
}) {
  const { id, n } = await params;
  const { page, table, player } = await searchParams;
  // A team event's pairings stay whole: each row names its team.
  const { event, round, teams } = await loadRoundPage(id, n, (e) =>
    e.players > PAGED_FROM_PLAYERS && !e.teams ? pageAsked(page, table) : null,
  );
  const eventUrl = await shortLinkTo(event);
  return (
    <div className="print-wall space-y-6">
      <PrintableHeader eventId={id} eventName={event.name} />
      <LiveUpdates eventId={id} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-semibold">
          {event.name} · {round.title} pairings{round.stage === 'elimination' && ` (top cut, round ${round.number})`}
          {round.status === 'draft' && ' (draft)'}
        </h1>
        <QrCode
          url={eventUrl}
          label="the event page: find your table on your phone"
          size="h-24 w-24"
          caption={typedAddress(eventUrl)}
        />
      </div>
      <ScoringNote event={{ bestOf: round.bestOf, scoring: event.scoring }} stage={round.stage} />
      {round.page ? (
        <LargeRound eventId={id} round={round} page={round.page} q={player} />
      ) : teams ? (
        <TeamPairings matches={round.matches} teams={teams} />
      ) : (
        <div className="grid gap-8 md:grid-cols-2 print:block">
          <ByTable matches={round.matches} />
          <PairingsList
            title="By last name"
            label="Pairings by last name"
            headers={['Player', 'Table', 'Opponent']}
            second
          >
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
