// A player's page by DCI number: the public events played (and private ones the reader has a role in) (in a team event, the team's), the record and finish in
// each, local ratings with history.
import {
  cutDivisionOf,
  lastCompleteRound,
  loadEventState,
  ratingsRepository,
  standingsAfter,
  type EventState,
  type StoredRatedMatch,
  type Tx,
} from '@tcg/db';
import { validateDciNumber } from '@tcg/domain/event';
import { localRatings, ratingsCategoryOf, type RatedMatch } from '@tcg/domain/rating';
import { must, notFound } from '@tcg/domain/shared';
import { ratingsCategory } from '@tcg/domain/team';
import type { Of, PlayerPage } from '@tcg/contract';
import { finalStandings, playerCut } from './topCut.ts';

type Page = Of<typeof PlayerPage>;
type EventLine = Omit<Page['events'][number], 'eventId' | 'name' | 'date' | 'status'>;

export const ratedMatch = (m: StoredRatedMatch): RatedMatch => ({
  category: m.event.teams ? must(ratingsCategory(m.event)) : ratingsCategoryOf(m.kind),
  eventId: m.eventId,
  sides: m.sides,
  score: m.winner === null ? 0.5 : m.winner === 'A' ? 1 : 0,
});

/** In a team event, the player's team: its entrant (Player A) plays and ranks for both members (244). */
function teamOf(state: EventState, playerId: string) {
  for (const [entrant, team] of state.teams) {
    const members = [team.A, team.B];
    if (!members.some((m) => m.playerId === playerId)) continue;
    const partners = members
      .filter((m) => m.playerId !== playerId)
      .map(({ player: { dciNumber, firstName, lastName } }) => ({ dciNumber, firstName, lastName }));
    return { entrant, team: { name: team.teamName, partners } };
  }
  return { entrant: playerId, team: null };
}

/** The player's (or team's) record and place in one event: Swiss standing after the last complete round, the cut's finish once played. */
async function eventLine(tx: Tx, eventId: string, playerId: string): Promise<EventLine> {
  const state = await loadEventState(tx, eventId);
  const { entrant, team } = teamOf(state, playerId);
  const row = standingsAfter(state, lastCompleteRound(state)).rows.find((r) => r.playerId === entrant);
  const cut = playerCut(state, entrant);
  const final =
    cut && state.event.status === 'FINISHED'
      ? (await finalStandings(tx, eventId, cutDivisionOf(cut) ?? undefined)).rows.find((r) => r.player.id === entrant)
      : undefined;
  return {
    wins: row?.wins ?? 0,
    losses: row?.losses ?? 0,
    draws: row?.draws ?? 0,
    byes: row?.byes ?? 0,
    rank: row?.rank ?? null,
    finish: final?.finish ?? null,
    team,
  };
}

/** The page as the account sees it: private events only through a role in them, `hidden` counting the rest. */
export async function playerPage(tx: Tx, raw: string, accountId: string | null): Promise<Page> {
  const dciNumber = must(validateDciNumber(raw));
  const player = await ratingsRepository.player(tx, dciNumber, accountId);
  if (!player) throw notFound('player', dciNumber, `No player holds DCI number ${dciNumber}.`);
  const events = [];
  for (const { event, playerId } of player.registrations) {
    const line = await eventLine(tx, event.id, playerId);
    events.push({
      eventId: event.id,
      name: event.name,
      date: event.date.toISOString().slice(0, 10),
      status: event.status.toLowerCase(),
      ...line,
    });
  }
  const named = new Map(events.map((e) => [e.eventId, e]));
  const ratings = [...localRatings((await ratingsRepository.ratedMatches(tx)).map(ratedMatch))].flatMap(
    ([category, byPlayer]) => {
      const mine = byPlayer.get(dciNumber);
      if (!mine) return [];
      const history = mine.history.map((h) => ({
        eventId: h.eventId,
        event: named.get(h.eventId)?.name ?? '',
        date: named.get(h.eventId)?.date ?? '',
        rating: Math.round(h.rating),
      }));
      return [{ category, rating: Math.round(mine.rating), matches: mine.matches, history }];
    },
  );
  return {
    dciNumber,
    firstName: player.firstName,
    lastName: player.lastName,
    ratings,
    events,
    hidden: { events: player.hiddenEvents },
  };
}
