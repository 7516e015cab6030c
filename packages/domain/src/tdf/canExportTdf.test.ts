import { describe, expect, it } from 'vitest';
import type { Division } from '../division/ageDivision.ts';
import type { DivisionGroups } from '../division/divisionGroups.ts';
import { canExportTdf } from './canExportTdf.ts';

const together: DivisionGroups = [['juniors', 'seniors', 'masters']];
const apart: DivisionGroups = [['juniors'], ['seniors'], ['masters']];
const juniorsSeniors: DivisionGroups = [['juniors', 'seniors'], ['masters']];

describe('canExportTdf', () => {
  it.each<[string, string, DivisionGroups | null, (Division | null)[], boolean]>([
    ['Swiss without divisions', 'swiss', null, [], true],
    ['Swiss with the whole event’s cut', 'swiss', null, [null], true],
    ['pod play', 'pods', null, [], false],
    ['all ages together, one cut', 'swiss', together, [null], true],
    [
      'all ages together, the Masters cut (TOM: a Masters cut in a category 10 pod)',
      'swiss',
      together,
      ['masters'],
      true,
    ],
    ['all ages together, two division cuts in the one pod', 'swiss', together, ['seniors', 'masters'], false],
    ['divisions apart, a cut per division', 'swiss', apart, ['juniors', 'seniors', 'masters'], true],
    ['divisions apart, no cut yet', 'swiss', apart, [], true],
    ['divisions apart, one cut across them', 'swiss', apart, [null], false],
    ['Juniors+Seniors beside Masters, a Masters cut', 'swiss', juniorsSeniors, ['masters'], true],
    [
      'Juniors+Seniors beside Masters, a Seniors cut inside their pod (TOM League Cups)',
      'swiss',
      juniorsSeniors,
      ['seniors', 'masters'],
      true,
    ],
    [
      'Juniors+Seniors beside Masters, a Juniors and a Seniors cut in one pod',
      'swiss',
      juniorsSeniors,
      ['juniors', 'seniors'],
      false,
    ],
  ])('%s', (_name, type, groups, cuts, carried) => {
    expect(canExportTdf({ type, groups, cuts }).ok).toBe(carried);
  });

  it('names what does not fit and what to export instead', () => {
    expect(canExportTdf({ type: 'pods', groups: null, cuts: [] })).toMatchObject({
      ok: false,
      error: { code: 'TDF_CANNOT_CARRY', message: expect.stringContaining('CSV or JSON') },
    });
    expect(canExportTdf({ type: 'swiss', groups: juniorsSeniors, cuts: ['juniors', 'seniors'] })).toMatchObject({
      ok: false,
      error: {
        code: 'TDF_CANNOT_CARRY',
        message: expect.stringContaining('Juniors and Seniors each have a top cut in one pod'),
      },
    });
  });
});
