// Registering a player's pool (231, 234–236): checked against the event's product, and in a Rochester Draft against the
// live draft; starting deck building.
import { eventRow, limitedSettingsOf, lockEvent, poolRepository, stagePlay, type Tx } from '@tcg/db';
import { builtInCatalog } from '@tcg/domain/catalog';
import { poolIds } from '@tcg/domain/deck';
import {
  checkLimited,
  deckBuildingStart,
  draftedPool,
  findBreakdown,
  limitedFormat,
  poolChange,
  poolProduct,
  stageLocked,
  type LimitedStage,
} from '@tcg/domain/draft';
import { must } from '@tcg/domain/shared';
import type { Of, PoolBody } from '@tcg/contract';
import { resolveFormat } from './formats.ts';

/** The pool against the event's packs (a custom Limited format has no known product), and a Rochester pool against its draft. */
async function checkAgainstProduct(
  tx: Tx,
  eventId: string,
  playerId: string,
  stage: LimitedStage,
  { cards, override }: Of<typeof PoolBody>,
): Promise<string | null> {
  const event = await eventRow(tx, eventId);
  const format = limitedFormat(event.format);
  if (!format) return null;
  const settings = limitedSettingsOf(event, format);
  const breakdown = must(findBreakdown(format, settings.breakdown));
  must(poolProduct({ format, breakdown, cardsPerPack: settings.cardsPerPack, cards }, builtInCatalog));
  if (format !== 'rochester-draft') return null;
  const drafted = await poolRepository.draftRecord(tx, eventId, playerId, stage);
  return must(
    draftedPool({ typed: cards, drafted, ...(override ? { overrideReason: override.reason } : {}) }, builtInCatalog),
  );
}

/** Pools and deck building belong to Limited events (230), an organizer's custom Limited format included. */
async function checkLimitedEvent(tx: Tx, eventId: string): Promise<void> {
  const event = await eventRow(tx, eventId);
  must(checkLimited({ ...event, kind: (await resolveFormat(tx, event.format))?.kind ?? null }, 'pool'));
}

/** Registers or replaces the player's pool until play starts or the deck built from it is registered. */
export async function registerPool(
  tx: Tx,
  eventId: string,
  playerId: string,
  body: Of<typeof PoolBody>,
  actor: string,
) {
  await checkLimitedEvent(tx, eventId);
  must(poolIds(body.cards, builtInCatalog));
  await lockEvent(tx, eventId);
  const facts = await poolRepository.facts(tx, eventId, playerId);
  const stage = must(poolChange({ ...facts, locked: stageLocked(facts.stage, facts.play) }));
  const reason = await checkAgainstProduct(tx, eventId, playerId, stage, body);
  return poolRepository.save(tx, eventId, playerId, stage, body.cards, actor, reason);
}

/** Starts the 30 minutes of deck building (212, Appendix A 3) of the stage under way, once, before its play is locked. */
export async function startDeckBuilding(tx: Tx, eventId: string, actor: string) {
  await checkLimitedEvent(tx, eventId);
  await lockEvent(tx, eventId);
  const timer = await poolRepository.deckBuilding(tx, eventId);
  must(
    deckBuildingStart({
      started: timer.startedAt !== null,
      locked: stageLocked(timer.stage, await stagePlay(tx, eventId)),
    }),
  );
  return poolRepository.startDeckBuilding(tx, eventId, timer.stage, actor);
}
