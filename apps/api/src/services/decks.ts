// Deck registration (212, 231) and deck checks: the player's stage and pool handed to the deck rules, then stored.
import { deckRepository as decks, eventRepository, lockEvent, poolRepository, type Tx } from '@tcg/db';
import { builtInCatalog } from '@tcg/domain/catalog';
import { checkDeck, checkDeckWithPoolText, deckCheckSeat, deckListChange, poolDeck } from '@tcg/domain/deck';
import { stageLocked } from '@tcg/domain/draft';
import { knownFormat, type Format } from '@tcg/domain/format';
import { must } from '@tcg/domain/shared';
import type { DeckCheckRecord, Of, Pool } from '../schemas/index.ts';
import { resolveFormat } from './formats.ts';

/** Checks run on the server's calendar day unless the request names one (204). */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** The same domain check the page runs in the browser, on the same built-in catalog. */
export const verdict = (format: Format, date: string, list: string, poolText?: string) =>
  checkDeckWithPoolText({ format, date, list, ...(poolText === undefined ? {} : { poolText }) }, builtInCatalog);

/** 231: a Limited deck against the player's registered pool. */
function poolVerdict(format: Format, date: string, list: string, pool: Of<typeof Pool>) {
  const ids = pool.cards.flatMap(({ cardId, count }) => Array.from({ length: count }, () => cardId));
  return must(poolDeck(checkDeck({ format, date, list, pool: ids }, builtInCatalog)));
}

/** Registers or replaces a player's list, checked in the event's format (against the pool in Limited); fixed once play starts (212). */
export async function registerDeck(tx: Tx, eventId: string, playerId: string, list: string, actor: string) {
  await lockEvent(tx, eventId);
  const event = await eventRepository.get(tx, eventId);
  const format = must(knownFormat(event.format, await resolveFormat(tx, event.format)));
  const checkedOn = today();
  const pool = format.kind === 'limited' ? await poolRepository.get(tx, eventId, playerId) : null;
  const legality = pool ? poolVerdict(format, checkedOn, list, pool) : verdict(format, checkedOn, list);
  const { stage, play } = await poolRepository.facts(tx, eventId, playerId);
  must(deckListChange(stageLocked(stage, play)));
  return decks.register(tx, eventId, playerId, stage, { list, format: format.id, checkedOn, legality }, actor);
}

/** A judge's deck check, only for a player seated at that table in that round. */
export async function recordDeckCheck(tx: Tx, check: Omit<Of<typeof DeckCheckRecord>, 'id' | 'at'>) {
  await lockEvent(tx, check.eventId);
  must(deckCheckSeat(await decks.seated(tx, check)));
  return decks.recordCheck(tx, check);
}
