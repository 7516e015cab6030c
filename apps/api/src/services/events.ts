// An event's life as the organizer runs it: created (Swiss or pod play), its settings changed, deleted when confirmed.
import type { CreateEvent, EventChanges, Of } from '@tcg/contract';
import { auditRepository, eventRepository, lockEvent, settingsOf, type Db, type Tx } from '@tcg/db';
import { changeEventSettings, confirmDeletion, readShortCode, validateEventSettings } from '@tcg/domain/event';
import { DEFAULT_POD_ROUNDS, eventPlay } from '@tcg/domain/podPlay';
import { must, notFound } from '@tcg/domain/shared';
import { rejudgeDecks } from './decks.ts';
import { houseFormat } from './formats.ts';

/** The event at a short address as a player types it (any letter case), among those the account may see. */
export async function eventByShortCode(db: Db, typed: string, accountId: string | null) {
  const code = readShortCode(typed);
  const event = code && (await eventRepository.findByShortCode(db.prisma, code, accountId));
  if (!event) throw notFound('event', `with the short code ${typed}`);
  return event;
}

/** A new event owned by the account, its settings checked (a house format by its id); `today` when no date is given. */
export async function createEvent(
  db: Db,
  body: Of<typeof CreateEvent>,
  today: string,
  actor: string,
  accountId: string,
) {
  const custom = body.format === undefined ? null : await houseFormat(db.prisma, body.format);
  const play = must(eventPlay(body));
  const { type: _type, tableSize: _tableSize, scoring, ...rest } = body;
  const pods = play.type === 'pods' ? { rounds: rest.rounds ?? DEFAULT_POD_ROUNDS } : { scoring };
  const input = { ...rest, ...pods, podPlay: play.type === 'pods', date: rest.date ?? today };
  const settings = must(
    validateEventSettings(input, custom ? [{ id: custom.id, name: custom.name, kind: custom.kind }] : []),
  );
  return db.transaction((tx) => eventRepository.create(tx, settings, actor, accountId, play));
}

/** The settings changed as far as the event's progress allows; decks judged again when the date or card rules moved. */
export async function changeEvent(
  tx: Tx,
  id: string,
  { private: isPrivate, ...changes }: Of<typeof EventChanges>,
  actor: string,
) {
  await lockEvent(tx, id);
  const before = await eventRepository.get(tx, id);
  const { cutMade } = (await eventRepository.progress(tx, [id])).get(id)!;
  const facts = {
    settings: settingsOf(before),
    roundsPaired: before.roundsPaired,
    finished: before.status === 'finished',
    cutMade,
  };
  const changed = must(changeEventSettings(facts, changes));
  const after = await eventRepository.update(tx, before, { ...changed, private: isPrivate ?? before.private }, actor);
  if (
    after.date !== before.date ||
    after.unlistedPromos !== before.unlistedPromos ||
    after.newSetHoldWeeks !== before.newSetHoldWeeks
  )
    await rejudgeDecks(tx, after, actor);
  return after;
}

/** Deletes the event and everything in it once its name is typed to confirm. */
export async function deleteEvent(tx: Tx, id: string, confirm: string, actor: string): Promise<void> {
  await lockEvent(tx, id);
  const event = await eventRepository.get(tx, id);
  must(confirmDeletion(event.name, confirm));
  await eventRepository.remove(tx, event, actor);
}

/** The event's audit trail, oldest first; EVENT_NOT_FOUND when there is no such event. */
export async function auditTrail(tx: Tx, eventId: string) {
  await eventRepository.get(tx, eventId);
  return auditRepository.list(tx, eventId);
}
