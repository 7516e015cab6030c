// Appendix A 1: players within a pod play only against other players within that pod.
import type { PlayerId } from '../match/types.ts';
import { fail, ok, type Result } from '../shared/error.ts';

/** A pairing's two players (player B null for a bye). */
export type PairedPlayers = readonly [PlayerId, PlayerId | null];

/** The pairs when each is within one pod (players seated in no pod count as one group), else DIFFERENT_PODS naming both pods. */
export function podsStayPods(
  pods: readonly (readonly PlayerId[])[],
  pairs: readonly PairedPlayers[],
  names: ReadonlyMap<PlayerId, string> = new Map(),
): Result<PairedPlayers[]> {
  const podOf = new Map(pods.flatMap((seats, i) => seats.map((id) => [id, i + 1] as const)));
  const name = (pod: number | undefined) => (pod === undefined ? 'no pod' : `pod ${pod}`);
  for (const [a, b] of pairs) {
    if (b === null || podOf.get(a) === podOf.get(b)) continue;
    const message = `${names.get(a) ?? a} sits in ${name(podOf.get(a))} and ${names.get(b) ?? b} in ${name(podOf.get(b))}: players of a pod play only within their pod.`;
    return fail('DIFFERENT_PODS', message, 'Appendix A 1', 'players');
  }
  return ok([...pairs]);
}
