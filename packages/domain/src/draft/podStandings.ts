// Appendix A 8: each pod's standings after its Swiss rounds, and the Top 8 they send to the redraft, seeded.
import type { Result } from '../shared/error.ts';
import { shuffle, type Random } from '../shared/random.ts';
import type { PlayerId } from '../match/types.ts';
import { advanceToTopCut, type PodStanding } from './podTopCut.ts';

/** A player's rank in the event's standings (exactly tied players share it). */
export interface EventRank {
  playerId: PlayerId;
  rank: number;
}

/**
 * Each pod's standings from the event's: a pod plays only within itself, so its members keep the order they have in
 * the event, and players exactly tied there are put in order by `random` (a recorded draw, as at a cut line, 217).
 * Players missing from `ranks` (dropped, disqualified) are left out.
 */
export function podStandings(
  ranks: readonly EventRank[],
  pods: readonly (readonly PlayerId[])[],
  random: Random,
): PodStanding[][] {
  const rankOf = new Map(ranks.map((r) => [r.playerId, r.rank]));
  return pods.map((seats) => {
    const members = seats.filter((id) => rankOf.has(id));
    const tiers = [...new Set(members.map((id) => rankOf.get(id)!))].sort((a, b) => a - b);
    const ordered = tiers.flatMap((rank) =>
      shuffle(
        members.filter((id) => rankOf.get(id) === rank),
        random,
      ),
    );
    return ordered.map((playerId, i) => ({ playerId, rank: i + 1 }));
  });
}

/**
 * The players who move on (the top 1 or 2 of each pod), seeded for single elimination: pod winners first, then
 * the seconds; within each, by event rank, then pod order.
 */
export function topEightSeeds(
  ranks: readonly EventRank[],
  pods: readonly (readonly PlayerId[])[],
  perPod: number,
  random: Random,
): Result<PlayerId[]> {
  const standings = podStandings(ranks, pods, random);
  const cut = advanceToTopCut(standings, perPod);
  if (!cut.ok) return cut;
  const podRank = new Map(standings.flat().map((s) => [s.playerId, s.rank]));
  const rankOf = new Map(ranks.map((r) => [r.playerId, r.rank]));
  return {
    ok: true,
    value: [...cut.value].sort((a, b) => podRank.get(a)! - podRank.get(b)! || rankOf.get(a)! - rankOf.get(b)!),
  };
}
