// Play! Pokémon standings as Tournament Operations Manager computes them: match points, Op Win %, Op Op Win %, head-to-head.
import { hasDropped, standingPlayers } from './drop.ts';
import type { PreparedEvent } from './prepared.ts';
import { headToHead } from './headToHead.ts';
import { rankPlayers, sortKeys } from './rank.ts';
import { buildRecords, figureOf, meanOverOpponents, perPlayer, type Records } from './records.ts';
import { rankedRows } from './rows.ts';
import type { PlayPokemonPolicy, PlayPokemonRow, PlayPokemonTiebreaker, StandingsPlayer } from './types.ts';

/**
 * Win % after `round` = (wins + half the ties) ÷ rounds played. A bye is on the record but is neither a
 * win nor a round here; a late-entry loss is both a loss and a round. Floored at 25%; a player who has
 * dropped (or was disqualified) by `round` is capped at 75%.
 */
function winPercent(
  records: Records,
  p: number,
  player: StandingsPlayer,
  round: number,
  policy: PlayPokemonPolicy,
): number {
  const byes = records.byes[p]!;
  const rounds = records.wins[p]! + records.losses[p]! + records.draws[p]! - byes;
  if (rounds === 0) return policy.floor;
  const percent = (records.wins[p]! - byes + policy.tieCredit * records.draws[p]!) / rounds;
  const capped = hasDropped(player, round) ? Math.min(percent, policy.droppedCap) : percent;
  return Math.max(capped, policy.floor);
}

/** Op Win % and Op Op Win % per player: frozen at a drop, NaN while the player is in. */
interface Frozen {
  readonly opWin: Float64Array;
  readonly opOpWin: Float64Array;
}

interface Figures extends Frozen {
  readonly win: Float64Array;
}

/**
 * Every player's figures as they stand after `round`, from the records of rounds up to it. Opponents'
 * averages skip rounds without an opponent; a dropped player's frozen Op Win % and Op Op Win % stand,
 * also where they feed an opponent's Op Op Win %.
 */
function figuresAfter(
  round: number,
  records: Records,
  frozen: Frozen,
  event: PreparedEvent,
  policy: PlayPokemonPolicy,
): Figures {
  const win = winsAfter(round, records, event, policy);
  const winOf = figureOf(win);
  const opWin = perPlayer(event.players.length, (p) => frozenOr(frozen.opWin[p]!, records, p, winOf, policy.floor));
  const opWinOf = figureOf(opWin);
  const opOpWin = perPlayer(event.players.length, (p) =>
    frozenOr(frozen.opOpWin[p]!, records, p, opWinOf, policy.floor),
  );
  return { win, opWin, opOpWin };
}

/** Freezes the figures of the players dropping after `round`, as they stand then; only their opponents' figures are needed. */
function freeze(
  dropping: readonly number[],
  round: number,
  records: Records,
  frozen: Frozen,
  event: PreparedEvent,
  policy: PlayPokemonPolicy,
): void {
  const winOf = figureOf(winsAfter(round, records, event, policy));
  const opWinOf = (o: number) => frozenOr(frozen.opWin[o]!, records, o, winOf, policy.floor);
  for (const p of dropping) {
    frozen.opWin[p] = opWinOf(p);
    frozen.opOpWin[p] = meanOverOpponents(records, p, opWinOf, policy.floor);
  }
}

function winsAfter(round: number, records: Records, event: PreparedEvent, policy: PlayPokemonPolicy): Float64Array {
  return perPlayer(event.players.length, (p) => winPercent(records, p, event.players[p]!, round, policy));
}

function frozenOr(frozen: number, records: Records, p: number, figure: (o: number) => number, floor: number): number {
  return Number.isNaN(frozen) ? meanOverOpponents(records, p, figure, floor) : frozen;
}

/** Players whose figures freeze, by the round after which they dropped; a drop in the last round counted needs no freezing. */
function dropsBefore(players: readonly StandingsPlayer[], throughRound: number): Map<number, number[]> {
  const drops = new Map<number, number[]>();
  for (const [p, player] of players.entries()) {
    const round = player.droppedAfterRound;
    if (round == null || round >= throughRound) continue;
    const dropping = drops.get(round) ?? [];
    dropping.push(p);
    drops.set(round, dropping);
  }
  return drops;
}

/**
 * Every player's standing through the event's last round. A disqualified player leaves the rows but
 * stays an opponent; a dropped player keeps the Op Win % and Op Op Win % of the round of the drop.
 */
export function playPokemonStandings(event: PreparedEvent, policy: PlayPokemonPolicy): PlayPokemonRow[] {
  const count = event.players.length;
  const { throughRound } = event;
  const frozen: Frozen = { opWin: new Float64Array(count).fill(NaN), opOpWin: new Float64Array(count).fill(NaN) };
  const drops = dropsBefore(event.players, throughRound);
  const records = buildRecords(event, policy.matchPoints, (round, soFar) => {
    const dropping = drops.get(round);
    if (dropping) freeze(dropping, round, soFar, frozen, event, policy);
  });
  const { win, opWin, opOpWin } = figuresAfter(throughRound, records, frozen, event, policy);
  const figures: Record<PlayPokemonTiebreaker, Float64Array> = { opWin, opOpWin };
  const keys = sortKeys(
    records.points,
    policy.tiebreakers.map((tiebreaker) => figures[tiebreaker]),
  );
  const pairOrder = policy.headToHead ? (a: number, b: number) => headToHead(records, a, b) : undefined;
  const ranked = rankPlayers(standingPlayers(event.players), event.players, keys, pairOrder);
  return rankedRows(event, records, ranked, win, (p) => ({ opWin: opWin[p]!, opOpWin: opOpWin[p]! }));
}
