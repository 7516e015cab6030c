import { describe, expect, it } from 'vitest';
import type { Division } from './ageDivision.ts';
import {
  groupsInRound,
  plannedGroupRounds,
  swissRoundsOf,
  validateGroupRounds,
  type RoundGroupFacts,
} from './groupRounds.ts';

const apart: Division[][] = [['juniors'], ['seniors'], ['masters']];
const twoGroups: Division[][] = [['juniors', 'seniors'], ['masters']];

describe('validateGroupRounds (210)', () => {
  it.each<[string, (number | null)[] | null | undefined, Division[][] | null, (number | null)[] | null]>([
    ['left out', undefined, apart, null],
    ['none', null, apart, null],
    ['every group the event’s', [null, null, null], apart, null],
    ['Juniors 4, the others the event’s', [4, null, null], apart, [4, null, null]],
    ['two groups', [5, 7], twoGroups, [5, 7]],
    ['no divisions, nothing asked', [null], null, null],
  ])('accepts %s', (_name, rounds, groups, expected) => {
    expect(validateGroupRounds(rounds, groups)).toEqual({ ok: true, value: expected });
  });

  it.each<[string, (number | null)[], Division[][] | null]>([
    ['rounds without divisions', [4], null],
    ['fewer numbers than groups', [4, 5], apart],
    ['more numbers than groups', [4, 5, 6], twoGroups],
    ['zero rounds', [0, null], twoGroups],
    ['more than 20', [21, null], twoGroups],
    ['a fraction', [3.5, null], twoGroups],
  ])('refuses %s', (_name, rounds, groups) => {
    expect(validateGroupRounds(rounds, groups)).toMatchObject({
      ok: false,
      error: { code: 'GROUP_ROUNDS_INVALID', section: '210', field: 'groupRounds' },
    });
  });
});

describe('plannedGroupRounds', () => {
  it.each<[(number | null)[] | null, number | null, (number | null)[]]>([
    [null, 7, [7, 7, 7]],
    [[4, null, 6], 7, [4, 7, 6]],
    [[4, null, null], null, [4, null, null]],
  ])('%j with the event’s %s: %j', (groupRounds, eventRounds, expected) => {
    expect(plannedGroupRounds(apart, groupRounds, eventRounds)).toEqual(expected);
  });
});

describe('swissRoundsOf', () => {
  it.each<[string, Division | null, Division[][] | null, (number | null)[] | null, number | null, number | null]>([
    ['no divisions', null, null, null, 6, 6],
    ['a division of its own group', 'juniors', apart, [4, 5, null], 7, 4],
    ['a division following the event', 'masters', apart, [4, 5, null], 7, 7],
    ['a division paired with another', 'seniors', twoGroups, [4, 7], 7, 4],
    ['the whole event: its longest group', null, apart, [4, 9, null], 7, 9],
    ['the whole event before its rounds are fixed', null, apart, [4, null, null], null, null],
  ])('%s', (_name, division, groups, groupRounds, eventRounds, expected) => {
    expect(swissRoundsOf(division, groups, groupRounds, eventRounds)).toBe(expected);
  });
});

describe('groupsInRound (which groups a Swiss round pairs)', () => {
  const juniorsFour: RoundGroupFacts = { planned: [4, 5, 7], cutMade: [false, false, false], firstCutRound: null };
  it.each<[string, RoundGroupFacts, number, number[]]>([
    ['round 1: every group', juniorsFour, 1, [0, 1, 2]],
    ['Juniors’ last round', juniorsFour, 4, [0, 1, 2]],
    ['Juniors are done', juniorsFour, 5, [1, 2]],
    ['only Masters left', juniorsFour, 6, [2]],
    ['every group is done', juniorsFour, 8, []],
    ['rounds not fixed yet', { planned: [4, null], cutMade: [false, false], firstCutRound: null }, 9, [1]],
    ['a group whose cut is made', { planned: [4, 7], cutMade: [true, false], firstCutRound: 8 }, 4, [1]],
    ['a round a cut already holds', { planned: [4, 9], cutMade: [true, false], firstCutRound: 8 }, 8, []],
  ])('%s', (_name, facts, round, expected) => {
    expect(groupsInRound(facts, round)).toEqual(expected);
  });
});
