// 217: what the bracket's rounds and matches are called, and how far each player in the cut went.
import { DIVISION_NAMES, type Division } from '../division/ageDivision.ts';
import type { PlayerId } from '../match/types.ts';
import { loserOf, type BracketState, type SeatedMatch } from './advance.ts';
import type { Bracket } from './bracket.ts';

/** 'Final', 'Semifinals', 'Quarterfinals', else 'Top n'. */
export function roundName(bracket: Bracket, round: number): string {
  const main = bracket.rounds[round - 1]!.filter((m) => m.kind === 'main').length;
  if (main === 1) return 'Final';
  if (main === 2) return 'Semifinals';
  if (main === 4) return 'Quarterfinals';
  return `Top ${main * 2}`;
}

/** A top cut round: the cut's bracket, the round counted among the cut's own rounds, and the age division the cut is for (null: the whole event). */
export interface CutRoundFacts {
  bracket: Bracket;
  round: number;
  division: Division | null;
}

/** What a round is called wherever it is shown: a Swiss or pod-play round "Round n" (no cut facts); a top cut round by its bracket name, a division's cut with its division ("Masters top cut — Final"). */
export function roundTitle(number: number, cut: CutRoundFacts | null): string {
  if (cut === null) return `Round ${number}`;
  const name = roundName(cut.bracket, cut.round);
  return cut.division === null ? name : `${DIVISION_NAMES[cut.division]} top cut — ${name}`;
}

/** Why these players meet: their seeds in the first round, the matches they won later. */
export function matchExplanation(bracket: Bracket, seated: SeatedMatch): string {
  const planned = bracket.rounds[seated.round - 1]!.find((m) => m.slot === seated.slot)!;
  if (planned.seeds) {
    const [a, b] = planned.seeds;
    return b === null
      ? `Seed ${a}: a bye into the next round (217: the highest seeds get the byes).`
      : `Seed ${a} v seed ${b}.`;
  }
  const [x, y] = planned.feeds;
  const previous = roundName(bracket, seated.round - 1);
  return seated.kind === 'thirdPlace'
    ? `3rd/4th-place match: the two ${previous} losers.`
    : `Winners of ${previous} matches ${x} and ${y}.`;
}

/** Every match of the cut has a winner. */
export const bracketFinished = (state: BracketState): boolean => state.rounds.flat().every((m) => m.winner !== null);

/** How far each player in the cut went so far: 'Winner', 'Finalist', '3rd place', '4th place' or the round lost in. */
export function cutFinishes(bracket: Bracket, state: BracketState): Map<PlayerId, string> {
  const finishes = new Map<PlayerId, string>();
  if (state.champion) finishes.set(state.champion, 'Winner');
  for (const match of state.rounds.flat()) {
    const loser = loserOf(match);
    if (loser === null) continue;
    const name = roundName(bracket, match.round);
    if (match.kind === 'thirdPlace') {
      finishes.set(match.winner!, '3rd place');
      finishes.set(loser, '4th place');
    } else if (!finishes.has(loser)) {
      finishes.set(loser, name === 'Final' ? 'Finalist' : name);
    }
  }
  return finishes;
}
