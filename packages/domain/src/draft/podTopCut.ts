// Appendix A 8: the top 1 or 2 players of each pod move on to the Top 8 finals.
import { fail, ok, type Result } from '../shared/error.ts';
import type { PlayerId } from '../match/types.ts';
import { MIN_POD_SIZE } from './pods.ts';

export const TOP_CUT_SIZE = 8;

/** A pod's final Swiss standings: ranks 1…m, one a player. */
export interface PodStanding {
  playerId: PlayerId;
  rank: number;
}

export type PerPod = 1 | 2;

/** The Top 8 of `pods` pods sending `perPod` each: at most 8, and at least a pod to redraft in (Appendix A 1). */
function cutSize(pods: number, perPod: number, field: string): Result<number> {
  const size = pods * perPod;
  if (size > TOP_CUT_SIZE)
    return fail(
      'TOP_CUT_TOO_LARGE',
      `${pods} pods sending ${perPod} each is ${size} players, more than a Top 8.`,
      'Appendix A 8',
      field,
    );
  if (size < MIN_POD_SIZE) {
    const message = `${pods === 1 ? 'One pod' : `${pods} pods`} sending ${perPod} each is ${size} players: the Top 8 redraft needs a pod of at least ${MIN_POD_SIZE}.`;
    return fail('POD_TOO_SMALL', message, 'Appendix A 8', field);
  }
  return ok(size);
}

/**
 * Appendix A 8 allows only the top 1 or 2 of each pod ("depending on the number of pods"), so the cut is
 * pods × 1 or pods × 2 and never reaches 8 by taking more from each pod: 2 pods send 4, not their top 4.
 * The suggestion fills as much of the Top 8 as the redraft accepts: 2 a pod for 2–4 pods, 1 a pod for 5–8;
 * one pod cannot make a redraft pod (at most 2 players), so there is no suggestion, for the same reason the redraft refuses.
 */
export function suggestedPerPod(pods: number): Result<PerPod> {
  if (!Number.isInteger(pods) || pods < 1)
    return fail('PODS_INVALID', `A top cut needs at least one pod, not ${String(pods)}.`, 'Appendix A 8', 'pods');
  const two = cutSize(pods, 2, 'pods');
  if (two.ok) return ok(2);
  const one = cutSize(pods, 1, 'pods');
  if (one.ok) return ok(1);
  return pods * 2 < MIN_POD_SIZE ? two : one;
}

function checkPod(pod: readonly PodStanding[], index: number, perPod: number): Result<true> {
  const field = `standings[${index}]`;
  const ranks = pod.map((s) => s.rank).sort((a, b) => a - b);
  if (ranks.some((rank, i) => rank !== i + 1)) {
    return fail(
      'STANDINGS_INVALID',
      `Pod ${index + 1}'s ranks must run 1…${pod.length}, one a player.`,
      'Appendix A 8',
      field,
    );
  }
  if (pod.length < perPod) {
    return fail('STANDINGS_INVALID', `Pod ${index + 1} has fewer than ${perPod} players.`, 'Appendix A 8', field);
  }
  return ok(true);
}

/**
 * Who moves on, given each pod's standings and the organizer's choice of 1 or 2 a pod. The cut is listed
 * by rank, then pod: every pod's first, in pod order, then every pod's second.
 */
export function advanceToTopCut(standings: readonly (readonly PodStanding[])[], perPod: number): Result<PlayerId[]> {
  if (perPod !== 1 && perPod !== 2) {
    return fail(
      'TOP_CUT_PER_POD',
      `The top 1 or 2 of each pod move on, not ${String(perPod)}.`,
      'Appendix A 8',
      'perPod',
    );
  }
  for (const [i, pod] of standings.entries()) {
    const checked = checkPod(pod, i, perPod);
    if (!checked.ok) return checked;
  }
  const ids = standings.flat().map((s) => s.playerId);
  if (new Set(ids).size !== ids.length)
    return fail('DUPLICATE_PLAYER', 'A player can stand in only one pod.', 'Appendix A 1', 'standings');
  const size = cutSize(standings.length, perPod, 'perPod');
  if (!size.ok) return size;
  const byRank = Array.from({ length: perPod }, (_, r) =>
    standings.map((pod) => pod.find((s) => s.rank === r + 1)!.playerId),
  );
  return ok(byRank.flat());
}
