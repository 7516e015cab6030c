// 210: the independent check a round's pairings pass before they go up; it reads the round as paired, not the pairing's reasons.
import { byeProblems } from './bye.ts';
import type { PairingProblem, PairingsToCheck } from './facts.ts';
import { pairingGroups } from './groups.ts';
import { keepApartProblems, rematchProblems } from './rematches.ts';
import { podProblems, seatingProblems } from './seating.ts';

/** Every reason the round may not go up as paired; empty when it passes. */
export function verifyPairings(facts: PairingsToCheck): PairingProblem[] {
  const groups = pairingGroups(facts);
  return [
    ...seatingProblems(facts),
    ...podProblems(facts),
    ...groups.flatMap((g) => [...byeProblems(facts, g), ...rematchProblems(facts, g), ...keepApartProblems(facts, g)]),
  ];
}
