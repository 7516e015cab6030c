// Pod play: the last tiebreak is a draw recorded with the event (its round 1 seed), stable as players join or drop.

/** A player's lot in the draw: FNV-1a of the seed and the player's DCI number, so no other player changes it. */
export function recordedDraw(seed: number, dciNumber: string): number {
  let hash = 0x811c9dc5;
  for (const ch of `${seed}:${dciNumber}`) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
