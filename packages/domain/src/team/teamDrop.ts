// 244: if one player of a team drops or is disqualified, the entire team is dropped from the event.
import type { PlayerId } from '../match/types.ts';
import type { PlayerSeat, TeamAtTable, TeamId } from './types.ts';

export type MemberStatus = 'active' | 'dropped' | 'disqualified';

export type TeamStatus =
  | { status: 'active' }
  | { status: 'dropped'; because: { seat: PlayerSeat; status: Exclude<MemberStatus, 'active'> }[] };

/** The team's standing in the event, from its Player A's and Player B's. */
export function teamStatus(members: Readonly<Record<PlayerSeat, MemberStatus>>): TeamStatus {
  const because = (['A', 'B'] as const).flatMap((seat) => {
    const status = members[seat];
    return status === 'active' ? [] : [{ seat, status }];
  });
  return because.length === 0 ? { status: 'active' } : { status: 'dropped', because };
}

/** The teams still in the event; a player with no recorded status is active. */
export function activeTeams(teams: readonly TeamAtTable[], statusOf: Readonly<Record<PlayerId, MemberStatus>>): TeamId[] {
  return teams
    .filter((team) => teamStatus({ A: statusOf[team.A] ?? 'active', B: statusOf[team.B] ?? 'active' }).status === 'active')
    .map((team) => team.id);
}
