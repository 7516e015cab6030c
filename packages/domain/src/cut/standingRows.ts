// 217: the final Swiss standings a top cut reads — rows in order, a rank shared only by exact ties
import type { PlayerId } from '../match/types.ts';
import { fail, type RuleError } from '../shared/error.ts';

export interface StandingRow {
  playerId: PlayerId;
  rank: number;
  points: number;
}

/** The first way the rows break their shape, or null: ranks never go back, shared ranks share points, points never rise. */
export function checkStandings(rows: readonly StandingRow[]): { ok: false; error: RuleError } | null {
  const seen = new Set<PlayerId>();
  for (const [i, row] of rows.entries()) {
    if (seen.has(row.playerId)) {
      return fail('DUPLICATE_PLAYER', `${row.playerId} appears twice in the standings.`, undefined, `standings.${i}`);
    }
    seen.add(row.playerId);
    const before = rows[i - 1];
    if (before && !followsInOrder(before, row)) {
      return fail(
        'INVALID_STANDINGS',
        `Standings row ${i + 1} (${row.playerId}) is out of order with the row above it.`,
        undefined,
        `standings.${i}`,
      );
    }
  }
  return null;
}

function followsInOrder(before: StandingRow, row: StandingRow): boolean {
  if (row.rank === before.rank) return row.points === before.points;
  return row.rank > before.rank && row.points <= before.points;
}
