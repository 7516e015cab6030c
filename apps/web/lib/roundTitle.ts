import type { BracketView } from './apiTypes';

/** A round as its pages title it: a top cut round by the bracket's name for it (217: Top 8, Semifinals, Final), else "Round n". */
export function roundTitle(number: number, bracket: BracketView | null): string {
  return bracket?.cut?.rounds.find((r) => r.number === number)?.name ?? `Round ${number}`;
}
