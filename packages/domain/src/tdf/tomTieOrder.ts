// 217 with TOM's standings: where TOM broke an exact tie by its own draw, an imported finished file keeps TOM's order.

/**
 * The rows with each run of rows tied on every tiebreaker (the same `tieOf`) in the order TOM placed those players
 * (`order`: player ids); players TOM did not place keep their place after those it did. Rows not tied keep their order.
 */
export function tomTieOrder<T>(
  rows: readonly T[],
  order: readonly string[],
  idOf: (row: T) => string,
  tieOf: (row: T) => number | string,
): T[] {
  const at = new Map(order.map((id, i) => [id, i]));
  const placed = (row: T) => at.get(idOf(row)) ?? order.length;
  const runs: T[][] = [];
  for (const row of rows) {
    const run = runs.at(-1);
    if (run && tieOf(run[0]!) === tieOf(row)) run.push(row);
    else runs.push([row]);
  }
  return runs.flatMap((run) => [...run].sort((a, b) => placed(a) - placed(b)));
}

/** A stored TOM order (the event's `tomOrder` column): player ids, or null when none was imported. */
export const tomOrderOf = (stored: unknown): string[] | null =>
  Array.isArray(stored) && stored.every((id) => typeof id === 'string') ? stored : null;
