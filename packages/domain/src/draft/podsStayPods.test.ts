import { describe, expect, it } from 'vitest';
import { podsStayPods } from './podsStayPods.ts';

const pods = [
  ['ash', 'misty', 'brock'],
  ['gary', 'tracey', 'erika'],
];
const names = new Map([
  ['ash', 'Ash Ketchum'],
  ['gary', 'Gary Oak'],
]);

describe('podsStayPods (Appendix A 1)', () => {
  it.each([
    [
      'players of one pod',
      [
        ['ash', 'misty'],
        ['gary', 'erika'],
      ] as const,
    ],
    ['a bye', [['brock', null]] as const],
    ['two late entries seated in no pod', [['late1', 'late2']] as const],
  ])('accepts %s', (_, pairs) => {
    expect(podsStayPods(pods, pairs).ok).toBe(true);
  });

  it.each([
    [
      [
        ['misty', 'brock'],
        ['ash', 'gary'],
      ] as const,
      'Ash Ketchum sits in pod 1 and Gary Oak in pod 2',
    ],
    [[['tracey', 'misty']] as const, 'tracey sits in pod 2 and misty in pod 1'],
    [[['late1', 'erika']] as const, 'late1 sits in no pod and erika in pod 2'],
  ])('refuses %j, naming both pods', (pairs, message) => {
    const result = podsStayPods(pods, pairs, names);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'DIFFERENT_PODS', section: 'Appendix A 1', field: 'players' },
    });
    expect(result.ok ? '' : result.error.message).toContain(message);
  });
});
