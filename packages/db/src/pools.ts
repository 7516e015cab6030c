// Players' pools (cards opened or drafted) for the stage they build for, and the deck-building timer of each stage.
import { type DeckBuilding, type Of, type Pool, PoolCards, Stage } from '@tcg/contract';
import {
  DECK_BUILDING_MINUTES,
  playerStage,
  stageUnderWay,
  type LimitedStage,
  type StagePlay,
} from '@tcg/domain/draft';
import { AppError, notFound } from '@tcg/domain/shared';
import { decode } from './corruptData.ts';
import { writeAudit } from './audit.ts';
import type { Pool as PoolRow } from './generated/prisma/client.ts';
import { draftRepository } from './draft.ts';
import { redraftRepository } from './redraft.ts';
import type { Tx } from './transaction.ts';

type PoolView = Of<typeof Pool>;
type DeckBuildingView = Of<typeof DeckBuilding>;

/** What registering a pool is decided on. */
export interface PoolFacts {
  stage: LimitedStage;
  play: StagePlay;
  /** The stage of the player's registered deck, null when none is. */
  deckStage: LimitedStage | null;
}

/** The stage a player registers a pool and deck for now. */
export const stageOf = async (tx: Tx, eventId: string, playerId: string): Promise<LimitedStage> =>
  playerStage((await redraftRepository.seeds(tx, eventId)) ?? [], playerId);

/** How far play has gone: what fixes each stage's pools and decks. */
export async function stagePlay(tx: Tx, eventId: string): Promise<StagePlay> {
  const [rounds, cuts] = await Promise.all([
    tx.round.count({ where: { eventId, number: 1 } }),
    tx.topCut.count({ where: { eventId } }),
  ]);
  return { roundOnePaired: rounds > 0, cutMade: cuts > 0 };
}

function toPool(row: PoolRow): PoolView {
  const cards = decode(PoolCards, row.cards, `pool ${row.id}`);
  return {
    playerId: row.playerId,
    stage: decode(Stage, row.stage, `stage of pool ${row.id}`),
    cards,
    total: cards.reduce((sum, c) => sum + c.count, 0),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const timer = (stage: LimitedStage, startedAt: Date | null | undefined): DeckBuildingView => ({
  stage,
  minutes: DECK_BUILDING_MINUTES,
  startedAt: startedAt?.toISOString() ?? null,
  endsAt: startedAt ? new Date(startedAt.getTime() + DECK_BUILDING_MINUTES * 60_000).toISOString() : null,
});

export const poolRepository = {
  /** The player's pool for the stage they build for now; null when none is registered. */
  async get(tx: Tx, eventId: string, playerId: string): Promise<PoolView | null> {
    const stage = await stageOf(tx, eventId, playerId);
    const row = await tx.pool.findUnique({ where: { eventId_playerId_stage: { eventId, playerId, stage } } });
    return row ? toPool(row) : null;
  },

  /** The player's pool for the stage they build for now; POOL_NOT_FOUND when none is registered. */
  async registered(tx: Tx, eventId: string, playerId: string): Promise<PoolView> {
    const pool = await poolRepository.get(tx, eventId, playerId);
    if (!pool) throw notFound('pool', playerId, 'No pool is registered for this player yet.');
    return pool;
  },

  /** NOT_REGISTERED when the player is not in the event. */
  async facts(tx: Tx, eventId: string, playerId: string): Promise<PoolFacts> {
    if (
      !(await tx.registration.findUnique({ where: { eventId_playerId: { eventId, playerId } }, select: { id: true } }))
    ) {
      throw new AppError('NOT_REGISTERED', 'The player is not registered for this event.');
    }
    const [stage, play, deck] = await Promise.all([
      stageOf(tx, eventId, playerId),
      stagePlay(tx, eventId),
      tx.deckRegistration.findUnique({ where: { eventId_playerId: { eventId, playerId } }, select: { stage: true } }),
    ]);
    return { stage, play, deckStage: deck ? decode(Stage, deck.stage, `deck stage of player ${playerId}`) : null };
  },

  /** The cards the live draft recorded for the player in the pod of `stage`; null when that pod's draft was not run live. */
  async draftRecord(
    tx: Tx,
    eventId: string,
    playerId: string,
    stage: LimitedStage,
  ): Promise<Of<typeof PoolCards> | null> {
    const seat = await tx.podSeat.findFirst({
      where: { playerId, pod: { eventId, topEight: stage === 'top8' } },
      select: { pod: { select: { number: true, draft: { select: { id: true } } } } },
    });
    if (!seat?.pod.draft) return null;
    return (await draftRepository.drafted(tx, eventId, playerId, seat.pod.number)).cards;
  },

  /** Registers (or replaces) the player's pool for `stage`, with its audit entry (and the judge's reason for overriding the draft record). */
  async save(
    tx: Tx,
    eventId: string,
    playerId: string,
    stage: LimitedStage,
    cards: Of<typeof PoolCards>,
    actor: string,
    reason: string | null = null,
  ): Promise<PoolView> {
    const key = { eventId_playerId_stage: { eventId, playerId, stage } };
    const before = await tx.pool.findUnique({ where: key });
    const data = { cards, updatedAt: new Date() };
    const row = await tx.pool.upsert({ where: key, create: { eventId, playerId, stage, ...data }, update: data });
    const summary = (r: PoolRow) => ({ playerId, stage, total: toPool(r).total });
    await writeAudit(tx, eventId, actor, 'pool.register', {
      before: before ? summary(before) : null,
      after: summary(row),
      reason,
    });
    return toPool(row);
  },

  /** The deck-building timer of the stage under way: the pods' before round 1, the Top 8's after the redraft. */
  async deckBuilding(tx: Tx, eventId: string): Promise<DeckBuildingView> {
    const event = await tx.event.findUnique({
      where: { id: eventId },
      select: { deckBuildingStartedAt: true, redraft: true },
    });
    if (!event) throw notFound('event', eventId);
    const stage = stageUnderWay(event.redraft !== null);
    return timer(stage, stage === 'top8' ? event.redraft?.deckBuildingStartedAt : event.deckBuildingStartedAt);
  },

  /** Starts the stage's 30 minutes now, with its audit entry. */
  async startDeckBuilding(tx: Tx, eventId: string, stage: LimitedStage, actor: string): Promise<DeckBuildingView> {
    const startedAt = new Date();
    if (stage === 'top8') await tx.redraft.update({ where: { eventId }, data: { deckBuildingStartedAt: startedAt } });
    else await tx.event.update({ where: { id: eventId }, data: { deckBuildingStartedAt: startedAt } });
    const view = timer(stage, startedAt);
    await writeAudit(tx, eventId, actor, 'deckBuilding.start', { after: view });
    return view;
  },
};
