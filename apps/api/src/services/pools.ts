// Registering a player's pool (231, 234–236): checked against the event's product, and in a Rochester Draft against the live draft.
import { eventRow, limitedSettingsOf, lockEvent, poolRepository, type Tx } from '@tcg/db';
import { builtInCatalog } from '@tcg/domain/catalog';
import { poolIds } from '@tcg/domain/deck';
import { draftedPool, findBreakdown, limitedFormat, poolChange, poolProduct, stageLocked, type LimitedStage } from '@tcg/domain/draft';
import { must } from '@tcg/domain/shared';
import type { Of, PoolBody } from '@tcg/contract';

/** The pool against the event's packs (a custom Limited format has no known product), and a Rochester pool against its draft. */
async function checkAgainstProduct(tx: Tx, eventId: string, playerId: string, stage: LimitedStage, { cards, override }: Of<typeof PoolBody>): Promise<string | null> {
  const event = await eventRow(tx, eventId);
  const format = limitedFormat(event.format);
  if (!format) return null;
  const settings = limitedSettingsOf(event, format);
  const breakdown = must(findBreakdown(format, settings.breakdown));
  must(poolProduct({ format, breakdown, cardsPerPack: settings.cardsPerPack, cards }, builtInCatalog));
  if (format !== 'rochester-draft') return null;
  const drafted = await poolRepository.draftRecord(tx, eventId, playerId, stage);
  return must(draftedPool({ typed: cards, drafted, ...(override ? { overrideReason: override.reason } : {}) }, builtInCatalog));
}

/** Registers or replaces the player's pool until play starts or the deck built from it is registered. */
export async function registerPool(tx: Tx, eventId: string, playerId: string, body: Of<typeof PoolBody>, actor: string) {
  must(poolIds(body.cards, builtInCatalog));
  await lockEvent(tx, eventId);
  const facts = await poolRepository.facts(tx, eventId, playerId);
  const stage = must(poolChange({ ...facts, locked: stageLocked(facts.stage, facts.play) }));
  const reason = await checkAgainstProduct(tx, eventId, playerId, stage, body);
  return poolRepository.save(tx, eventId, playerId, stage, body.cards, actor, reason);
}
