// Appendix A 1, 6–7, 235: printable pod seating, Rochester Draft sheets (who picks card 1…N in each phase) and Booster Draft passing.
import type { Metadata } from 'next';
import { DEFAULT_CARDS_PER_PHASE, PACK_GROUPS, groupDirection, LIMITED_SETS } from '@tcg/domain/draft';
import Link from 'next/link';
import { apiFind, apiGet } from '../../../../lib/api';
import { eventAccess } from '../../../../lib/session';
import type { DraftSheetView, SeatingView } from '../../../../lib/apiTypes';
import { Allowed } from '../../../components/Allowed';
import { PrintableHeader } from '../../../components/PrintableHeader';
import { BoosterPassing } from './BoosterPassing';
import { loadProduct, loadSheet } from './loadProduct';
import { SeatPodsButton } from './SeatPodsButton';

export const metadata: Metadata = { title: 'Pods and draft sheets · TCG Tournaments' };

export const dynamic = 'force-dynamic';

const cell = 'border border-slate-300 px-1 py-0.5 text-center tabular-nums';

type Phase = NonNullable<DraftSheetView['rochester']>[number];

function PhaseTable({ phases, cards }: { phases: Phase[]; cards: number }) {
  return (
    <table className="w-full border-collapse text-xs">
      <thead>
        <tr>
          <th className={cell}>Active</th>
          {Array.from({ length: cards }, (_, i) => (
            <th key={i} className={cell}>
              {i + 1}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {phases.map((phase) => (
          <tr key={phase.turn}>
            <th className={cell}>Seat {phase.active}</th>
            {phase.picks.map((seat, i) => (
              <td key={i} className={cell}>
                {seat}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const setName = (id: string) => LIMITED_SETS.find((s) => s.id === id)?.name ?? id;

/** Rochester phases as the API prints them: cards per phase is the event's setting; a phase stops when the cards run out. */
function RochesterSheet({ phases, cards }: { phases: Phase[]; cards: number }) {
  return PACK_GROUPS.map((group) => {
    const inGroup = phases.filter((p) => p.group === group);
    const packs = inGroup[0]?.packs;
    return (
      <div key={group} className="space-y-1 break-inside-avoid">
        <h3 className="font-medium">
          Pack group {group}
          {packs && ` (${packs.map(setName).join(' + ')})`} · Active players {groupDirection(group)}:{' '}
          {inGroup.map((p) => `seat ${p.active}`).join(', ')}
        </h3>
        <PhaseTable phases={inGroup} cards={cards} />
      </div>
    );
  });
}

async function PodSheet({
  eventId,
  pod,
  names,
  topEight,
}: {
  eventId: string;
  pod: SeatingView['pods'][number];
  names: Map<string, string>;
  topEight: boolean;
}) {
  const sheet = await loadSheet(eventId, pod.number);
  const rochester = sheet?.format === 'rochester-draft';
  return (
    <section className="space-y-3 print:not-first-of-type:break-before-page" aria-label={`Pod ${pod.number}`}>
      <h2 className="flex items-baseline gap-4 text-xl font-semibold">
        Pod {pod.number}
        {topEight && ' · Top 8 redraft'} · {pod.seats.length} players
        {rochester && <span className="text-sm font-normal">· first Active player: seat {sheet.firstSeat}</span>}
        {rochester && (
          <Link
            href={`/events/${eventId}/pods/${pod.number}/caller`}
            className="no-print text-sm font-normal text-amber-700 hover:underline"
          >
            Draft caller
          </Link>
        )}
      </h2>
      <ol className="grid grid-cols-2 gap-x-6 text-sm sm:grid-cols-4">
        {pod.seats.map((playerId, i) => (
          <li key={playerId}>
            <span className="font-medium">Seat {i + 1}</span> {names.get(playerId) ?? playerId}
          </li>
        ))}
      </ol>
      {sheet?.rochester && <RochesterSheet phases={sheet.rochester} cards={sheet.cardsPerPhase} />}
      {sheet?.passing && <BoosterPassing passing={sheet.passing} />}
    </section>
  );
}

export default async function PodsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [event, access, players, seating, product, redraft] = await Promise.all([
    apiGet('/events/:id', { params: { id } }),
    eventAccess(id),
    apiGet('/events/:id/players', { params: { id } }),
    apiGet('/events/:id/pods', { params: { id } }),
    loadProduct(id),
    apiFind('/events/:id/redraft', { params: { id } }),
  ]);
  const cards = product?.cardsPerPhase ?? DEFAULT_CARDS_PER_PHASE;
  const names = new Map(players.map((p) => [p.id, p.name]));
  return (
    <div className="space-y-6">
      <PrintableHeader eventId={id} eventName={event.name}>
        {event.roundsPaired === 0 && (
          <Allowed access={access} action="pair">
            <SeatPodsButton eventId={id} seated={seating.pods.length > 0} />
          </Allowed>
        )}
      </PrintableHeader>
      <header>
        <h1 className="text-2xl font-semibold">{event.name} · Pods and draft sheets</h1>
        {product?.format === 'booster-draft' ? (
          <p className="text-sm text-slate-600">
            Seats are numbered clockwise; the player on your left is the next seat. Pack 1 is passed left, then each
            pack the other way (left, right, left…); each row gives the seat every player passes to (235).
          </p>
        ) : (
          <p className="text-sm text-slate-600">
            Seats are numbered clockwise; the judge designates the first Active player (seat 1 until the draft starts).
            Each row gives the seat that picks card 1…{cards} (cards numbered in order of placement); stop when the
            cards run out. {cards} cards a phase is the event&apos;s setting (default {DEFAULT_CARDS_PER_PHASE}: the
            rules give no pack size). Appendix A 1, 6–7.
          </p>
        )}
        <Link href={`/events/${id}/pods/product`} className="no-print text-sm text-amber-700 hover:underline">
          Product and basic Energy
        </Link>
      </header>
      {seating.pods.length === 0 ? (
        <p className="text-slate-600">The players are not seated into pods yet.</p>
      ) : (
        seating.pods.map((pod) => (
          <PodSheet
            key={pod.number}
            eventId={id}
            pod={pod}
            names={names}
            topEight={pod.number === redraft?.pod.number}
          />
        ))
      )}
    </div>
  );
}
