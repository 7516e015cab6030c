// Decklists after the event (#17, 217): the organizer publishes them; the public page reads each list with its player's finish.
import {
  cutDivisionOf,
  decklistRepository,
  deckRepository,
  lastCompleteRound,
  loadEventState,
  lockEvent,
  outcomeOf,
  standingsAfter,
  type EventState,
  type Tx,
} from '@tcg/db';
import {
  canPublishDecklists,
  decklistsShown,
  fieldBreakdown,
  parseDecklist,
  publishedPlayers,
  type DecklistScope,
  type DeckRecord,
} from '@tcg/domain/deck';
import type { Catalog } from '@tcg/domain/catalog';
import { must, notFound } from '@tcg/domain/shared';
import type { DecklistPublication, Of, PublishedDecklists } from '@tcg/contract';
import { catalogOf } from './catalog.ts';
import { finalStandings } from './topCut.ts';

type Page = Of<typeof PublishedDecklists>;
type Line = Page['decks'][number]['lines'][number];

export async function publishDecklists(
  tx: Tx,
  eventId: string,
  scope: DecklistScope,
  at: Date,
  actor: string,
): Promise<Of<typeof DecklistPublication>> {
  await lockEvent(tx, eventId);
  const { event, topCuts } = await loadEventState(tx, eventId);
  must(canPublishDecklists({ finished: event.status === 'FINISHED', cutMade: topCuts.length > 0 }, scope));
  return decklistRepository.publish(tx, eventId, scope, at, actor);
}

export async function unpublishDecklists(tx: Tx, eventId: string, actor: string): Promise<void> {
  await lockEvent(tx, eventId);
  await decklistRepository.unpublish(tx, eventId, actor);
}

interface Finish {
  playerId: string;
  place: number;
  finish: string | null;
  inTopCut: boolean;
}

/** Final standings after a top cut (each division's own when each had its cut), else the Swiss standings after the last complete round. */
async function finishesOf(tx: Tx, state: EventState): Promise<Finish[]> {
  if (state.topCuts.length > 0) {
    const finals = [];
    for (const cut of state.topCuts)
      finals.push(await finalStandings(tx, state.event.id, cutDivisionOf(cut) ?? undefined));
    return finals.flatMap((final) =>
      final.rows.map((row) => ({
        playerId: row.player.id,
        place: row.place,
        finish: row.finish,
        inTopCut: row.finish !== null,
      })),
    );
  }
  return standingsAfter(state, lastCompleteRound(state)).rows.map((row) => ({
    playerId: row.playerId,
    place: row.rank,
    finish: null,
    inTopCut: false,
  }));
}

/** Each player's Swiss record (byes as wins) plus the top cut matches they played. */
function recordsOf(state: EventState): Map<string, DeckRecord> {
  const afterRound = state.topCuts[0]?.afterRound ?? lastCompleteRound(state);
  const records = new Map(
    standingsAfter(state, afterRound).rows.map((row) => [
      row.playerId,
      { wins: row.wins, losses: row.losses, draws: row.draws },
    ]),
  );
  for (const match of state.cutRounds.flatMap((round) => round.matches)) {
    const winner = match.playerBId === null ? null : outcomeOf(match)?.winner;
    if (!winner) continue;
    for (const id of [match.playerAId, match.playerBId!]) {
      const record = records.get(id);
      const key = id === winner ? 'wins' : 'losses';
      if (record) records.set(id, { ...record, [key]: record[key] + 1 });
    }
  }
  return records;
}

/** The list's card lines in list order, each named by its catalog card when it resolves. */
function linesOf(list: string, catalog: Catalog): Line[] {
  const parsed = parseDecklist(list, catalog);
  return [
    ...parsed.entries.map(({ line, count, card, written }) => ({
      line,
      count,
      card: written,
      name: card.name,
      supertype: card.supertype,
    })),
    ...parsed.unknown.map(({ line, count, name, written }) => ({ line, count, card: written, name, supertype: null })),
  ]
    .sort((a, b) => a.line - b.line)
    .map(({ line: _line, ...rest }) => rest);
}

export async function publishedDecklists(tx: Tx, eventId: string): Promise<Page> {
  const state = await loadEventState(tx, eventId);
  const publication = await decklistRepository.publication(tx, eventId);
  if (!publication) throw notFound('decklists', eventId, 'The decklists of this event are not published.');
  must(decklistsShown(state.event.status === 'FINISHED'));
  const [catalog, decks, finishes] = [
    await catalogOf(tx),
    await deckRepository.list(tx, eventId),
    await finishesOf(tx, state),
  ];
  const lists = new Map(decks.map((deck) => [deck.playerId, deck]));
  const records = recordsOf(state);
  const shown = publishedPlayers(publication.scope, finishes).flatMap((finish) => {
    const deck = lists.get(finish.playerId);
    const player = state.players.get(finish.playerId);
    if (!deck || !player) return [];
    const record = records.get(finish.playerId) ?? { wins: 0, losses: 0, draws: 0 };
    return [
      {
        playerName: `${player.firstName} ${player.lastName}`,
        place: finish.place,
        finish: finish.finish,
        inTopCut: finish.inTopCut,
        record,
        lines: linesOf(deck.list, catalog),
      },
    ];
  });
  const breakdown = fieldBreakdown(shown.map((deck) => ({ ...deck, cards: deck.lines })));
  return { eventName: state.event.name, ...publication, players: finishes.length, decks: shown, breakdown };
}
