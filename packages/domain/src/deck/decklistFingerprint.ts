// DCI Universal Tournament Rules (decklists): a registered list is fixed once play starts; its fingerprint lets a player and a judge see that it did not change.
import { cardLines } from './cardLines.ts';

/** Each card's total count, case aside: the same cards in any order or split over lines give the same map. */
function cardCounts(list: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { count, card } of cardLines(list))
    counts.set(card.toLowerCase(), (counts.get(card.toLowerCase()) ?? 0) + count);
  return counts;
}

/** FNV-1a over the UTF-16 code units, 32 bits. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * A short code for a list's cards and counts, the same whatever their order, spacing or case: `XXXX-XXXX` (hex).
 * Shown when lists lock and printed on the slip, so a changed list is seen at a glance.
 */
export function decklistFingerprint(list: string): string {
  const normal = [...cardCounts(list)]
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([card, count]) => `${count} ${card}`)
    .join('\n');
  const hex = fnv1a(normal, 0x811c9dc5).toString(16).padStart(8, '0').toUpperCase();
  return `${hex.slice(0, 4)}-${hex.slice(4)}`;
}
