// 210: every Active player is paired exactly once, nobody who dropped or was disqualified is paired.
import { podsStayPods } from '../../draft/podsStayPods.ts';
import { nameOf, type PairingProblem, type PairingsToCheck } from './facts.ts';

function seatCounts(facts: PairingsToCheck): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of [...facts.tables.flatMap((t) => t.players), ...facts.byes])
    counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** Players missing, seated twice, inactive or unknown. */
export function seatingProblems(facts: PairingsToCheck): PairingProblem[] {
  const counts = seatCounts(facts);
  const active = new Set(facts.players.map((p) => p.id));
  const problems: PairingProblem[] = [];
  const add = (kind: PairingProblem['kind'], id: string, message: string) =>
    problems.push({ kind, message, section: '210', players: [id] });
  for (const p of facts.players)
    if (!counts.has(p.id)) add('PLAYER_UNPAIRED', p.id, `${nameOf(facts, p.id)} is Active but not paired.`);
  for (const [id, count] of counts) {
    const name = nameOf(facts, id);
    if (count > 1) add('PLAYER_TWICE', id, `${name} is paired ${count} times.`);
    if (facts.inactive.has(id))
      add('INACTIVE_PAIRED', id, `${name} dropped, was disqualified or has not entered yet, but is paired.`);
    else if (!active.has(id)) add('UNKNOWN_PLAYER', id, `${name} is not registered in this event.`);
  }
  return problems;
}

/** Tables seating players of two different pods (Appendix A 1). */
export function podProblems(facts: PairingsToCheck): PairingProblem[] {
  if (!facts.pods) return [];
  return facts.tables.flatMap(({ players: [a, b] }) => {
    const inPods = podsStayPods(facts.pods!, [[a, b]], facts.names);
    return inPods.ok
      ? []
      : [{ kind: 'DIFFERENT_PODS' as const, message: inPods.error.message, section: 'Appendix A 1', players: [a, b] }];
  });
}
