import { describe, expect, it } from 'vitest';
import { teamRegistration } from './teamRegistration.ts';
import { member, pals } from './testTeams.ts';
import type { TeamInfo } from './types.ts';

const info: TeamInfo = {
  name: ' Pals ',
  affiliation: '  ',
  city: ' Pallet',
  stateProvince: 'Kanto ',
  country: 'JP',
  members: [member(' 0012', ' Ash ', 'K', 'A'), member('34', 'Misty', ' W', 'B')],
};

describe('teamRegistration (241, 243)', () => {
  it('tidies a valid submission', () => {
    const result = teamRegistration(info);
    expect(result).toEqual({ ok: true, value: { ...pals.info, affiliation: undefined } });
  });

  it.each<[string, Partial<TeamInfo>, string, string]>([
    ['no state', { stateProvince: ' ' }, 'TEAM_INFO_MISSING', 'stateProvince'],
    ['one member', { members: [info.members[0]!] }, 'TEAM_SIZE', 'members'],
    [
      'two Player As',
      { members: [info.members[0]!, { ...info.members[1]!, seat: 'A' }] },
      'SEATS_INVALID',
      'members[1].seat',
    ],
  ])('refuses %s', (_, change, code, field) => {
    expect(teamRegistration({ ...info, ...change })).toMatchObject({ ok: false, error: { code, field } });
  });
});
