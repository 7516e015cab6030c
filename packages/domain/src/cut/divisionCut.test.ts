import { describe, expect, it } from 'vitest';
import type { Division } from '../division/ageDivision.ts';
import { cutDivision, cutOfDivision, finalStandingsDivision } from './divisionCut.ts';

const together = [['juniors', 'seniors', 'masters']] as Division[][];
const apart = [['juniors'], ['seniors'], ['masters']] as Division[][];

describe('cutDivision (217, per age division)', () => {
  it.each<[string, Division[][] | null, Division | undefined, (Division | null)[], object]>([
    ['no divisions, first cut', null, undefined, [], { ok: true, value: null }],
    [
      'no divisions, a division asked',
      null,
      'juniors',
      [],
      { ok: false, error: { code: 'NO_DIVISIONS', field: 'division' } },
    ],
    ['no divisions, cut made', null, undefined, [null], { ok: false, error: { code: 'CUT_EXISTS' } }],
    ['divisions, one cut for everyone', together, undefined, [], { ok: true, value: null }],
    ['paired together, cut apart', together, 'masters', [], { ok: true, value: 'masters' }],
    ['paired apart, second division', apart, 'juniors', ['masters'], { ok: true, value: 'juniors' }],
    [
      'the same division twice',
      apart,
      'masters',
      ['masters'],
      {
        ok: false,
        error: {
          code: 'CUT_EXISTS',
          field: 'division',
          message: 'The Masters top cut is already made; a division has one.',
        },
      },
    ],
    [
      'everyone after a division cut',
      apart,
      undefined,
      ['juniors'],
      { ok: false, error: { code: 'CUT_EXISTS', field: 'division' } },
    ],
    [
      'a division after the cut for everyone',
      together,
      'seniors',
      [null],
      { ok: false, error: { code: 'CUT_EXISTS' } },
    ],
  ])('%s', (_name, groups, asked, made, expected) => {
    expect(cutDivision(groups, asked, made)).toMatchObject(expected);
  });
});

describe('cutOfDivision', () => {
  const juniors = { division: 'juniors', id: 'j' };
  const whole = { division: null, id: 'w' };
  it.each<[string, { division: string | null; id: string }[], Division | null, string | null]>([
    ['its own cut', [juniors], 'juniors', 'j'],
    ['another division has one', [juniors], 'masters', null],
    ['the whole event’s cut covers a division', [whole], 'seniors', 'w'],
    ['no division asked', [whole], null, 'w'],
    ['no division asked, cuts per division', [juniors], null, null],
    ['no cut', [], 'juniors', null],
  ])('%s', (_name, cuts, division, id) => {
    expect(cutOfDivision(cuts, (cut) => cut.division, division)?.id ?? null).toBe(id);
  });
});

describe('finalStandingsDivision (217)', () => {
  it.each<[string, Division | null, (Division | null)[], object]>([
    ['the whole event, one cut', null, [null], { ok: true, value: null }],
    ['a division of the one cut', 'juniors', [null], { ok: true, value: 'juniors' }],
    ['a division with its own cut', 'masters', ['masters', 'juniors'], { ok: true, value: 'masters' }],
    [
      'the whole event, cuts per division',
      null,
      ['masters'],
      { ok: false, error: { code: 'CUT_PER_DIVISION', section: '217', field: 'division' } },
    ],
  ])('%s', (_name, division, made, expected) => {
    expect(finalStandingsDivision(division, made)).toMatchObject(expected);
  });
});
