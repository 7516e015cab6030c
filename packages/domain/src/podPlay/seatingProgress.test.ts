import { describe, expect, it } from 'vitest';
import { canSeatNextRound } from './seatingProgress.ts';

describe('canSeatNextRound', () => {
  it.each([
    [
      { rounds: 3, lastRound: null },
      { ok: true, value: 1 },
    ],
    [
      { rounds: 3, lastRound: { number: 2, missingTables: [] } },
      { ok: true, value: 3 },
    ],
    [
      { rounds: null, lastRound: { number: 7, missingTables: [] } },
      { ok: true, value: 8 },
    ],
  ])('%j seats %j', (progress, expected) => expect(canSeatNextRound(progress)).toEqual(expected));

  it.each([
    [
      { rounds: 3, lastRound: { number: 3, missingTables: [] } },
      'EVENT_FINISHED',
      'All 3 rounds are seated; the event is finished.',
    ],
    [
      { rounds: 3, lastRound: { number: 1, missingTables: [2, 4] } },
      'RESULTS_MISSING',
      'Round 1 still misses results at tables 2, 4.',
    ],
    [
      { rounds: 3, lastRound: { number: 1, missingTables: [3] } },
      'RESULTS_MISSING',
      'Round 1 still misses results at table 3.',
    ],
  ])('refuses %j', (progress, code, message) =>
    expect(canSeatNextRound(progress)).toEqual({ ok: false, error: { code, message } }),
  );
});
