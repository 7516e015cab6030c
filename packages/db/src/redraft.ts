// The Top 8 redraft's storage: the chosen seeds, the new pod seated from them, and what the redraft's rules read.
import { type Of, Redraft } from '@tcg/contract';
import type { PerPod } from '@tcg/domain/draft';
import type { SwissProgress } from '@tcg/domain/event';
import { writeAudit } from './audit.ts';
import { decode } from './corruptData.ts';
import type { Prisma } from './generated/prisma/client.ts';
import { loadEventState, type EventState } from './eventState.ts';
import { firstPods } from './podRounds.ts';
import { lastCompleteRound } from './standings.ts';
import type { Tx } from './transaction.ts';

/** What the redraft's rules read: the event, its first pods, and whether the redraft or the cut already happened. */
export interface RedraftState {
  state: EventState;
  pods: string[][];
  redraftDone: boolean;
  cutMade: boolean;
  progress: SwissProgress;
}

/** A redraft decided by the caller: the Top 8 in seed order and the new pod's seats. */
export interface NewRedraft {
  perPod: PerPod;
  afterRound: number;
  seed: number;
  seeds: string[];
  seats: string[];
}

export const redraftRepository = {
  async load(tx: Tx, eventId: string): Promise<RedraftState> {
    const state = await loadEventState(tx, eventId);
    const [redrafts, pods] = await Promise.all([tx.redraft.count({ where: { eventId } }), firstPods(tx, eventId)]);
    return {
      state,
      pods,
      redraftDone: redrafts > 0,
      cutMade: state.topCuts.length > 0,
      progress: { planned: state.event.rounds, complete: lastCompleteRound(state) },
    };
  },

  /** The redraft pod's Top 8 in seed order, null before the redraft. */
  async seeds(tx: Tx, eventId: string): Promise<string[] | null> {
    const redraft = await tx.redraft.findUnique({ where: { eventId }, select: { seeds: true } });
    return redraft ? seedsOf(redraft.seeds, eventId) : null;
  },

  /** The redraft, null before it; EVENT_NOT_FOUND without the event. */
  async get(tx: Tx, eventId: string): Promise<Of<typeof Redraft> | null> {
    await loadEventState(tx, eventId);
    return read(tx, eventId);
  },

  /** Stores the Top 8 and seats them into the next pod. */
  async create(tx: Tx, { state, pods }: RedraftState, redraft: NewRedraft, actor: string): Promise<Of<typeof Redraft>> {
    const eventId = state.event.id;
    const { perPod, afterRound, seed, seeds, seats } = redraft;
    const number = pods.length + 1;
    await tx.pod.create({
      data: {
        eventId,
        number,
        seed,
        topEight: true,
        seats: { create: seats.map((playerId, i) => ({ seat: i + 1, playerId })) },
      },
    });
    await tx.redraft.create({ data: { eventId, perPod, afterRound, seed, seeds } });
    await writeAudit(tx, eventId, actor, 'redraft.create', {
      after: { perPod, afterRound, seed, seeds, pod: { number, seats } },
    });
    return (await read(tx, eventId))!;
  },
};

const seedsOf = (seeds: Prisma.JsonValue, eventId: string): string[] =>
  decode(Redraft.properties.seeds, seeds, `redraft seeds of event ${eventId}`);

async function read(tx: Tx, eventId: string): Promise<Of<typeof Redraft> | null> {
  const redraft = await tx.redraft.findUnique({ where: { eventId } });
  const pod = await tx.pod.findFirst({
    where: { eventId, topEight: true },
    include: { seats: { orderBy: { seat: 'asc' } } },
  });
  if (!redraft || !pod) return null;
  return {
    perPod: redraft.perPod,
    afterRound: redraft.afterRound,
    seed: redraft.seed,
    seeds: seedsOf(redraft.seeds, eventId),
    pod: { number: pod.number, seats: pod.seats.map((s) => s.playerId) },
    deckBuildingStartedAt: redraft.deckBuildingStartedAt?.toISOString() ?? null,
  };
}
