// 216: how long tables waited for a judge, per round, for the organizer's debrief.

export interface CallWait {
  round: number;
  calledAt: string;
  /** When a judge took the call; null while still waiting. */
  claimedAt: string | null;
}

export interface RoundWaits {
  round: number;
  calls: number;
  medianSeconds: number;
  worstSeconds: number;
}

const median = (sorted: readonly number[]) => {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/** Calls per round with the median and worst wait until a judge took them (a call still waiting counts until `now`). */
export function waitTimes(calls: readonly CallWait[], now: string): RoundWaits[] {
  const byRound = new Map<number, number[]>();
  for (const c of calls) {
    const seconds = Math.max(0, Math.round((Date.parse(c.claimedAt ?? now) - Date.parse(c.calledAt)) / 1000));
    byRound.set(c.round, [...(byRound.get(c.round) ?? []), seconds]);
  }
  return [...byRound]
    .sort(([a], [b]) => a - b)
    .map(([round, waits]) => {
      const sorted = [...waits].sort((a, b) => a - b);
      return { round, calls: sorted.length, medianSeconds: median(sorted), worstSeconds: sorted.at(-1)! };
    });
}
