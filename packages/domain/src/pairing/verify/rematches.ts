// 210: no rematch when a pairing without one existed; pairs kept apart when a pairing could keep them apart.
import { nameOf, type PairingProblem, type PairingsToCheck } from './facts.ts';
import { fewestForced, haveMet, pairSet, type PairingGroup } from './groups.ts';

/** More rematches than the fewest any pairing of the group needs. */
export function rematchProblems(facts: PairingsToCheck, group: PairingGroup): PairingProblem[] {
  const byId = new Map(group.players.map((p) => [p.id, p]));
  const rematches = group.tables.filter(([a, b]) => haveMet(byId.get(a)!, byId.get(b)!));
  if (rematches.length === 0) return [];
  const fewest = fewestForced(group.players, (a, b) => !haveMet(a, b));
  if (rematches.length <= fewest) return [];
  const tables = rematches.map(([a, b]) => `${nameOf(facts, a)} and ${nameOf(facts, b)}`).join('; ');
  const could = fewest === 0 ? 'a pairing without any rematch exists' : `a pairing with ${fewest} exists`;
  return [
    {
      kind: 'AVOIDABLE_REMATCH',
      section: '210',
      players: rematches.flat(),
      message: `${rematches.length} ${rematches.length === 1 ? 'rematch' : 'rematches'} (${tables}), but ${could}.`,
    },
  ];
}

/** Pairs kept apart seated together while a pairing without rematches or any such pair existed. */
export function keepApartProblems(facts: PairingsToCheck, group: PairingGroup): PairingProblem[] {
  const apart = pairSet(facts.avoid ?? []);
  const together = group.tables.filter(([a, b]) => apart.has(a, b));
  if (together.length === 0 || fewestForced(group.players, (a, b) => !haveMet(a, b) && !apart.has(a.id, b.id)) > 0)
    return [];
  return together.map(([a, b]) => ({
    kind: 'KEEP_APART' as const,
    section: '210',
    players: [a, b],
    message: `${nameOf(facts, a)} and ${nameOf(facts, b)} were to be kept apart, and a pairing could keep them apart.`,
  }));
}
