// Snapshots (#18): the event as it stood when a round was published, the newest few kept per event. Restoring one
// throws away what happened since, so the organizer is told exactly what before confirming.

/** What of an event a restore can lose, by row id. */
export interface EventContents {
  rounds: readonly { id: string; number: number }[];
  /** Matches and pod-play tables with a result, at the version that result has. */
  results: readonly { id: string; version: number }[];
  /** Registrations; `out` once dropped or disqualified. */
  entries: readonly { id: string; out: boolean }[];
  penalties: readonly string[];
}

export interface RestoreLoss {
  /** Round numbers paired since, ascending. */
  rounds: number[];
  /** Results entered, or corrected, since. */
  results: number;
  entries: number;
  drops: number;
  penalties: number;
}

/** What the event has now that the snapshot lacks: restoring the snapshot loses exactly this. */
export function restoreLoss(now: EventContents, snapshot: EventContents): RestoreLoss {
  const rounds = new Set(snapshot.rounds.map((r) => r.id));
  const results = new Map(snapshot.results.map((r) => [r.id, r.version]));
  const entries = new Map(snapshot.entries.map((e) => [e.id, e.out]));
  const penalties = new Set(snapshot.penalties);
  return {
    rounds: now.rounds
      .filter((r) => !rounds.has(r.id))
      .map((r) => r.number)
      .sort((a, b) => a - b),
    results: now.results.filter((r) => results.get(r.id) !== r.version).length,
    entries: now.entries.filter((e) => !entries.has(e.id)).length,
    drops: now.entries.filter((e) => e.out && entries.get(e.id) === false).length,
    penalties: now.penalties.filter((id) => !penalties.has(id)).length,
  };
}

/** 4, 5, 7 → "4–5, 7". */
function spans(numbers: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const n of numbers) {
    const last = runs.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs.map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`)).join(', ');
}

const counted = (n: number, one: string, many: string) => (n === 0 ? [] : [`${n} ${n === 1 ? one : many}`]);

/** "rounds 4–5 and 37 results entered after round 3 was published": the confirmation names what a restore loses. */
export function describeLoss(loss: RestoreLoss, round: number): string {
  const parts = [
    ...(loss.rounds.length === 0 ? [] : [`${loss.rounds.length === 1 ? 'round' : 'rounds'} ${spans(loss.rounds)}`]),
    ...counted(loss.results, 'result', 'results'),
    ...counted(loss.entries, 'registration', 'registrations'),
    ...counted(loss.drops, 'drop', 'drops'),
    ...counted(loss.penalties, 'penalty', 'penalties'),
  ];
  if (parts.length === 0) return `nothing: the event is as it was when round ${round} was published`;
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  return `${list} entered after round ${round} was published`;
}

/** The snapshots to remove so that only the newest `kept` remain (by when they were taken, then by round). */
export function snapshotsBeyond(
  snapshots: readonly { id: string; round: number; takenAt: Date }[],
  kept: number,
): string[] {
  const newestFirst = [...snapshots].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.round - a.round);
  return newestFirst.slice(kept).map((s) => s.id);
}
