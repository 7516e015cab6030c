// The DCI's Swiss procedure (1999: the bottom player gets the bye): at most one bye, to a player without one, from the lowest score group, unless that forces a rematch or a pair kept apart.
import type { PairingPlayer } from '../types.ts';
import { nameOf, type PairingProblem, type PairingsToCheck } from './facts.ts';
import { fewestForced, haveMet, pairSet, type PairingGroup } from './groups.ts';

/** Players the bye should have gone to before `bye`: anyone without a bye when `bye` had one, else lower scores. */
function aheadForBye(group: PairingGroup, bye: PairingPlayer): PairingPlayer[] {
  const withoutBye = group.players.filter((p) => !p.hadBye);
  const ahead = bye.hadBye ? withoutBye : withoutBye.filter((p) => p.points < bye.points);
  return ahead.sort((a, b) => a.points - b.points);
}

interface SitOut {
  /** The fewest rematches the rest of the group must play. */
  rematches: number;
  /** Whether the rest can also be paired with that many rematches and no pair kept apart. */
  apartKept: boolean;
}

/** What the rest of the group cannot avoid when `bye` sits out (the pairing weighs rematches, then pairs kept apart, then the bye). */
function sitOut(facts: PairingsToCheck, group: PairingGroup, bye: PairingPlayer): SitOut {
  const rest = group.players.filter((p) => p !== bye);
  const apart = pairSet(facts.avoid ?? []);
  const rematches = fewestForced(rest, (a, b) => !haveMet(a, b));
  if (!rest.some((a) => rest.some((b) => apart.has(a.id, b.id)))) return { rematches, apartKept: true };
  const apartKept =
    fewestForced(rest, (a, b) => !apart.has(a.id, b.id)) === 0 &&
    fewestForced(rest, (a, b) => !haveMet(a, b) && !apart.has(a.id, b.id)) === rematches;
  return { rematches, apartKept };
}

/** Whether sitting `other` out is surely as good as the bye given: fewer rematches, or as few with every pair kept apart. */
const asGood = (other: SitOut, given: SitOut) =>
  other.rematches < given.rematches || (other.rematches === given.rematches && other.apartKept);

function wrongBye(facts: PairingsToCheck, group: PairingGroup, byeId: string): PairingProblem[] {
  const bye = group.players.find((p) => p.id === byeId);
  if (!bye) return [];
  const ahead = aheadForBye(group, bye);
  if (ahead.length === 0) return [];
  const given = sitOut(facts, group, bye);
  const better = ahead.find((p) => asGood(sitOut(facts, group, p), given));
  if (!better) return [];
  const why = bye.hadBye
    ? `${nameOf(facts, byeId)} already had one`
    : `${nameOf(facts, better.id)} has fewer match points`;
  return [
    {
      kind: 'WRONG_BYE',
      section: '210',
      players: [byeId, better.id],
      message: `The bye goes to ${nameOf(facts, better.id)}, not ${nameOf(facts, byeId)}: ${why}.`,
    },
  ];
}

/** Too many byes for the group, or the bye given to the wrong player. */
export function byeProblems(facts: PairingsToCheck, group: PairingGroup): PairingProblem[] {
  const allowed = group.players.length % 2;
  if (group.byes.length > allowed) {
    const names = group.byes.map((id) => nameOf(facts, id)).join(', ');
    return [
      {
        kind: 'TOO_MANY_BYES',
        section: '210',
        players: [...group.byes],
        message: `${group.byes.length} byes (${names}) where ${allowed === 1 ? 'one is' : 'none is'} needed.`,
      },
    ];
  }
  return group.byes.flatMap((id) => wrongBye(facts, group, id));
}
