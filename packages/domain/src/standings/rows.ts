import { hasDropped } from './drop.ts';
import type { PreparedEvent } from './prepared.ts';
import type { Ranked } from './rank.ts';
import type { Records } from './records.ts';
import type { StandingsRowBase } from './types.ts';

/** The ranked players' rows: what every policy shows (rank, record, drop, own win figure), then its tiebreakers. */
export function rankedRows<T extends object>(
  event: PreparedEvent,
  records: Records,
  { order, ranks }: Ranked,
  matchWin: Float64Array,
  tiebreakers: (p: number) => T,
): (StandingsRowBase & T)[] {
  return order.map((p, i) => {
    const player = event.players[p]!;
    return {
      rank: ranks[i]!,
      playerId: player.id,
      name: player.name,
      points: records.points[p]!,
      wins: records.wins[p]!,
      losses: records.losses[p]!,
      draws: records.draws[p]!,
      byes: records.byes[p]!,
      dropped: hasDropped(player, event.throughRound),
      matchWin: matchWin[p]!,
      ...tiebreakers(p),
    };
  });
}
