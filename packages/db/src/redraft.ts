// Appendix A 8: the pods' Top 8 chosen from the pod standings, seated at random into a new pod to redraft, once an event.
import type { CutRule, CutSelection } from '@tcg/domain/cut';
import { seatPods, topEightSeeds, type EventRank, type PerPod } from '@tcg/domain/draft';
import { RuleViolation, seededRandom } from '@tcg/domain/shared';
import { computeStandings } from '@tcg/domain/standings';
import { writeAudit } from './audit.ts';
import { loadEventState, lockEvent, standingsInput, TX_OPTIONS, type EventState, type Tx } from './eventState.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { firstPods } from './podRounds.ts';
import { lastCompleteRound } from './standings.ts';

export interface RedraftRecord {
  perPod: number;
  /** The last pod round the Top 8 was chosen after. */
  afterRound: number;
  /** The seed that drew exact ties in the pod standings and seated the redraft pod. */
  seed: number;
  /** The Top 8 in seed order for single elimination: pod winners first, then seconds, each by standing. */
  seeds: string[];
  /** The new pod, its players by seat, clockwise. */
  pod: { number: number; seats: string[] };
  deckBuildingStartedAt: string | null;
}

type Db = Tx | PrismaClient;

/** After a redraft, the single elimination is played by exactly the redraft pod, seeded by the pod standings. */
export async function redraftCut(db: Db, eventId: string, rule: CutRule): Promise<CutSelection | null> {
  const redraft = await db.redraft.findUnique({ where: { eventId } });
  if (!redraft) return null;
  const seeds = redraft.seeds as string[];
  if (!('size' in rule) || rule.size !== seeds.length) {
    const message = `After the redraft the single elimination is the redraft pod's ${seeds.length} players: ask for size ${seeds.length}.`;
    throw new RuleViolation({ code: 'CUT_IS_REDRAFT_POD', message, section: 'Appendix A 8', field: 'size' });
  }
  return { seeds, draws: [] };
}

function swissFinished(state: EventState): number {
  const planned = state.event.rounds;
  const complete = lastCompleteRound(state);
  if (planned === null || state.rounds.length < planned || complete < planned) {
    const message = `The Top 8 is chosen after the pods' Swiss rounds: ${complete} of ${planned ?? '?'} rounds are complete.`;
    throw new RuleViolation({ code: 'SWISS_NOT_FINISHED', message, section: 'Appendix A 8' });
  }
  return complete;
}

/** The event's standings after `round`, without dropped players. */
function ranks(state: EventState, round: number): EventRank[] {
  const standings = computeStandings(standingsInput(state, round));
  if (!standings.ok) throw new Error(`Stored results do not add up: ${standings.error.message}`);
  return standings.value.rows.filter((row) => !row.dropped).map(({ playerId, rank }) => ({ playerId, rank }));
}

async function readRedraft(db: Db, eventId: string): Promise<RedraftRecord | null> {
  const redraft = await db.redraft.findUnique({ where: { eventId } });
  const pod = await db.pod.findFirst({ where: { eventId, topEight: true }, include: { seats: { orderBy: { seat: 'asc' } } } });
  if (!redraft || !pod) return null;
  return {
    perPod: redraft.perPod,
    afterRound: redraft.afterRound,
    seed: redraft.seed,
    seeds: redraft.seeds as string[],
    pod: { number: pod.number, seats: pod.seats.map((s) => s.playerId) },
    deckBuildingStartedAt: redraft.deckBuildingStartedAt?.toISOString() ?? null,
  };
}

export function redraftRepository(prisma: PrismaClient) {
  return {
    async get(eventId: string): Promise<RedraftRecord | null> {
      await loadEventState(prisma, eventId);
      return readRedraft(prisma, eventId);
    },

    /** Chooses the Top 8 after the pod rounds and seats them with `seed` into a new pod; 409 REDRAFT_DONE the second time. */
    create(eventId: string, perPod: PerPod, seed: number, actor: string): Promise<RedraftRecord> {
      return prisma.$transaction(async (tx) => {
        await lockEvent(tx, eventId);
        const state = await loadEventState(tx, eventId);
        if (await tx.redraft.count({ where: { eventId } })) {
          throw new RuleViolation({ code: 'REDRAFT_DONE', message: 'The Top 8 redraft happens once.', section: 'Appendix A 8' });
        }
        if (state.topCut) throw new RuleViolation({ code: 'CUT_EXISTS', message: 'The single elimination has started.', section: 'Appendix A 8' });
        const pods = await firstPods(tx, eventId);
        if (pods.length === 0) throw new RuleViolation({ code: 'PODS_NOT_SEATED', message: 'The players were never seated into pods.', section: 'Appendix A 1' });
        const afterRound = swissFinished(state);
        const random = seededRandom(seed);
        const seeds = topEightSeeds(ranks(state, afterRound), pods, perPod, random);
        if (!seeds.ok) throw new RuleViolation(seeds.error);
        const seating = seatPods(seeds.value, random, { pods: 1 });
        if (!seating.ok) throw new RuleViolation(seating.error);
        const number = pods.length + 1;
        const seats = seating.value.pods[0]!.seats;
        await tx.pod.create({ data: { eventId, number, seed, topEight: true, seats: { create: seats.map((playerId, i) => ({ seat: i + 1, playerId })) } } });
        await tx.redraft.create({ data: { eventId, perPod, afterRound, seed, seeds: seeds.value } });
        await writeAudit(tx, eventId, actor, 'redraft.create', { after: { perPod, afterRound, seed, seeds: seeds.value, pod: { number, seats } } });
        return (await readRedraft(tx, eventId))!;
      }, TX_OPTIONS);
    },
  };
}

export type RedraftRepository = ReturnType<typeof redraftRepository>;
