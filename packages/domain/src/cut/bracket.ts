// 217: the single-elimination bracket of a top cut, seeded so seeds 1 and 2 can meet only in the final
import { fail, ok, type Result } from '../shared/error.ts';

export interface MatchRef {
  round: number;
  slot: number;
}

export interface BracketMatch extends MatchRef {
  /** 'thirdPlace': the optional match between the semifinal losers, slot 2 of the final round. */
  kind: 'main' | 'thirdPlace';
  /** Round 1 only: the seeds who meet, higher seed first; null for the second means a bye. */
  seeds: [number, number | null] | null;
  /** Later rounds: the slots of the previous round whose winners (for the 3rd/4th-place match, losers) meet here. */
  feeds: [number, number] | [];
}

export interface Bracket {
  /** Players in the cut: seeds 1..players. */
  players: number;
  rounds: BracketMatch[][];
  thirdPlaceMatch: boolean;
}

/** The smallest power of two holding every player; the seeds past the field are byes. */
export function bracketSize(players: number): number {
  let size = 2;
  while (size < players) size *= 2;
  return size;
}

/** Seeds down the bracket, top line first: 1, 8, 4, 5, 2, 7, 3, 6 for 8. Each pair adds up to size + 1. */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const lines = order.length * 2;
    order = order.flatMap((seed) => [seed, lines + 1 - seed]);
  }
  return order;
}

export function buildBracket(players: number, options: { thirdPlaceMatch?: boolean } = {}): Result<Bracket> {
  if (!Number.isInteger(players) || players < 2) {
    return fail(
      'TOO_FEW_PLAYERS',
      `A top cut bracket needs at least 2 players, not ${String(players)}.`,
      undefined,
      'players',
    );
  }
  const thirdPlaceMatch = options.thirdPlaceMatch ?? false;
  if (thirdPlaceMatch && players < 4) {
    return fail(
      'NO_THIRD_PLACE_MATCH',
      `A 3rd/4th-place match needs two semifinal losers; a cut of ${players} does not have them.`,
      undefined,
      'thirdPlaceMatch',
    );
  }
  const rounds = [firstRound(players)];
  for (let size = bracketSize(players) / 2; size > 1; size /= 2) {
    rounds.push(laterRound(rounds.length + 1, size / 2));
  }
  if (thirdPlaceMatch) {
    const final = rounds.length;
    rounds[final - 1]!.push({ round: final, slot: 2, kind: 'thirdPlace', seeds: null, feeds: [1, 2] });
  }
  return ok({ players, rounds, thirdPlaceMatch });
}

function firstRound(players: number): BracketMatch[] {
  const order = seedOrder(bracketSize(players));
  return Array.from({ length: order.length / 2 }, (_, i) => {
    const opponent = order[2 * i + 1]!;
    return {
      round: 1,
      slot: i + 1,
      kind: 'main' as const,
      seeds: [order[2 * i]!, opponent <= players ? opponent : null],
      feeds: [],
    };
  });
}

function laterRound(round: number, matches: number): BracketMatch[] {
  return Array.from({ length: matches }, (_, i) => ({
    round,
    slot: i + 1,
    kind: 'main' as const,
    seeds: null,
    feeds: [2 * i + 1, 2 * i + 2],
  }));
}
