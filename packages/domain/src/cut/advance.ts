// 217: carrying each top cut winner into the next match, and re-seating later matches when a result is corrected
import type { PlayerId } from '../match/types.ts';
import { fail, ok, type Result, type RuleError } from '../shared/error.ts';
import type { Bracket, BracketMatch, MatchRef } from './bracket.ts';
import { eliminationResult } from './eliminationResult.ts';

/** A recorded top cut result: who won the match in that round and slot. */
export interface CutResult extends MatchRef {
  winner: PlayerId;
}

export interface SeatedMatch extends MatchRef {
  kind: 'main' | 'thirdPlace';
  /** null: not yet known — or, in a bye, no opponent. */
  players: [PlayerId | null, PlayerId | null];
  bye: boolean;
  /** The recorded winner; in a bye, the seeded player, who advances without playing. */
  winner: PlayerId | null;
}

export interface BracketState {
  rounds: SeatedMatch[][];
  champion: PlayerId | null;
}

/** A later match a correction re-seated (a player already in it was replaced); its result, if it had one, no longer stands. */
export interface AffectedMatch extends MatchRef {
  resultCleared: boolean;
}

export interface RecordedResult {
  results: CutResult[];
  state: BracketState;
  affected: AffectedMatch[];
}

type Decide = (match: SeatedMatch) => Result<PlayerId | null>;

const keyOf = (ref: MatchRef): string => `${ref.round}:${ref.slot}`;

/** Who plays whom in every match, given the seeds (seeds[0] is seed 1) and the results recorded so far. */
export function advanceBracket(
  bracket: Bracket,
  seeds: readonly PlayerId[],
  results: readonly CutResult[],
): Result<BracketState> {
  const badSeeds = checkSeeds(bracket, seeds);
  if (badSeeds) return badSeeds;
  const indexed = indexResults(bracket, results);
  if (!indexed.ok) return indexed;
  return seatBracket(bracket, seeds, (match) => {
    const result = indexed.value.get(keyOf(match));
    return result ? checkWinner(match, result.winner) : ok(null);
  });
}

/**
 * Enters or corrects one result. A correction whose old winner already played on re-seats the later matches:
 * every later match where an already seated player was replaced is listed, and a result it had is cleared,
 * to be entered again.
 */
export function recordResult(
  bracket: Bracket,
  seeds: readonly PlayerId[],
  results: readonly CutResult[],
  entry: MatchRef & { winner: PlayerId | null },
): Result<RecordedResult> {
  const before = advanceBracket(bracket, seeds, results);
  if (!before.ok) return before;
  const target = findMatch(before.value.rounds, entry);
  if (!target) return unknownMatch(entry);
  const winner = checkWinner(target, entry.winner);
  if (!winner.ok) return winner;
  const entered = { round: entry.round, slot: entry.slot, winner: winner.value };
  const replaced = results.some((r) => keyOf(r) === keyOf(entry));
  const next = replaced ? results.map((r) => (keyOf(r) === keyOf(entry) ? entered : r)) : [...results, entered];
  return reseat(bracket, seeds, before.value, next);
}

function reseat(
  bracket: Bracket,
  seeds: readonly PlayerId[],
  before: BracketState,
  results: CutResult[],
): Result<RecordedResult> {
  const byKey = new Map(results.map((r) => [keyOf(r), r]));
  const cleared = new Set<string>();
  const state = seatBracket(bracket, seeds, (match) => {
    const result = byKey.get(keyOf(match));
    if (!result) return ok(null);
    if (samePlayers(match, findMatch(before.rounds, match))) return ok(result.winner);
    cleared.add(keyOf(match));
    return ok(null);
  });
  if (!state.ok) return state;
  const affected = state.value.rounds
    .flat()
    .filter((match) => reseated(match, findMatch(before.rounds, match)))
    .map((match) => ({ round: match.round, slot: match.slot, resultCleared: cleared.has(keyOf(match)) }));
  return ok({ results: results.filter((r) => !cleared.has(keyOf(r))), state: state.value, affected });
}

