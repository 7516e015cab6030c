import { describe, expect, it } from 'vitest';
import {
  canUndoDrop,
  disqualifyAfterRound,
  dropAfterRound,
  isActiveIn,
  participationWhenPaired,
  type Participation,
} from './participation.ts';

const playing: Participation = { droppedAfterRound: null, disqualified: false, lateEntryRound: 1 };

describe('dropAfterRound', () => {
  it('takes effect after the last round paired', () => {
    expect(dropAfterRound(playing, 3)).toEqual({ ok: true, value: 3 });
    expect(dropAfterRound(playing, 0)).toEqual({ ok: true, value: 0 });
  });

  it('refuses a second drop and a disqualified player', () => {
    expect(dropAfterRound({ ...playing, droppedAfterRound: 2 }, 3)).toMatchObject({
      ok: false,
      error: { code: 'ALREADY_DROPPED' },
    });
    expect(dropAfterRound({ ...playing, droppedAfterRound: 2, disqualified: true }, 3)).toMatchObject({
      ok: false,
      error: { code: 'PLAYER_DISQUALIFIED' },
    });
  });
});

describe('canUndoDrop', () => {
  it('allows an undo until the next round is paired', () => {
    expect(canUndoDrop({ ...playing, droppedAfterRound: 2 }, 2)).toEqual({ ok: true, value: undefined });
    expect(canUndoDrop({ ...playing, droppedAfterRound: 2 }, 3)).toMatchObject({
      ok: false,
      error: { code: 'DROP_FINAL' },
    });
  });

  it('has nothing to undo for a player still in, and never undoes a disqualification', () => {
    expect(canUndoDrop(playing, 1)).toMatchObject({ ok: false, error: { code: 'NOT_DROPPED' } });
    expect(canUndoDrop({ ...playing, droppedAfterRound: 1, disqualified: true }, 1)).toMatchObject({
      ok: false,
      error: { code: 'PLAYER_DISQUALIFIED' },
    });
  });
});

describe('disqualifyAfterRound', () => {
  it('needs a reason and removes the player after the current round', () => {
    expect(disqualifyAfterRound(playing, 2, '  ')).toMatchObject({
      ok: false,
      error: { code: 'REASON_REQUIRED', field: 'reason' },
    });
    expect(disqualifyAfterRound(playing, 2, 'Marked cards')).toEqual({ ok: true, value: 2 });
  });

  it('keeps an earlier drop as the last round played', () => {
    expect(disqualifyAfterRound({ ...playing, droppedAfterRound: 1 }, 3, 'Cheating discovered')).toEqual({
      ok: true,
      value: 1,
    });
  });

  it('refuses a second disqualification', () => {
    expect(disqualifyAfterRound({ ...playing, disqualified: true, droppedAfterRound: 1 }, 3, 'again')).toMatchObject({
      ok: false,
      error: { code: 'PLAYER_DISQUALIFIED' },
    });
  });
});

describe('isActiveIn', () => {
  it('pairs a player from the entry round through the round of the drop', () => {
    const late = { ...playing, lateEntryRound: 2, droppedAfterRound: 3 };
    expect([1, 2, 3, 4].map((r) => isActiveIn(late, r))).toEqual([false, true, true, false]);
    expect([1, 9].map((r) => isActiveIn(playing, r))).toEqual([true, true]);
  });
});

describe('participationWhenPaired', () => {
  const disqualified = { droppedAfterRound: 2, disqualified: true, disqualifiedAfterRound: 2, lateEntryRound: 1 };
  it.each([
    [1, false],
    [2, false],
    [3, true],
  ])(
    'a player disqualified after round 2 was disqualified when round %i was paired: %s',
    (round, stillDisqualified) => {
      expect(participationWhenPaired(disqualified, round).disqualified).toBe(stillDisqualified);
    },
  );

  it('leaves a player in the event alone', () => {
    const player = { ...playing, disqualifiedAfterRound: null };
    expect(participationWhenPaired(player, 3)).toBe(player);
  });
});
