import { describe, expect, it } from 'vitest';
import { matchEndsAt, prizeWinPoints, validateTimeExtension, winnerOnPrizes } from './timeCalled.ts';

const players = ['ash', 'misty'] as const;

describe('winnerOnPrizes', () => {
  it.each([
    [{ ash: 2, misty: 5 }, 'constructed', 'ash'],
    [{ ash: 6, misty: 1 }, 'constructed', 'misty'],
    [{ ash: 0, misty: 1 }, 'constructed', 'ash'],
    [{ ash: 3, misty: 3 }, 'constructed', null],
    [{ ash: 4, misty: 3 }, 'limited', 'misty'],
    [{ ash: 4, misty: 4 }, 'limited', null],
  ] as const)('%o in %s → %s', (prizes, kind, expected) => {
    expect(winnerOnPrizes(prizes, players, kind)).toEqual({ ok: true, value: expected });
  });

  it('rejects a Prize count above the Limited maximum, naming the field', () => {
    expect(winnerOnPrizes({ ash: 5, misty: 2 }, players, 'limited', 'games[0].prizesRemaining')).toMatchObject({
      ok: false,
      error: { code: 'PRIZES_OUT_OF_RANGE', section: '232', field: 'games[0].prizesRemaining.ash' },
    });
  });

  it('rejects a missing count for a player', () => {
    expect(winnerOnPrizes({ ash: 2 }, players, 'constructed')).toMatchObject({
      ok: false,
      error: { code: 'PRIZES_OUT_OF_RANGE', section: '214', field: 'prizesRemaining.misty' },
    });
  });

  it('rejects a count for someone not in the match', () => {
    expect(winnerOnPrizes({ ash: 2, misty: 3, brock: 1 }, players, 'constructed')).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_PLAYER', field: 'prizesRemaining.brock' },
    });
  });
});

describe('prizeWinPoints', () => {
  it('is 2 under the Alternate Scoring System and 3 otherwise', () => {
    expect(prizeWinPoints(true)).toBe(2);
    expect(prizeWinPoints(false)).toBe(3);
  });
});

describe('matchEndsAt', () => {
  const roundEndsAt = Date.UTC(2003, 5, 14, 10, 30);
  it.each([
    [undefined, Date.UTC(2003, 5, 14, 10, 30)],
    [0, Date.UTC(2003, 5, 14, 10, 30)],
    [3, Date.UTC(2003, 5, 14, 10, 33)],
    [45, Date.UTC(2003, 5, 14, 11, 15)],
    [1.5, Date.UTC(2003, 5, 14, 10, 31, 30)],
  ])('with an extension of %s minutes ends at %i', (extension, expected) => {
    expect(matchEndsAt(roundEndsAt, extension)).toBe(expected);
  });
});

describe('validateTimeExtension', () => {
  it.each([0, 5, 2.5])('accepts %s minutes', (m) => {
    expect(validateTimeExtension(m)).toEqual({ ok: true, value: m });
  });
  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, '5', null])('rejects %s', (m) => {
    expect(validateTimeExtension(m)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TIME_EXTENSION', section: '216' },
    });
  });
});
