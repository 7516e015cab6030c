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

describe('checkSwap (210)', () => {
  it.each([
    ['two tables', facts, ['b', 'd'], { ok: true, value: { reason: 'siblings', seats: [{ matchId: 'm1', seat: 'B' }, { matchId: 'm2', seat: 'B' }] } }],
    ['into the bye', facts, ['a', 'e'], { ok: true, value: { seats: [{ matchId: 'm1', seat: 'A' }, { matchId: 'm3', seat: 'A' }] } }],
    ['a published round', { ...facts, published: true }, ['b', 'd'], { ok: false, error: { code: 'ROUND_PUBLISHED' } }],
    ['no reason', { ...facts, reason: '  ' }, ['b', 'd'], { ok: false, error: { code: 'REASON_REQUIRED', field: 'reason' } }],
    ['a player not paired', facts, ['b', 'z'], { ok: false, error: { code: 'PLAYER_NOT_IN_ROUND', message: 'Player z is not paired in round 2.' } }],
    ['opponents', facts, ['a', 'b'], { ok: false, error: { code: 'SAME_MATCH' } }],
    ['a second bye', facts, ['e', 'c'], { ok: false, error: { code: 'SECOND_BYE', section: '210', field: 'players' } }],
  ])('%s', (_, swapFacts, players, expected) => {
    expect(checkSwap(swapFacts, players as [string, string])).toMatchObject(expected);
  });
});

describe('avoidPair', () => {
  it('orders the pair', () => expect(avoidPair(['z', 'a'])).toEqual({ ok: true, value: ['a', 'z'] }));
  it('refuses one player twice', () => expect(avoidPair(['a', 'a'])).toMatchObject({ ok: false, error: { code: 'SAME_PLAYER', field: 'playerIds' } }));
});