function seatBracket(bracket: Bracket, seeds: readonly PlayerId[], decide: Decide): Result<BracketState> {
  const rounds: SeatedMatch[][] = [];
  for (const matches of bracket.rounds) {
    const seated: SeatedMatch[] = [];
    for (const match of matches) {
      const open = seatMatch(match, seeds, rounds.at(-1) ?? []);
      const decided = decide(open);
      if (!decided.ok) return decided;
      seated.push({ ...open, winner: open.bye ? open.players[0] : decided.value });
    }
    rounds.push(seated);
  }
  const final = rounds.at(-1)?.find((match) => match.kind === 'main');
  return ok({ rounds, champion: final?.winner ?? null });
}

function seatMatch(match: BracketMatch, seeds: readonly PlayerId[], previous: readonly SeatedMatch[]): SeatedMatch {
  const base = { round: match.round, slot: match.slot, kind: match.kind, winner: null };
  if (match.seeds) {
    const [a, b] = match.seeds;
    return { ...base, players: [seeds[a - 1]!, b === null ? null : seeds[b - 1]!], bye: b === null };
  }
  const pick = match.kind === 'thirdPlace' ? loserOf : (m: SeatedMatch) => m.winner;
  const from = (slot: number | undefined): PlayerId | null => {
    const fed = slot === undefined ? undefined : previous[slot - 1];
    return fed ? pick(fed) : null;
  };
  const [x, y] = match.feeds;
  return { ...base, players: [from(x), from(y)], bye: false };
}

/** The player a finished match eliminated; null for a bye or a match not yet played. */
export function loserOf(match: SeatedMatch): PlayerId | null {
  if (match.bye || match.winner === null) return null;
  return match.players.find((p) => p !== match.winner) ?? null;
}

function checkWinner(match: SeatedMatch, winner: PlayerId | null): Result<PlayerId> {
  const where = `Round ${match.round}, match ${match.slot}`;
  if (match.bye)
    return fail(
      'BYE_HAS_NO_RESULT',
      `${where} is a bye: the seeded player advances without playing.`,
      undefined,
      'winner',
    );
  const [a, b] = match.players;
  if (a === null || b === null) {
    return fail(
      'PLAYERS_NOT_KNOWN',
      `${where} cannot have a result yet: its players are not known.`,
      undefined,
      'winner',
    );
  }
  const result = eliminationResult([a, b], { winner });
  return result.ok ? ok(result.value.winner) : result;
}

function checkSeeds(bracket: Bracket, seeds: readonly PlayerId[]): { ok: false; error: RuleError } | null {
  if (seeds.length !== bracket.players) {
    return fail(
      'SEEDS_MISMATCH',
      `The bracket is for ${bracket.players} players; ${seeds.length} seeds were given.`,
      undefined,
      'seeds',
    );
  }
  const twice = seeds.find((p, i) => seeds.indexOf(p) !== i);
  return twice === undefined ? null : fail('DUPLICATE_PLAYER', `${twice} holds two seeds.`, undefined, 'seeds');
}

function indexResults(bracket: Bracket, results: readonly CutResult[]): Result<Map<string, CutResult>> {
  const byKey = new Map<string, CutResult>();
  for (const result of results) {
    if (!findMatch(bracket.rounds, result)) return unknownMatch(result);
    if (byKey.has(keyOf(result))) {
      return fail(
        'DUPLICATE_RESULT',
        `Round ${result.round}, match ${result.slot} has two results.`,
        undefined,
        'results',
      );
    }
    byKey.set(keyOf(result), result);
  }
  return ok(byKey);
}

function findMatch<M extends MatchRef>(rounds: readonly M[][], ref: MatchRef): M | undefined {
  return rounds[ref.round - 1]?.find((match) => match.slot === ref.slot);
}

/** A player who was already seated here is no longer: filling in a player not yet known is not a re-seat. */
function reseated(match: SeatedMatch, before: SeatedMatch | undefined): boolean {
  return match.players.some((player, i) => {
    const was = before?.players[i] ?? null;
    return was !== null && was !== player;
  });
}

function samePlayers(match: SeatedMatch, other: SeatedMatch | undefined): boolean {
  return other !== undefined && match.players[0] === other.players[0] && match.players[1] === other.players[1];
}

function unknownMatch(ref: MatchRef): { ok: false; error: RuleError } {
  return fail('UNKNOWN_MATCH', `The bracket has no round ${ref.round}, match ${ref.slot}.`, undefined, 'results');
}
