// 231, Appendix A 3 and 8: players' pools (cards opened or drafted), the stage they build for, and the deck-building timer.
import { DECK_BUILDING_MINUTES } from '@tcg/domain/draft';
import type { PoolCard } from '@tcg/domain/deck';
import { AppError, RuleViolation } from '@tcg/domain/shared';
import { writeAudit } from './audit.ts';
import { lockEvent, notFound, TX_OPTIONS, type Tx } from './eventState.ts';
import type { Prisma, PrismaClient } from './generated/prisma/client.ts';

/** "pods": the first draft and the pod rounds; "top8": after the redraft, for the Top 8 pod's players (Appendix A 8). */
export type LimitedStage = 'pods' | 'top8';

export interface PoolRecord {
  playerId: string;
  stage: LimitedStage;
  cards: PoolCard[];
  total: number;
  updatedAt: string;
}

export interface DeckBuildingRecord {
  stage: LimitedStage;
  minutes: number;
  startedAt: string | null;
  endsAt: string | null;
}

type Db = Tx | PrismaClient;

const seedsOf = (seeds: Prisma.JsonValue): string[] => seeds as string[];

/** The stage a player registers a pool and deck for now: the Top 8 build anew after the redraft. */
export async function stageOf(db: Db, eventId: string, playerId: string): Promise<LimitedStage> {
  const redraft = await db.redraft.findUnique({ where: { eventId }, select: { seeds: true } });
  return redraft && seedsOf(redraft.seeds).includes(playerId) ? 'top8' : 'pods';
}

/** Decks of the pod stage lock when round 1 is paired; the Top 8's when the single elimination starts. */
export async function stageLocked(db: Db, eventId: string, stage: LimitedStage): Promise<boolean> {
  if (stage === 'top8') return (await db.topCut.count({ where: { eventId } })) > 0;
  return (await db.round.count({ where: { eventId, number: 1 } })) > 0;
}

const toPool = (row: { playerId: string; stage: string; cards: Prisma.JsonValue; updatedAt: Date }): PoolRecord => {
  const cards = row.cards as unknown as PoolCard[];
  return { playerId: row.playerId, stage: row.stage as LimitedStage, cards, total: cards.reduce((sum, c) => sum + c.count, 0), updatedAt: row.updatedAt.toISOString() };
};

const building = (stage: LimitedStage, startedAt: Date | null | undefined): DeckBuildingRecord => ({
  stage,
  minutes: DECK_BUILDING_MINUTES,
  startedAt: startedAt?.toISOString() ?? null,
  endsAt: startedAt ? new Date(startedAt.getTime() + DECK_BUILDING_MINUTES * 60_000).toISOString() : null,
});

async function registered(tx: Tx, eventId: string, playerId: string): Promise<void> {
  if (!(await tx.registration.findUnique({ where: { eventId_playerId: { eventId, playerId } }, select: { id: true } }))) {
    throw new AppError('NOT_REGISTERED', 'The player is not registered for this event.');
  }
}

export function poolRepository(prisma: PrismaClient) {
  return {
    /** The player's pool for the stage they build for now; null when none is registered. */
    async get(eventId: string, playerId: string): Promise<PoolRecord | null> {
      const stage = await stageOf(prisma, eventId, playerId);
      const row = await prisma.pool.findUnique({ where: { eventId_playerId_stage: { eventId, playerId, stage } } });
      return row ? toPool(row) : null;
    },

    /** Registers (or replaces) the pool; refused once the player's deck for this stage is registered or decks are locked. */
    register(eventId: string, playerId: string, cards: readonly PoolCard[], actor: string): Promise<PoolRecord> {
      return prisma.$transaction(async (tx) => {
        await lockEvent(tx, eventId);
        await registered(tx, eventId, playerId);
        const stage = await stageOf(tx, eventId, playerId);
        if (await stageLocked(tx, eventId, stage)) {
          throw new RuleViolation({ code: 'POOL_LOCKED', message: 'Play has started: pools can no longer change.', section: '231' });
        }
        const deck = await tx.deckRegistration.findUnique({ where: { eventId_playerId: { eventId, playerId } }, select: { stage: true } });
        if (deck?.stage === stage) {
          throw new RuleViolation({ code: 'DECK_REGISTERED', message: 'The deck built from this pool is registered: the pool can no longer change.', section: '231' });
        }
        const key = { eventId_playerId_stage: { eventId, playerId, stage } };
        const before = await tx.pool.findUnique({ where: key });
        const data = { cards: cards as unknown as Prisma.InputJsonValue, updatedAt: new Date() };
        const row = await tx.pool.upsert({ where: key, create: { eventId, playerId, stage, ...data }, update: data });
        const summary = (r: typeof row) => ({ playerId, stage, total: toPool(r).total });
        await writeAudit(tx, eventId, actor, 'pool.register', { before: before ? summary(before) : null, after: summary(row) });
        return toPool(row);
      }, TX_OPTIONS);
    },

    /** The deck-building timer of the stage now under way: the pods' before round 1, the Top 8's after the redraft. */
    async deckBuilding(eventId: string): Promise<DeckBuildingRecord> {
      const event = await prisma.event.findUnique({ where: { id: eventId }, select: { deckBuildingStartedAt: true, redraft: true } });
      if (!event) throw notFound('event', eventId);
      return event.redraft ? building('top8', event.redraft.deckBuildingStartedAt) : building('pods', event.deckBuildingStartedAt);
    },

    /** Starts the 30 minutes of deck building (212, Appendix A 3) for the stage under way, once. */
    startDeckBuilding(eventId: string, actor: string): Promise<DeckBuildingRecord> {
      return prisma.$transaction(async (tx) => {
        await lockEvent(tx, eventId);
        const event = await tx.event.findUniqueOrThrow({ where: { id: eventId }, select: { deckBuildingStartedAt: true, redraft: true } });
        const stage: LimitedStage = event.redraft ? 'top8' : 'pods';
        const started = event.redraft ? event.redraft.deckBuildingStartedAt : event.deckBuildingStartedAt;
        if (started) throw new RuleViolation({ code: 'DECK_BUILDING_STARTED', message: 'Deck building has already started.', section: 'Appendix A 3' });
        if (await stageLocked(tx, eventId, stage)) throw new RuleViolation({ code: 'DECKS_LOCKED', message: 'Play has started: deck building is over.', section: '212' });
        const startedAt = new Date();
        if (event.redraft) await tx.redraft.update({ where: { eventId }, data: { deckBuildingStartedAt: startedAt } });
        else await tx.event.update({ where: { id: eventId }, data: { deckBuildingStartedAt: startedAt } });
        const record = building(stage, startedAt);
        await writeAudit(tx, eventId, actor, 'deckBuilding.start', { after: record });
        return record;
      }, TX_OPTIONS);
    },
  };
}

export type PoolRepository = ReturnType<typeof poolRepository>;
