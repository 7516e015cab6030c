import { describe, expect, it } from 'vitest';
import { avoidPair, checkSwap, type SwapFacts } from './swap.ts';

const facts: SwapFacts = {
  round: 2,
  published: false,
  reason: ' siblings ',
  matches: [
    { id: 'm1', playerA: 'a', playerB: 'b' },
    { id: 'm2', playerA: 'c', playerB: 'd' },
    { id: 'm3', playerA: 'e', playerB: null },
  ],
  earlierByes: new Set(['c']),
};
/** a, b, e sit in pod 1; c, d in pod 2 (Appendix A 1). */
const inPods: SwapFacts = {
  ...facts,
  earlierByes: new Set(),
  pods: {
    seats: [
      ['a', 'b', 'e'],
      ['c', 'd'],
    ],
    names: new Map([
      ['a', 'Ash'],
      ['c', 'Cilan'],
    ]),
  },
};

describe('checkSwap (210)', () => {
  it.each([
    [
      'two tables',
      facts,
      ['b', 'd'],
      {
        ok: true,
        value: {
          reason: 'siblings',
          seats: [
            { matchId: 'm1', seat: 'B' },
            { matchId: 'm2', seat: 'B' },
          ],
        },
      },
    ],
    [
      'into the bye',
      facts,
      ['a', 'e'],
      {
        ok: true,
        value: {
          seats: [
            { matchId: 'm1', seat: 'A' },
            { matchId: 'm3', seat: 'A' },
          ],
        },
      },
    ],
    ['a published round', { ...facts, published: true }, ['b', 'd'], { ok: false, error: { code: 'ROUND_PUBLISHED' } }],
    [
      'no reason',
      { ...facts, reason: '  ' },
      ['b', 'd'],
      { ok: false, error: { code: 'REASON_REQUIRED', field: 'reason' } },
    ],
    [
      'a player not paired',
      facts,
      ['b', 'z'],
      { ok: false, error: { code: 'PLAYER_NOT_IN_ROUND', message: 'Player z is not paired in round 2.' } },
    ],
    ['opponents', facts, ['a', 'b'], { ok: false, error: { code: 'SAME_MATCH' } }],
    ['a second bye', facts, ['e', 'c'], { ok: false, error: { code: 'SECOND_BYE', section: '210', field: 'players' } }],
    ['within a pod', inPods, ['b', 'e'], { ok: true }],
    [
      'across pods',
      inPods,
      ['b', 'd'],
      {
        ok: false,
        error: {
          code: 'DIFFERENT_PODS',
          section: 'Appendix A 1',
          message: 'Ash sits in pod 1 and d in pod 2: players of a pod play only within their pod.',
        },
      },
    ],
    ['across pods into the bye', inPods, ['c', 'e'], { ok: false, error: { code: 'DIFFERENT_PODS' } }],
  ])('%s', (_, swapFacts, players, expected) => {
    expect(checkSwap(swapFacts, players as [string, string])).toMatchObject(expected);
  });
});

describe('avoidPair', () => {
  it('orders the pair', () => expect(avoidPair(['z', 'a'])).toEqual({ ok: true, value: ['a', 'z'] }));
  it('refuses one player twice', () =>
    expect(avoidPair(['a', 'a'])).toMatchObject({ ok: false, error: { code: 'SAME_PLAYER', field: 'playerIds' } }));
});
