// Deck registration (DCI Universal Tournament Rules; 231 in Limited) and deck checks: the player's stage and pool handed to the deck rules, then stored.
import {
  deckRepository as decks,
  eventRepository,
  lockEvent,
  poolRepository,
  stagePlay,
  type Db,
  type EventRecord,
  type Tx,
} from '@tcg/db';
import type { Catalog } from '@tcg/domain/catalog';
import {
  checkDeck,
  checkDeckWithPoolText,
  deckCheckSeat,
  deckListChange,
  poolBeforeDeck,
  poolDeck,
  type DeckCheckWithPoolText,
} from '@tcg/domain/deck';
import { stageLocked } from '@tcg/domain/draft';
import { checkDate, knownFormat, takesDecks, type CheckOptions, type Format } from '@tcg/domain/format';
import { AppError, must } from '@tcg/domain/shared';
import type { CheckRequest, DeckCheckRecord, Of, Pool } from '@tcg/contract';
import { catalogOf } from './catalog.ts';
import { resolveFormat } from './formats.ts';

/** Is the deck legal in a format on a day? The same domain check the page runs in the browser, on the catalog with imported sets. */
export async function deckVerdict(
  db: Db,
  { format: id, date, list, pool, mixedBacks = false }: Of<typeof CheckRequest>,
  today: string,
) {
  const format = must(knownFormat(id, await resolveFormat(db.prisma, id)));
  const poolText = pool === undefined ? {} : { poolText: pool };
  const input: DeckCheckWithPoolText = {
    format,
    date: must(checkDate(date ?? today)),
    list,
    ...poolText,
    options: { mixedCardBacks: mixedBacks },
  };
  return checkDeckWithPoolText(input, await catalogOf(db.prisma));
}

/** Every registered decklist of the event, its deck checks, and whether round 1 has locked the lists. */
export async function eventDecks(db: Db, eventId: string) {
  await eventRepository.get(db.prisma, eventId);
  const { roundOnePaired } = await stagePlay(db.prisma, eventId);
  return {
    locked: roundOnePaired,
    decks: await decks.list(db.prisma, eventId),
    checks: await decks.checks(db.prisma, eventId),
  };
}

/** The players at a table of the latest round with their registered lists: TABLE_NOT_FOUND when it has none. */
export async function tableDecks(db: Db, eventId: string, table: number) {
  await eventRepository.get(db.prisma, eventId);
  const found = await decks.atTable(db.prisma, eventId, table);
  if (!found) throw new AppError('TABLE_NOT_FOUND', `No table ${table} in the latest round`);
  return found;
}

/** What a player hands in: the list, and whether the deck mixes card backs (202). */
export interface DeckEntry {
  list: string;
  mixedBacks: boolean;
}

interface EventCheck {
  date: string;
  options: CheckOptions;
}

/** What every deck check of an event applies: its date and promo choice (204, 226), and the player's word on card backs (202). */
const eventCheck = (event: EventRecord, mixedBacks: boolean): EventCheck => ({
  date: event.date,
  options: {
    unlistedPromos: event.unlistedPromos,
    mixedCardBacks: mixedBacks,
    ...(event.newSetHoldWeeks ? { newSetHoldWeeks: event.newSetHoldWeeks } : {}),
  },
});

/** 231: a Limited deck against the player's registered pool. */
function poolVerdict(format: Format, check: EventCheck, list: string, pool: Of<typeof Pool>, catalog: Catalog) {
  const ids = pool.cards.flatMap(({ cardId, count }) => Array.from({ length: count }, () => cardId));
  return must(poolDeck(checkDeck({ format, ...check, list, pool: ids }, catalog)));
}

/** A list judged for its event, against the pool in Limited. */
async function judge(tx: Tx, event: EventRecord, format: Format, playerId: string, { list, mixedBacks }: DeckEntry) {
  const check = eventCheck(event, mixedBacks);
  const pool = format.kind === 'limited' ? await poolRepository.get(tx, event.id, playerId) : null;
  const catalog = await catalogOf(tx);
  return pool
    ? poolVerdict(format, check, list, pool, catalog)
    : checkDeckWithPoolText({ format, ...check, list }, catalog);
}

/** Registers or replaces a player's list, checked in the event's format (against the pool in Limited); fixed once play starts. */
export async function registerDeck(tx: Tx, eventId: string, playerId: string, entry: DeckEntry, actor: string) {
  await lockEvent(tx, eventId);
  const event = await eventRepository.get(tx, eventId);
  must(takesDecks(event.game));
  const format = must(knownFormat(event.format, await resolveFormat(tx, event.format)));
  if (format.kind === 'limited') must(poolBeforeDeck(await poolRepository.get(tx, eventId, playerId)));
  const legality = await judge(tx, event, format, playerId, entry);
  const { stage, play } = await poolRepository.facts(tx, eventId, playerId);
  must(deckListChange(stageLocked(stage, play)));
  return decks.register(
    tx,
    eventId,
    playerId,
    stage,
    { ...entry, format: format.id, checkedOn: event.date, legality },
    actor,
  );
}

/** 204, 226: once the event's date or promo choice changes (only before round 1), every registered list is judged again on it. */
export async function rejudgeDecks(tx: Tx, event: EventRecord, actor: string) {
  const format = must(knownFormat(event.format, await resolveFormat(tx, event.format)));
  for (const deck of await decks.list(tx, event.id)) {
    const legality = await judge(tx, event, format, deck.playerId, deck);
    await decks.judged(tx, event.id, deck.playerId, { checkedOn: event.date, legality }, actor);
  }
}

/** A judge's deck check, only for a player seated at that table in that round. */
export async function recordDeckCheck(tx: Tx, check: Omit<Of<typeof DeckCheckRecord>, 'id' | 'at'>) {
  await lockEvent(tx, check.eventId);
  must(deckCheckSeat(await decks.seated(tx, check)));
  return decks.recordCheck(tx, check);
}
