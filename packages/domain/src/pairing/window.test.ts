import { describe, expect, it } from 'vitest';
import { byeGroup } from './byes.ts';
import { haveMet } from './scoreGroups.ts';
import { fieldOf, groupsInput } from './testFields.ts';
import { pairWindow } from './window.ts';

/** A leader who has met every player of the group below. */
const leaderMetAll = (below: number) =>
  fieldOf(
    groupsInput([1, below], (id) => ({
      opponents: id === 'g0p0' ? Array.from({ length: below }, (_, i) => `g1p${i}`) : [],
    })),
  );

describe('pairWindow', () => {
  it('leaves a player for the next group rather than rematch, when a next group follows', () => {
    const field = leaderMetAll(4);
    const leader = field.ids.indexOf('g0p0');
    const result = pairWindow(field, field.members.flat(), false, 2, byeGroup(field));
    expect(result.passed).toEqual([leader]);
    expect(result.pairs).toHaveLength(2);
    expect(result.pairs.some(([a, b]) => haveMet(field, a, b))).toBe(false);
  });

  it('rematches once when it is the last window and nothing else is possible', () => {
    const field = leaderMetAll(3);
    const result = pairWindow(field, field.members.flat(), false, null, byeGroup(field));
    expect(result.passed).toEqual([]);
    expect(result.pairs.filter(([a, b]) => haveMet(field, a, b))).toHaveLength(1);
  });

  it('gives the bye inside the window when asked, to the lowest group', () => {
    const field = fieldOf(groupsInput([1, 2]));
    const result = pairWindow(field, field.members.flat(), true, null, byeGroup(field));
    expect(field.group[result.bye!]).toBe(1);
    expect(result.pairs).toHaveLength(1);
  });
});
