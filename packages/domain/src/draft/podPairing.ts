// Appendix A 1 and 8: players of a pod play only within their pod, so each pod is paired as its own Swiss event.
import { pairRound } from '../pairing/swiss.ts';
import type { Bye, Pairing, PairingInput } from '../pairing/types.ts';
import type { Random } from '../shared/random.ts';
import type { PlayerId } from '../match/types.ts';

export interface PodPairing {
  /** Every pod's tables, pod 1 first; table numbers run on from one pod to the next. */
  pairings: Pairing[];
  /** One bye for each pod with an odd number of Active players (a seven-player pod, Appendix A 8). */
  byes: Bye[];
}

/**
 * Pairs round `input.round` pod by pod with one random stream, in pod order. Active players seated in no pod
 * (a late entry) are paired among themselves after the pods.
 */
export function pairInPods(input: PairingInput, pods: readonly (readonly PlayerId[])[], random: Random): PodPairing {
  const seated = new Set(pods.flat());
  const groups = [
    ...pods.map((seats) => new Set(seats)),
    new Set(input.players.map((p) => p.id).filter((id) => !seated.has(id))),
  ];
  const pairings: Pairing[] = [];
  const byes: Bye[] = [];
  for (const group of groups) {
    const players = input.players.filter((p) => group.has(p.id));
    if (players.length === 0) continue;
    const avoid = (input.avoid ?? []).filter(([a, b]) => group.has(a) && group.has(b));
    const result = pairRound({ round: input.round, players, avoid }, random);
    const offset = pairings.length;
    pairings.push(...result.pairings.map((p) => ({ ...p, table: p.table + offset })));
    if (result.bye) byes.push(result.bye);
  }
  return { pairings, byes };
}
