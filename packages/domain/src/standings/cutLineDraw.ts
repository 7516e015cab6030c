// 217 and the top cut: players still exactly tied where an order must be decided are ordered by a seeded, recorded random draw.
import type { PlayerId } from '../match/types.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import { shuffle, type Random } from '../shared/random.ts';
import type { StandingsRowBase } from './types.ts';

export interface TieDraw {
  rank: number;
  /** The tied players in standings order. */
  tied: PlayerId[];
  /** The same players in the order drawn. */
  drawn: PlayerId[];
  /** How many of them the cut takes: all of them when the group lies wholly above the cut line. */
  seats: number;
}

export interface CutLineDrawResult {
  /** Every player in decided order: the standings, with each tied group that reaches the cut in drawn order. */
  order: PlayerId[];
  /** The first `cutSize` of `order`: the top cut, in seed order. */
  advancing: PlayerId[];
  /** The draws made, by rank; empty when no order had to be drawn. */
  draws: TieDraw[];
}

type RankedRow = Pick<StandingsRowBase, 'rank' | 'playerId'>;

/**
 * Decides the order of the top `cutSize` places from standings rows (already in standings order; pass
 * only the players eligible for the cut). Every group of tied players that starts above the cut line —
 * the one across it, and those inside it whose seeds must differ — is shuffled with `random`, and
 * each draw is recorded so it can be shown and replayed from the seed.
 */
export function drawCutLine(rows: readonly RankedRow[], cutSize: number, random: Random): Result<CutLineDrawResult> {
  if (!Number.isInteger(cutSize) || cutSize < 0 || cutSize > rows.length) {
    return fail('INVALID_CUT_SIZE', `A cut of ${String(cutSize)} does not fit ${rows.length} players.`, undefined, 'cutSize');
  }
  if (rows.some((row, i) => i > 0 && row.rank < rows[i - 1]!.rank)) {
    return fail('STANDINGS_OUT_OF_ORDER', 'Standings rows must come in rank order.', undefined, 'rows');
  }
  const order: PlayerId[] = [];
  const draws: TieDraw[] = [];
  for (const group of rankGroups(rows)) {
    const tied = group.map((row) => row.playerId);
    const start = order.length;
    if (start >= cutSize || tied.length === 1) {
      order.push(...tied);
      continue;
    }
    const drawn = shuffle(tied, random);
    draws.push({ rank: group[0]!.rank, tied, drawn, seats: Math.min(tied.length, cutSize - start) });
    order.push(...drawn);
  }
  return ok({ order, advancing: order.slice(0, cutSize), draws });
}

function rankGroups(rows: readonly RankedRow[]): RankedRow[][] {
  const groups: RankedRow[][] = [];
  let current: RankedRow[] = [];
  for (const row of rows) {
    const last = current[current.length - 1];
    if (last && row.rank !== last.rank) {
      groups.push(current);
      current = [];
    }
    current.push(row);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
