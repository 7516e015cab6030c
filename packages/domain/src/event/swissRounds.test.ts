import { describe, expect, it } from 'vitest';
import { swissRoundsFor } from './swissRounds.ts';

describe('swissRoundsFor (210, Appendix A 8)', () => {
  it.each([
    [9, false, { rounds: 4, reason: '9–16 players: 4 Swiss rounds recommended' }],
    [40, true, { rounds: 3, reason: 'Appendix A 8: each pod plays three rounds of Swiss.' }],
  ])('%i players, in pods %s', (attendance, pods, expected) => {
    expect(swissRoundsFor(attendance, pods)).toEqual(expected);
  });
});
