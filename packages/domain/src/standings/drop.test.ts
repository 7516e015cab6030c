import { describe, expect, it } from 'vitest';
import { hasDropped } from './drop.ts';

describe('hasDropped', () => {
  it('counts a drop from the round after which the player left', () => {
    const player = { id: 'ash', name: 'Ash', droppedAfterRound: 2 };
    expect([1, 2, 3].map((round) => hasDropped(player, round))).toEqual([false, true, true]);
    expect(hasDropped({ id: 'brock', name: 'Brock', droppedAfterRound: null }, 9)).toBe(false);
  });

  it('counts a disqualified player as dropped, in every round when no drop round is given', () => {
    expect(hasDropped({ id: 'ash', name: 'Ash', disqualified: true }, 1)).toBe(true);
    expect(hasDropped({ id: 'ash', name: 'Ash', disqualified: true, droppedAfterRound: 3 }, 2)).toBe(false);
  });
});
