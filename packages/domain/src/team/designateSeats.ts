// 244: Player A and Player B designated again by DCI number, each member once; only until round 1 is paired.
import { validateDciNumber } from '../event/registration.ts';
import { fail, type Result } from '../shared/error.ts';
import { designatePlayerA } from './eventEligibility.ts';
import type { PlayerSeat, RegisteredTeam } from './types.ts';

const normalized = (raw: string) => {
  const valid = validateDciNumber(raw);
  return valid.ok ? valid.value : raw;
};

/** The team with the member named for A as Player A; refused unless the seats name each member once. */
export function designateSeats(
  team: RegisteredTeam,
  seats: Readonly<Record<PlayerSeat, string>>,
  roundOnePaired: boolean,
): Result<RegisteredTeam> {
  const members = team.info.members.map((m) => m.dciNumber);
  const a = normalized(seats.A);
  const b = normalized(seats.B);
  const unknown = (['A', 'B'] as const).find((seat) => !members.includes(seat === 'A' ? a : b));
  if (unknown || a === b) {
    return fail(
      'SEATS_INVALID',
      `Seats name each of the team's two members once (${members.join(', ')}).`,
      '244',
      `seats.${unknown ?? 'B'}`,
    );
  }
  return designatePlayerA(team, a, roundOnePaired);
}
