// Pod play standings: total points, then the tiebreak measure if the event records one, then the average score of the
// table-mates faced, then the recorded draw.
import type { ScoredSeat } from './tableResult.ts';
import type { Measure } from './tableScoring.ts';
import { recordedDraw } from './recordedDraw.ts';

export interface PodPlayer {
  id: string;
  /** The draw is by DCI number, so an exported event draws the same in another installation. */
  dciNumber: string;
  name: string;
  dropped: boolean;
}

export interface ScoredTable {
  round: number;
  seats: readonly ScoredSeat[];
}

export interface PodStandingsRow {
  rank: number;
  playerId: string;
  name: string;
  points: number;
  tables: number;
  wins: number;
  measure: number | null;
  opponentsAverage: number;
  draw: number;
  dropped: boolean;
}

/** Sums of shared places (1.5, 2.333…) compare exactly enough at six decimals. */
const exact = (n: number) => Math.round(n * 1e6) / 1e6;

function totals(players: readonly PodPlayer[], tables: readonly ScoredTable[]) {
  const sums = new Map(
    players.map((p) => [
      p.id,
      { points: 0, tables: 0, wins: 0, measure: null as number | null, mates: [] as string[] },
    ]),
  );
  for (const table of tables) {
    for (const seat of table.seats) {
      const sum = sums.get(seat.playerId);
      if (!sum) continue;
      sum.points += seat.points;
      sum.tables += 1;
      if (seat.place === 1) sum.wins += 1;
      if (seat.measure !== null) sum.measure = (sum.measure ?? 0) + seat.measure;
      sum.mates.push(...table.seats.filter((s) => s.playerId !== seat.playerId).map((s) => s.playerId));
    }
  }
  return sums;
}

/** Standings over the scored tables: every player ranked, no two sharing a rank (the recorded draw decides last). */
export function podStandings(
  players: readonly PodPlayer[],
  tables: readonly ScoredTable[],
  drawSeed: number,
  measure?: Measure,
): PodStandingsRow[] {
  const sums = totals(players, tables);
  const rows = players.map((p) => {
    const sum = sums.get(p.id)!;
    const mates = sum.mates.map((id) => sums.get(id)?.points ?? 0);
    const opponentsAverage = mates.length === 0 ? 0 : mates.reduce((a, b) => a + b, 0) / mates.length;
    return {
      playerId: p.id,
      name: p.name,
      dropped: p.dropped,
      points: exact(sum.points),
      tables: sum.tables,
      wins: sum.wins,
      measure: sum.measure,
      opponentsAverage: exact(opponentsAverage),
      draw: recordedDraw(drawSeed, p.dciNumber),
    };
  });
  const sign = measure?.better === 'lower' ? 1 : -1;
  rows.sort(
    (a, b) =>
      b.points - a.points ||
      (measure ? sign * ((a.measure ?? 0) - (b.measure ?? 0)) : 0) ||
      b.opponentsAverage - a.opponentsAverage ||
      a.draw - b.draw,
  );
  return rows.map((row, i) => ({ rank: i + 1, ...row }));
}
