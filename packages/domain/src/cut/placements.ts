// 217: final placements after the top cut — the cut by how far each player went, then everyone else by Swiss standing
import type { PlayerId } from '../match/types.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import { advanceBracket, loserOf, type BracketState, type CutResult } from './advance.ts';
import type { Bracket } from './bracket.ts';
import { checkStandings, type StandingRow } from './standingRows.ts';

export interface Placement {
  playerId: PlayerId;
  place: number;
}

/**
 * Places 1..n for the n players in the cut: the winner, the finalist, then each round's losers, later rounds
 * first and by seed (Swiss standing) within a round — except that a 3rd/4th-place match decides places 3 and 4.
 * Players outside the cut follow in Swiss order from n + 1; players who shared a Swiss rank share a place,
 * numbered as the first of them (so a top 8 of 20 without ties places Swiss rank 9 ninth).
 */
export function finalPlacements(
  bracket: Bracket,
  seeds: readonly PlayerId[],
  results: readonly CutResult[],
  standings: readonly StandingRow[],
): Result<Placement[]> {
  const state = advanceBracket(bracket, seeds, results);
  if (!state.ok) return state;
  const unfinished = state.value.rounds.flat().find((match) => match.winner === null);
  if (unfinished) {
    return fail(
      'CUT_NOT_FINISHED',
      `Round ${unfinished.round}, match ${unfinished.slot} has no result yet.`,
      undefined,
      'results',
    );
  }
  const broken = checkStandings(standings);
  if (broken) return broken;
  const listed = new Set(standings.map((row) => row.playerId));
  const missing = seeds.find((p) => !listed.has(p));
  if (missing !== undefined)
    return fail('UNKNOWN_PLAYER', `${missing} is in the cut but not in the standings.`, undefined, 'standings');
  const cut = cutOrder(state.value, seeds).map((playerId, i) => ({ playerId, place: i + 1 }));
  return ok([...cut, ...swissPlaces(standings, new Set(seeds))]);
}

function cutOrder(state: BracketState, seeds: readonly PlayerId[]): PlayerId[] {
  const bySeed = (a: PlayerId, b: PlayerId): number => seeds.indexOf(a) - seeds.indexOf(b);
  const order = [state.champion!];
  for (const matches of [...state.rounds].reverse()) {
    const out = matches
      .filter((match) => match.kind === 'main')
      .map(loserOf)
      .filter((p): p is PlayerId => p !== null && !order.includes(p));
    order.push(...out.sort(bySeed));
    const thirdPlace = matches.find((match) => match.kind === 'thirdPlace');
    if (thirdPlace) order.push(thirdPlace.winner!, loserOf(thirdPlace)!);
  }
  return order;
}

function swissPlaces(standings: readonly StandingRow[], cut: ReadonlySet<PlayerId>): Placement[] {
  const rest = standings.filter((row) => !cut.has(row.playerId));
  const places: Placement[] = [];
  rest.forEach((row, i) => {
    const shared = rest[i - 1]?.rank === row.rank ? places[i - 1] : undefined;
    places.push({ playerId: row.playerId, place: shared ? shared.place : cut.size + 1 + i });
  });
  return places;
}
