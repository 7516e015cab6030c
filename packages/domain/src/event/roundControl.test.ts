import { describe, expect, it } from 'vitest';
import {
  canChangeDraft,
  canPairNextRound,
  canReportResult,
  canStartTimer,
  checkCorrectionReason,
} from './roundControl.ts';

describe('canPairNextRound (210)', () => {
  it('pairs round 1 of a fresh event', () => {
    expect(canPairNextRound({ rounds: null, lastRound: null, activePlayers: 9 })).toEqual({ ok: true, value: 1 });
  });

  it('pairs the next round once the last is published and complete', () => {
    expect(
      canPairNextRound({ rounds: 4, lastRound: { number: 2, published: true, missingTables: [] }, activePlayers: 8 }),
    ).toEqual({ ok: true, value: 3 });
  });

  it('lists the tables still missing a result', () => {
    const result = canPairNextRound({
      rounds: 4,
      lastRound: { number: 2, published: true, missingTables: [3, 7] },
      activePlayers: 8,
    });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'RESULTS_MISSING', message: 'Round 2 still misses results at tables 3, 7.' },
    });
  });

  it.each([
    [{ rounds: 4, lastRound: { number: 4, published: true, missingTables: [] }, activePlayers: 8 }, 'EVENT_FINISHED'],
    [
      { rounds: 4, lastRound: { number: 1, published: false, missingTables: [1] }, activePlayers: 8 },
      'ROUND_NOT_PUBLISHED',
    ],
    [{ rounds: null, lastRound: null, activePlayers: 1 }, 'NOT_ENOUGH_PLAYERS'],
  ])('refuses %j with %s', (progress, code) => {
    expect(canPairNextRound(progress)).toMatchObject({ ok: false, error: { code } });
  });
});

describe('drafts and results', () => {
  it('changes drafts only', () => {
    expect(canChangeDraft({ number: 1, published: false }).ok).toBe(true);
    expect(canChangeDraft({ number: 1, published: true })).toMatchObject({
      ok: false,
      error: { code: 'ROUND_PUBLISHED' },
    });
  });

  it('takes results for published non-bye matches only', () => {
    expect(canReportResult({ number: 2, published: true }, false).ok).toBe(true);
    expect(canReportResult({ number: 2, published: false }, false)).toMatchObject({
      ok: false,
      error: { code: 'ROUND_NOT_PUBLISHED' },
    });
    expect(canReportResult({ number: 2, published: true }, true)).toMatchObject({
      ok: false,
      error: { code: 'BYE_HAS_NO_RESULT' },
    });
  });

  it('needs a reason to correct, not to report first', () => {
    expect(checkCorrectionReason(false, undefined)).toEqual({ ok: true, value: null });
    expect(checkCorrectionReason(true, ' ')).toMatchObject({
      ok: false,
      error: { code: 'REASON_REQUIRED', field: 'reason' },
    });
    expect(checkCorrectionReason(true, ' Wrong winner ')).toEqual({ ok: true, value: 'Wrong winner' });
  });
});

describe('the top cut and the round clock (212, 217)', () => {
  it('pairs no Swiss round once the top cut started', () => {
    expect(
      canPairNextRound({
        rounds: 6,
        lastRound: { number: 4, published: true, missingTables: [] },
        activePlayers: 8,
        cutStarted: true,
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'CUT_STARTED', section: '217' },
    });
  });

  it.each([
    [{ number: 2, published: true }, true],
    [{ number: 2, published: false }, false],
  ])('starts the clock of %j: %s', (round, allowed) => {
    const result = canStartTimer(round);
    expect(result.ok).toBe(allowed);
    if (!result.ok)
      expect(result.error).toEqual({
        code: 'ROUND_NOT_PUBLISHED',
        message: 'Round 2 is not published yet.',
        section: '212',
      });
  });
});
