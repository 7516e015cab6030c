// Registration at the door: finding a registered player by name or DCI number, forgiving a typo or two
import { normalizeName } from '../catalog/normalize.ts';

export interface Findable {
  name: string;
  dciNumber: string;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** Typos forgiven in a typed word: none in 1–2 letters, one in 3–5, two from 6. */
const allowance = (word: string) => (word.length < 3 ? 0 : word.length < 6 ? 1 : 2);

/** How far a typed word is from the start of a name part (0: it is a prefix), or null when too far. */
function wordCost(typed: string, part: string): number | null {
  if (part.startsWith(typed)) return 0;
  const best = Math.min(
    ...[typed.length - 1, typed.length, typed.length + 1].map((n) => distance(typed, part.slice(0, n))),
  );
  return best <= allowance(typed) ? best : null;
}

/** The sum of each typed word's cost against its closest name part, or null when a word matches none. */
function nameCost(words: readonly string[], name: string): number | null {
  const parts = normalizeName(name).split(' ');
  let total = 0;
  for (const typed of words) {
    const costs = parts.map((part) => wordCost(typed, part)).filter((c) => c !== null);
    if (costs.length === 0) return null;
    total += Math.min(...costs);
  }
  return total;
}

/**
 * The players the query finds: digits search DCI numbers, words the names (any order, prefixes). When no name
 * matches exactly, the near ones (typos) are found instead, closest first. An empty query finds everyone.
 */
export function findPlayers<P extends Findable>(players: readonly P[], query: string): P[] {
  const digits = query.replace(/\s+/g, '');
  if (/^\d+$/.test(digits)) return players.filter((p) => p.dciNumber.includes(digits));
  const words = normalizeName(query)
    .split(' ')
    .filter((w) => w !== '');
  if (words.length === 0) return [...players];
  const found = players
    .map((player) => ({ player, cost: nameCost(words, player.name) }))
    .filter((s): s is { player: P; cost: number } => s.cost !== null);
  const exact = found.filter((s) => s.cost === 0);
  return (exact.length > 0 ? exact : found.sort((a, b) => a.cost - b.cost)).map((s) => s.player);
}
