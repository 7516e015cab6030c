// Play! Pokémon: standings and final places per age division, each ranked among its own players.

/** The rows of one division, ranked again among themselves; rows tied on `rank` stay tied. */
export function divisionRanks<T extends { playerId: string; rank: number }>(rows: readonly T[], inDivision: (playerId: string) => boolean): T[] {
  const kept = rows.filter((row) => inDivision(row.playerId));
  return kept.map((row) => ({ ...row, rank: kept.findIndex((other) => other.rank === row.rank) + 1 }));
}
