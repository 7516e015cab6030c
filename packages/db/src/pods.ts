// The pods' seating, stored with its seed so the seating replays.
import type { Of, Seating } from '@tcg/contract';
import type { SeatablePlayer } from '@tcg/domain/draft';
import { notFound } from '@tcg/domain/shared';
import { writeAudit } from './audit.ts';
import { loadEventState, participation } from './eventState.ts';
import type { Event as EventRow } from './generated/prisma/client.ts';
import type { Tx } from './transaction.ts';

type PodSeating = Of<typeof Seating>;

/** What seating the pods and ordering the product are decided on. */
export interface PodFacts {
  event: EventRow;
  /** The entrants in registration order, as pod seating takes them. */
  players: SeatablePlayer[];
  roundsPaired: number;
  cutMade: boolean;
  draftsStarted: number;
}

/** One pod with its players by seat, named. */
export interface SeatedPod {
  id: string;
  eventId: string;
  number: number;
  seats: { seat: number; playerId: string; name: string }[];
}

export const podRepository = {
  async facts(tx: Tx, eventId: string): Promise<PodFacts> {
    const state = await loadEventState(tx, eventId);
    return {
      event: state.event,
      players: state.registrations.map((r) => ({ playerId: r.playerId, ...participation(r) })),
      roundsPaired: state.rounds.length,
      cutMade: state.topCuts.length > 0,
      draftsStarted: await tx.draft.count({ where: { pod: { eventId } } }),
    };
  },

  async seating(tx: Tx, eventId: string): Promise<PodSeating> {
    const pods = await tx.pod.findMany({
      where: { eventId },
      include: { seats: { orderBy: { seat: 'asc' } } },
      orderBy: { number: 'asc' },
    });
    return {
      seed: pods[0]?.seed ?? null,
      pods: pods.map((p) => ({ number: p.number, seats: p.seats.map((s) => s.playerId) })),
    };
  },

  /** Each pod's number of players. */
  async sizes(tx: Tx, eventId: string): Promise<{ number: number; players: number }[]> {
    const pods = await tx.pod.findMany({
      where: { eventId },
      include: { _count: { select: { seats: true } } },
      orderBy: { number: 'asc' },
    });
    return pods.map((p) => ({ number: p.number, players: p._count.seats }));
  },

  /** Pod `number` with its players' names; EVENT_NOT_FOUND or POD_NOT_FOUND when there is none. */
  async pod(tx: Tx, eventId: string, number: number): Promise<SeatedPod> {
    const pod = await tx.pod.findUnique({
      where: { eventId_number: { eventId, number } },
      include: { seats: { orderBy: { seat: 'asc' } } },
    });
    if (!pod) {
      if (!(await tx.event.findUnique({ where: { id: eventId }, select: { id: true } })))
        throw notFound('event', eventId);
      throw notFound('pod', String(number), `No pod ${number} in this event.`);
    }
    const players = await tx.player.findMany({ where: { id: { in: pod.seats.map((s) => s.playerId) } } });
    const names = new Map(players.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
    return {
      id: pod.id,
      eventId,
      number,
      seats: pod.seats.map((s) => ({ seat: s.seat, playerId: s.playerId, name: names.get(s.playerId) ?? s.playerId })),
    };
  },

  /** Replaces the seating with `after`, drawn with its seed, and audits it. */
  async replace(tx: Tx, eventId: string, after: PodSeating & { seed: number }, actor: string): Promise<void> {
    const before = await podRepository.seating(tx, eventId);
    await tx.pod.deleteMany({ where: { eventId } });
    for (const pod of after.pods) {
      await tx.pod.create({
        data: {
          eventId,
          number: pod.number,
          seed: after.seed,
          seats: { create: pod.seats.map((playerId, i) => ({ seat: i + 1, playerId })) },
        },
      });
    }
    await writeAudit(tx, eventId, actor, 'pods.seat', { before: before.pods.length > 0 ? before : null, after });
  },
};
