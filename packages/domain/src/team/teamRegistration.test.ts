import { describe, expect, it } from 'vitest';
import { teamRegistration } from './teamRegistration.ts';
import type { TeamInfo } from './types.ts';

const info: TeamInfo = {
  name: ' Pals ',
  affiliation: '  ',
  city: ' Pallet',
  stateProvince: 'Kanto ',
  country: 'JP',
  members: [
    { dciNumber: ' 0012', firstName: ' Ash ', lastName: 'K', seat: 'A' },
    { dciNumber: '34', firstName: 'Misty', lastName: ' W', seat: 'B' },
  ],
};

describe('teamRegistration (241, 243)', () => {
  it('tidies a valid submission', () => {
    const result = teamRegistration(info);
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Pals',
        affiliation: undefined,
        city: 'Pallet',
        stateProvince: 'Kanto',
        country: 'JP',
        members: [
          { dciNumber: '12', firstName: 'Ash', lastName: 'K', seat: 'A' },
          { dciNumber: '34', firstName: 'Misty', lastName: 'W', seat: 'B' },
        ],
      },
    });
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
