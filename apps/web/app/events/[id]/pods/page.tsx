// Appendix A 1, 6–7: printable pod seating and Rochester Draft sheets (who picks card 1…N in each phase).
import { draftSheet, PACK_GROUPS, groupDirection, type SheetPhase } from '@tcg/domain/draft';
import { apiGet } from '../../../../lib/api';
import type { EventDetail, Registration } from '../../../../lib/types';
import { PrintableHeader } from '../../../components/PrintableHeader';
import { SeatPodsButton } from './SeatPodsButton';

export const dynamic = 'force-dynamic';

interface Seating {
  seed: number | null;
  pods: { number: number; seats: string[] }[];
}

/** Two booster packs of eleven cards; the Active player removes basic Energy, so a phase may end sooner. */
const CARDS_PER_PHASE = 22;
const cell = 'border border-slate-300 px-1 py-0.5 text-center tabular-nums';

function PhaseTable({ phases, cards }: { phases: SheetPhase[]; cards: number }) {
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

function PodSheet({ pod, names }: { pod: Seating['pods'][number]; names: Map<string, string> }) {
  const sheet = draftSheet({ seats: pod.seats.length, firstSeat: 1, cards: CARDS_PER_PHASE });
  return (
    <section className="space-y-3 break-inside-avoid print:break-before-page" aria-label={`Pod ${pod.number}`}>
      <h2 className="text-xl font-semibold">
        Pod {pod.number} · {pod.seats.length} players
      </h2>
      <ol className="grid grid-cols-2 gap-x-6 text-sm sm:grid-cols-4">
        {pod.seats.map((playerId, i) => (
          <li key={playerId}>
            <span className="font-medium">Seat {i + 1}</span> {names.get(playerId) ?? playerId}
          </li>
        ))}
      </ol>
      {!sheet.ok ? (
        <p className="text-red-700">{sheet.error.message}</p>
      ) : (
        PACK_GROUPS.map((group) => {
          const phases = sheet.value.filter((p) => p.group === group);
          return (
            <div key={group} className="space-y-1">
              <h3 className="font-medium">
                Pack group {group} · Active players {groupDirection(group)}: {phases.map((p) => `seat ${p.active}`).join(', ')}
              </h3>
              <PhaseTable phases={phases} cards={CARDS_PER_PHASE} />
            </div>
          );
        })
      )}
    </section>
  );
}

export default async function PodsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [event, players, seating] = await Promise.all([
    apiGet<EventDetail>(`/events/${id}`),
    apiGet<Registration[]>(`/events/${id}/players`),
    apiGet<Seating>(`/events/${id}/pods`),
  ]);
  const names = new Map(players.map((p) => [p.id, p.name]));
  return (
    <div className="space-y-6">
      <PrintableHeader eventId={id} eventName={event.name}>
        {event.roundsPaired === 0 && <SeatPodsButton eventId={id} seated={seating.pods.length > 0} />}
      </PrintableHeader>
      <header>
        <h1 className="text-2xl font-semibold">{event.name} · Pods and Rochester Draft sheets</h1>
        <p className="text-sm text-slate-600">
          Seats are numbered clockwise; seat 1 is the first Active player. Each row gives the seat that picks card 1…{CARDS_PER_PHASE} (cards numbered in
          order of placement); stop when the cards run out. Appendix A 1, 6–7.
        </p>
      </header>
      {seating.pods.length === 0 ? (
        <p className="text-slate-600">The players are not seated into pods yet.</p>
      ) : (
        seating.pods.map((pod) => <PodSheet key={pod.number} pod={pod} names={names} />)
      )}
    </div>
  );
}
