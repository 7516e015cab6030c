// Test fixture: a team as teamRegistration tidies it and the event registers it.
import type { RegisteredTeam, TeamMember } from './types.ts';

/** A team member as registered: DCI number, first and last name, seat. */
export const member = (dciNumber: string, firstName: string, lastName: string, seat: 'A' | 'B'): TeamMember => ({
  dciNumber,
  firstName,
  lastName,
  seat,
});

/** Ash K (Player A, DCI 12) and Misty W (Player B, DCI 34) of Pallet, Kanto, Japan. */
export const pals: RegisteredTeam = {
  key: '12/34',
  info: {
    name: 'Pals',
    city: 'Pallet',
    stateProvince: 'Kanto',
    country: 'JP',
    members: [member('12', 'Ash', 'K', 'A'), member('34', 'Misty', 'W', 'B')],
  },
};
