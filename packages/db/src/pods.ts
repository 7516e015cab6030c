// Appendix A 1: the event's players seated at random into pods, the seed stored so the seating replays.
import { isActiveIn } from '@tcg/domain/event';
import { seatPods, type Seating } from '@tcg/domain/draft';
import { RuleViolation, seededRandom } from '@tcg/domain/shared';
import { writeAudit } from './audit.ts';
import { loadEventState, lockEvent, participation, TX_OPTIONS, type EventState, type Tx } from './eventState.ts';
import type { PrismaClient } from './generated/prisma/client.ts';

export interface PodSeatingRecord extends Seating {
  /** The seed the seating was drawn with; null before the players are seated. */
  seed: number | null;
}

/** The registered players still in the event before round 1, in registration order. */
export const seatablePlayers = (state: EventState): string[] =>
  state.registrations.filter((r) => !r.disqualified && isActiveIn(participation(r), 1)).map((r) => r.playerId);

async function readSeating(db: Tx, eventId: string): Promise<PodSeatingRecord> {
  const pods = await db.pod.findMany({ where: { eventId }, include: { seats: { orderBy: { seat: 'asc' } } }, orderBy: { number: 'asc' } });
  return { seed: pods[0]?.seed ?? null, pods: pods.map((p) => ({ number: p.number, seats: p.seats.map((s) => s.playerId) })) };
}

export function podRepository(prisma: PrismaClient) {
  return {
    get: async (eventId: string): Promise<PodSeatingRecord> => {
      await loadEventState(prisma, eventId);
      return readSeating(prisma, eventId);
    },

    /** Seats the players with `seed`, replacing an earlier seating; refused once round 1 is paired. */
    seat(eventId: string, seed: number, actor: string): Promise<PodSeatingRecord> {
      return prisma.$transaction(async (tx) => {
        await lockEvent(tx, eventId);
        const state = await loadEventState(tx, eventId);
        if (state.rounds.length > 0 || state.topCut) {
          throw new RuleViolation({ code: 'PODS_LOCKED', message: 'Round 1 is paired: the pods can no longer be changed.', section: 'Appendix A 1' });
        }
        if ((await tx.draft.count({ where: { pod: { eventId } } })) > 0) {
          throw new RuleViolation({ code: 'PODS_LOCKED', message: 'A pod has started its draft: the pods can no longer be changed.', section: 'Appendix A 1' });
        }
        const seating = seatPods(seatablePlayers(state), seededRandom(seed));
        if (!seating.ok) throw new RuleViolation(seating.error);
        const before = await readSeating(tx, eventId);
        await tx.pod.deleteMany({ where: { eventId } });
        for (const pod of seating.value.pods) {
          await tx.pod.create({
            data: { eventId, number: pod.number, seed, seats: { create: pod.seats.map((playerId, i) => ({ seat: i + 1, playerId })) } },
          });
        }
        const after = { seed, pods: seating.value.pods };
        await writeAudit(tx, eventId, actor, 'pods.seat', { before: before.pods.length > 0 ? before : null, after });
        return after;
      }, TX_OPTIONS);
    },
  };
}

export type PodRepository = ReturnType<typeof podRepository>;
