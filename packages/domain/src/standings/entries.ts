// 216 and the standings' input: every entry names known players, once a round, never after a drop, with the policy's points.
import type { MatchOutcome } from '../match/types.ts';
import { fail, ok, type Result, type RuleError } from '../shared/error.ts';
import { policyPoints } from './outcomePoints.ts';
import { DREW, LOST, WON, type MatchEntry, type PreparedEvent, type RoundEntry } from './prepared.ts';
import type { StandingsEntry, StandingsInput, StandingsPlayer } from './types.ts';

type Failure = { ok: false; error: RuleError };

export function prepareEvent(input: StandingsInput): Result<PreparedEvent> {
  if (!Number.isInteger(input.throughRound) || input.throughRound < 0) {
    return fail(
      'INVALID_ROUND',
      `Standings are after a round 0 or later, not ${String(input.throughRound)}.`,
      undefined,
      'throughRound',
    );
  }
  const index = indexPlayers(input.players);
  if (!index.ok) return index;
  const byRound = new Map<number, RoundEntry[]>();
  for (const [i, entry] of input.entries.entries()) {
    const indexed = indexEntry(entry, i, index.value, input);
    if ('error' in indexed) return indexed;
    const round = byRound.get(entry.round);
    if (round) round.push(indexed);
    else byRound.set(entry.round, [indexed]);
  }
  const clash = findRoundClash(byRound, input.players);
  if (clash) return clash;
  const lastRound = Math.max(0, ...[...byRound.keys()].filter((round) => round <= input.throughRound));
  const rounds = Array.from({ length: lastRound }, (_, r) => byRound.get(r + 1) ?? []);
  return ok({ players: input.players, throughRound: input.throughRound, rounds });
}

function indexPlayers(players: readonly StandingsPlayer[]): Result<Map<string, number>> {
  const index = new Map<string, number>();
  for (const [i, player] of players.entries()) {
    if (index.has(player.id))
      return fail('DUPLICATE_PLAYER', `${player.id} is listed twice.`, undefined, `players.${i}`);
    index.set(player.id, i);
  }
  return ok(index);
}

/** The entry read and checked, or the first rule it breaks (`i` is its place in the input, named in the error). */
function indexEntry(
  entry: StandingsEntry,
  i: number,
  index: Map<string, number>,
  input: StandingsInput,
): RoundEntry | Failure {
  if (!Number.isInteger(entry.round) || entry.round < 1) {
    return fail('INVALID_ROUND', `Rounds are numbered from 1, not ${String(entry.round)}.`, undefined, `entries.${i}`);
  }
  if (entry.kind !== 'match') {
    const player = findPlayer(entry.playerId, entry.round, i, index, input.players);
    return typeof player === 'number' ? { kind: entry.kind, player } : player;
  }
  const a = findPlayer(entry.players[0], entry.round, i, index, input.players);
  if (typeof a !== 'number') return a;
  const b = findPlayer(entry.players[1], entry.round, i, index, input.players);
  if (typeof b !== 'number') return b;
  return readMatch(entry, a, b, i, input);
}

function findPlayer(
  id: string,
  round: number,
  i: number,
  index: Map<string, number>,
  players: readonly StandingsPlayer[],
): number | Failure {
  const p = index.get(id);
  if (p === undefined) return fail('UNKNOWN_PLAYER', `${id} is not a player of this event.`, undefined, `entries.${i}`);
  const dropped = players[p]!.droppedAfterRound;
  if (dropped != null && round > dropped) {
    return fail('ENTRY_AFTER_DROP', `${id} has a result in round ${round}, after dropping.`, undefined, `entries.${i}`);
  }
  return p;
}

function readMatch(
  entry: StandingsEntry & { kind: 'match' },
  a: number,
  b: number,
  i: number,
  input: StandingsInput,
): MatchEntry | Failure {
  const [idA, idB] = entry.players;
  const { outcome } = entry;
  if (a === b) return fail('SELF_MATCH', `${idA} cannot play a match against themselves.`, undefined, `entries.${i}`);
  if (outcome.winner !== null && outcome.winner !== idA && outcome.winner !== idB) {
    return fail(
      'WINNER_NOT_IN_MATCH',
      `${outcome.winner} did not play the match ${idA} vs ${idB}.`,
      undefined,
      `entries.${i}`,
    );
  }
  const match: MatchEntry = {
    kind: 'match',
    a,
    b,
    resultA: outcome.winner === null ? DREW : outcome.winner === idA ? WON : LOST,
    pointsA: outcome.points[idA] ?? 0,
    pointsB: outcome.points[idB] ?? 0,
    gameWinsA: outcome.gameWins[idA] ?? 0,
    gameWinsB: outcome.gameWins[idB] ?? 0,
    gamesDrawn: outcome.gamesDrawn,
  };
  if (!pointsFit(match, outcome, idA, idB, input)) {
    return fail(
      'POINTS_MISMATCH',
      `The points of ${idA} vs ${idB} are not the ones the ${input.policy.name} policy gives.`,
      '216',
      `entries.${i}`,
    );
  }
  return match;
}

function pointsFit(match: MatchEntry, outcome: MatchOutcome, idA: string, idB: string, input: StandingsInput): boolean {
  const games = match.gameWinsA + match.gameWinsB + match.gamesDrawn;
  return (
    match.pointsA === policyPoints(input.policy, outcome, idA, games) &&
    match.pointsB === policyPoints(input.policy, outcome, idB, games)
  );
}

function findRoundClash(
  byRound: ReadonlyMap<number, readonly RoundEntry[]>,
  players: readonly StandingsPlayer[],
): Failure | null {
  const lastRound = new Float64Array(players.length);
  for (const [round, entries] of byRound) {
    for (const entry of entries) {
      const clash =
        entry.kind === 'match'
          ? (playedBefore(lastRound, entry.a, round) ?? playedBefore(lastRound, entry.b, round))
          : playedBefore(lastRound, entry.player, round);
      if (clash !== null) {
        return fail(
          'PLAYED_TWICE_IN_ROUND',
          `${players[clash]!.id} has more than one result in round ${round}.`,
          undefined,
          'entries',
        );
      }
    }
  }
  return null;
}

/** Marks `p` as playing in `round`; returns `p` when it already was. */
function playedBefore(lastRound: Float64Array, p: number, round: number): number | null {
  if (lastRound[p] === round) return p;
  lastRound[p] = round;
  return null;
}
