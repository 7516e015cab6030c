// 244: if one player of a team drops or is disqualified, the entire team is dropped from the event.
import type { PlayerSeat } from './types.ts';

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

/** A member's standing from their registration: disqualified, dropped or still in. */
export function memberStatus(member: { disqualified: boolean; droppedAfterRound: number | null }): MemberStatus {
  if (member.disqualified) return 'disqualified';
  return member.droppedAfterRound !== null ? 'dropped' : 'active';
}

/** The last round the team plays: null while both members are in, else the earlier of their drops (a disqualification is a drop for the team). */
export function teamDroppedAfter(
  members: Readonly<Record<PlayerSeat, { disqualified: boolean; droppedAfterRound: number | null }>>,
): number | null {
  if (teamStatus({ A: memberStatus(members.A), B: memberStatus(members.B) }).status === 'active') return null;
  return Math.min(...[members.A.droppedAfterRound, members.B.droppedAfterRound].filter((n): n is number => n !== null));
}
