// 210, Appendix A 1: the players who pair among themselves (the whole field, or each pod), and what a group
// could have had, decided by maximum matching over its players.
import type { PairingPlayer } from '../types.ts';
import type { PairingsToCheck } from './facts.ts';
import { matchingSize } from './maximumMatching.ts';

export interface PairingGroup {
  players: PairingPlayer[];
  /** The round's tables with both players in the group. */
  tables: (readonly [string, string])[];
  byes: string[];
}

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The field, or each pod's Active players, with the tables and byes inside it. */
export function pairingGroups(facts: PairingsToCheck): PairingGroup[] {
  const seats = facts.pods ?? [facts.players.map((p) => p.id)];
  const byId = new Map(facts.players.map((p) => [p.id, p]));
  return seats.map((pod) => {
    const players = pod.flatMap((id) => byId.get(id) ?? []);
    const inGroup = new Set(players.map((p) => p.id));
    return {
      players,
      tables: facts.tables.map((t) => t.players).filter(([a, b]) => inGroup.has(a) && inGroup.has(b)),
      byes: facts.byes.filter((id) => inGroup.has(id)),
    };
  });
}

/** Whether two players met in an earlier round. */
export const haveMet = (a: PairingPlayer, b: PairingPlayer): boolean =>
  a.opponents.includes(b.id) || b.opponents.includes(a.id);

/** A set of player pairs, order ignored. */
export function pairSet(pairs: readonly (readonly [string, string])[]): { has: (a: string, b: string) => boolean } {
  const keys = new Set(pairs.map(([a, b]) => key(a, b)));
  return { has: (a, b) => keys.has(key(a, b)) };
}

/**
 * The fewest pairs of `players` that must break a preference: a pairing seats ⌊n/2⌋ pairs, and a maximum
 * matching over the allowed pairs says how many of them can keep it.
 */
export function fewestForced(
  players: readonly PairingPlayer[],
  allowed: (a: PairingPlayer, b: PairingPlayer) => boolean,
): number {
  return Math.floor(players.length / 2) - matchingSize(players.length, (u, v) => allowed(players[u]!, players[v]!));
}
