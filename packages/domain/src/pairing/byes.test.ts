import { describe, expect, it } from 'vitest';
import { byeCandidatesLast, byeGroup, groupsAboveByeGroup, isRepeatBye } from './byes.ts';
import { fieldOf, groupsInput } from './testFields.ts';

describe('the bye group', () => {
  it('is the lowest group with a player who has had no bye', () => {
    const byes = new Set(['g2p0', 'g2p1', 'g1p0']);
    const field = fieldOf(groupsInput([2, 2, 2], (id) => ({ hadBye: byes.has(id) })));
    expect(byeGroup(field)).toBe(1);
    const index = (id: string) => field.ids.indexOf(id);
    expect(isRepeatBye(field, index('g2p0'))).toBe(true);
    expect(isRepeatBye(field, index('g1p1'))).toBe(false);
    expect(groupsAboveByeGroup(field, index('g0p0'), 1)).toBe(1);
    expect(groupsAboveByeGroup(field, index('g2p1'), 1)).toBe(0);
    expect(byeCandidatesLast(field, [index('g1p1'), index('g1p0')])).toEqual([index('g1p0'), index('g1p1')]);
  });

  it('is the lowest group, and no bye a repeat, once everyone has had one', () => {
    const field = fieldOf(groupsInput([1, 2], () => ({ hadBye: true })));
    expect(byeGroup(field)).toBe(1);
    expect(isRepeatBye(field, 0)).toBe(false);
  });
});
