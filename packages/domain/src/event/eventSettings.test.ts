import { describe, expect, it } from 'vitest';
import { validateEventSettings } from './eventSettings.ts';

describe('validateEventSettings (211, 212)', () => {
  it('fills in one game a match and thirty-minute rounds', () => {
    const result = validateEventSettings({ name: '  City Championship ', format: 'modified' });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'City Championship',
        format: 'modified',
        bestOf: 1,
        roundMinutes: 30,
        rounds: null,
        scoring: { policy: 'dci2003', alternateScoring: false },
      },
    });
  });

  it('keeps what the organizer announced', () => {
    const result = validateEventSettings({
      name: 'League',
      format: 'sealed',
      bestOf: 3,
      roundMinutes: 50,
      rounds: 5,
      scoring: { policy: 'playpokemon', alternateScoring: true },
    });
    expect(result.ok && result.value).toMatchObject({ bestOf: 3, roundMinutes: 50, rounds: 5, scoring: { policy: 'playpokemon', alternateScoring: true } });
  });

  it.each([
    [{ name: '', format: 'modified' }, 'INVALID_NAME', 'name'],
    [{ name: 'x', format: 'standard' }, 'UNKNOWN_FORMAT', 'format'],
    [{ name: 'x', format: 'modified', bestOf: 2 }, 'INVALID_BEST_OF', 'bestOf'],
    [{ name: 'x', format: 'modified', roundMinutes: 0 }, 'OUT_OF_RANGE', 'roundMinutes'],
    [{ name: 'x', format: 'modified', rounds: 1.5 }, 'OUT_OF_RANGE', 'rounds'],
    [{ name: 'x', format: 'modified', scoring: { policy: 'elo' } }, 'UNKNOWN_SCORING_POLICY', 'scoring.policy'],
  ])('refuses %j with %s naming %s', (input, code, field) => {
    const result = validateEventSettings(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code, field });
  });
});
