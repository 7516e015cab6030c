import { describe, expect, it } from 'vitest';
import { isValidDciNumber, normalizeDciNumber, validateTeamInfo } from './teamInfo.ts';
import type { TeamInfo, TeamMember } from './types.ts';

const ash: TeamMember = { dciNumber: '1234567', firstName: 'Ash', lastName: 'Ketchum', seat: 'A' };
const misty: TeamMember = { dciNumber: '7654321', firstName: 'Misty', lastName: 'Waterflower', seat: 'B' };
const team: TeamInfo = {
  name: 'Pallet Town Trainers',
  affiliation: 'Viridian Games',
  city: 'Seattle',
  stateProvince: 'WA',
  country: 'USA',
  members: [ash, misty],
};

const codesAndFields = (info: TeamInfo) => validateTeamInfo(info).map((e) => [e.code, e.field, e.section]);

describe('isValidDciNumber', () => {
  it('accepts 1 to 10 digits, ignoring surrounding spaces', () => {
    expect(['1', '0012345678', ' 42 ', '9999999999'].map(isValidDciNumber)).toEqual([true, true, true, true]);
  });
  it('rejects letters, signs, inner spaces, empties and 11 digits', () => {
    expect(['', '12a4', '-123', '12 34', '12345678901', '1.5'].map(isValidDciNumber)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('normalizeDciNumber', () => {
  it('drops zero padding and spaces but keeps a lone zero', () => {
    expect(normalizeDciNumber(' 0000012345 ')).toBe('12345');
    expect(normalizeDciNumber('000')).toBe('0');
  });
});

describe('validateTeamInfo (241, 243, 244)', () => {
  it('accepts a complete two-member team, with or without an affiliation', () => {
    expect(validateTeamInfo(team)).toEqual([]);
    expect(validateTeamInfo({ ...team, affiliation: undefined })).toEqual([]);
  });

  it('names each missing team field', () => {
    expect(codesAndFields({ ...team, name: '  ', country: '' })).toEqual([
      ['TEAM_INFO_MISSING', 'name', '244'],
      ['TEAM_INFO_MISSING', 'country', '244'],
    ]);
  });

  it('names missing and invalid member fields by index', () => {
    const members = [ash, { ...misty, lastName: '', dciNumber: '76-54' }];
    expect(codesAndFields({ ...team, members })).toEqual([
      ['TEAM_INFO_MISSING', 'members[1].lastName', '244'],
      ['INVALID_DCI_NUMBER', 'members[1].dciNumber', '241'],
    ]);
  });

  it.each([
    ['a missing state', { ...team, stateProvince: ' ' }, "The team's state or province is required (241)."],
    [
      'Player A without a last name',
      { ...team, members: [{ ...ash, lastName: '' }, misty] },
      "Player A's last name is required (241).",
    ],
    [
      'Player B without a first name',
      { ...team, members: [ash, { ...misty, firstName: '' }] },
      "Player B's first name is required (241).",
    ],
    [
      'a DCI number with letters',
      { ...team, members: [ash, { ...misty, dciNumber: 'x12' }] },
      'Player B\'s DCI number "x12" is not a DCI number (1 to 10 digits).',
    ],
  ])('says in words which player and which field: %s', (_, info, message) => {
    expect(validateTeamInfo(info).map((e) => e.message)).toEqual([message]);
  });

  it('reports a missing DCI number as missing, not as invalid', () => {
    expect(codesAndFields({ ...team, members: [{ ...ash, dciNumber: '' }, misty] })).toEqual([
      ['TEAM_INFO_MISSING', 'members[0].dciNumber', '244'],
    ]);
  });

  it('requires exactly two members', () => {
    expect(codesAndFields({ ...team, members: [ash] })).toEqual([['TEAM_SIZE', 'members', '243']]);
    const brock = { ...misty, dciNumber: '555' };
    expect(codesAndFields({ ...team, members: [ash, misty, brock] })).toEqual([['TEAM_SIZE', 'members', '243']]);
  });

  it('rejects the same DCI member twice, even when one is zero-padded', () => {
    expect(codesAndFields({ ...team, members: [ash, { ...misty, dciNumber: '0001234567' }] })).toEqual([
      ['SAME_PLAYER_TWICE', 'members[1].dciNumber', '243'],
    ]);
  });

  it('requires one Player A and one Player B', () => {
    expect(codesAndFields({ ...team, members: [ash, { ...misty, seat: 'A' }] })).toEqual([
      ['SEATS_INVALID', 'members[1].seat', '244'],
    ]);
    const unseated = { ...misty, seat: 'C' } as unknown as TeamMember;
    expect(codesAndFields({ ...team, members: [ash, unseated] })).toEqual([
      ['SEATS_INVALID', 'members[1].seat', '244'],
    ]);
  });
});
