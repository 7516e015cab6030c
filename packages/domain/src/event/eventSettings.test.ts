import { describe, expect, it } from 'vitest';
import { validateEventSettings } from './eventSettings.ts';
import { announcedSettings } from './testSettings.ts';

const DAY = '2003-07-01';

describe('validateEventSettings (204, 211, 212, 216, 226)', () => {
  it('fills in one game a match and thirty-minute rounds', () => {
    const result = validateEventSettings({ date: DAY, name: '  City Championship ', format: 'modified' });
    expect(result).toEqual({ ok: true, value: announcedSettings() });
  });

  it.each([
    ['a Swiss event without a format', { podPlay: false }, 'FORMAT_REQUIRED'],
    ['a Swiss event with a null format', { format: null }, 'FORMAT_REQUIRED'],
    ['a pod-play event without a format', { podPlay: true }, null],
    ['a pod-play event with an unknown format', { podPlay: true, format: 'chess' }, 'UNKNOWN_FORMAT'],
    ['a pod-play event in Unlimited', { podPlay: true, format: 'unlimited' }, null],
  ])('names the card format, unless pod play leaves it out (201, #31): %s', (_, input, code) => {
    const result = validateEventSettings({ date: DAY, name: 'Game night', ...input });
    expect(result.ok ? null : result.error.code).toBe(code);
    if (result.ok) expect(result.value.format).toBe('format' in input ? input.format : null);
  });

  it('runs a team event in Modified or Sealed with the team round times (201, Appendix A.B 7)', () => {
    const constructed = validateEventSettings({
      date: DAY,
      name: 'Team Cup',
      format: 'modified',
      teams: true,
      premier: true,
    });
    expect(constructed.ok && constructed.value).toMatchObject({ teams: true, premier: true, roundMinutes: 50 });
    const limited = validateEventSettings({ date: DAY, name: 'Team Sealed', format: 'sealed', teams: true });
    expect(limited.ok && limited.value).toMatchObject({ teams: true, roundMinutes: 40 });
    const announced = validateEventSettings({
      date: DAY,
      name: 'Team Sealed',
      format: 'sealed',
      teams: true,
      roundMinutes: 45,
    });
    expect(announced.ok && announced.value.roundMinutes).toBe(45);
    const draft = validateEventSettings({ date: DAY, name: 'Team Draft', format: 'booster-draft', teams: true });
    expect(draft.ok).toBe(false);
    if (!draft.ok) expect(draft.error).toMatchObject({ code: 'TEAM_FORMAT_REQUIRED', field: 'format', section: '201' });
  });

  it('keeps what the organizer announced', () => {
    const result = validateEventSettings({
      name: 'League',
      date: DAY,
      endDate: '2003-07-02',
      unlistedPromos: 'exclude',
      format: 'sealed',
      bestOf: 3,
      roundMinutes: 50,
      rounds: 5,
      scoring: { policy: 'playpokemon' },
    });
    expect(result.ok && result.value).toMatchObject({
      date: DAY,
      endDate: '2003-07-02',
      bestOf: 3,
      roundMinutes: 50,
      rounds: 5,
      scoring: { policy: 'playpokemon', alternateScoring: false },
      unlistedPromos: 'exclude',
    });
  });

  it.each([
    [{ name: '', format: 'modified' }, 'INVALID_NAME', 'name'],
    [{ name: 'x', format: 'standard' }, 'UNKNOWN_FORMAT', 'format'],
    [{ name: 'x', format: 'modified', bestOf: 6 }, 'INVALID_BEST_OF', 'bestOf'],
    [{ name: 'x', format: 'modified', interpretationClass: 'C' }, 'INVALID_FIELD', 'interpretationClass'],
    [{ name: 'x', format: 'modified', newSetHoldWeeks: 1 }, 'OUT_OF_RANGE', 'newSetHoldWeeks'],
    [{ name: 'x', format: 'modified', newSetHoldWeeks: 7 }, 'OUT_OF_RANGE', 'newSetHoldWeeks'],
    [{ name: 'x', format: 'modified', roundMinutes: 0 }, 'OUT_OF_RANGE', 'roundMinutes'],
    [{ name: 'x', format: 'modified', rounds: 1.5 }, 'OUT_OF_RANGE', 'rounds'],
    [{ name: 'x', format: 'modified', scoring: { policy: 'elo' } }, 'UNKNOWN_SCORING_POLICY', 'scoring.policy'],
    [
      { name: 'x', format: 'modified', bestOf: 3, scoring: { alternateScoring: true } },
      'ALTERNATE_SCORING_MATCH_PLAY',
      'scoring.alternateScoring',
    ],
    [{ name: 'x', format: 'modified', date: '2003-13-01' }, 'INVALID_DATE', 'date'],
    [{ name: 'x', format: 'modified', endDate: '2003-06-30' }, 'END_BEFORE_START', 'endDate'],
    [{ name: 'x', format: 'modified', unlistedPromos: 'sometimes' }, 'INVALID_FIELD', 'unlistedPromos'],
  ])('refuses %j with %s naming %s', (input, code, field) => {
    const result = validateEventSettings({ date: DAY, ...input });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code, field });
  });

  describe("under an organizer's house format (201)", () => {
    const legends = { id: 'legends-cup', name: 'Legends Cup', kind: 'constructed' as const };

    it('accepts the id of a house format the caller knows and keeps it', () => {
      const result = validateEventSettings({ date: DAY, name: 'House night', format: 'legends-cup' }, [legends]);
      expect(result.ok && result.value.format).toBe('legends-cup');
    });

    it.each([
      ['no house formats known', []],
      ['only other house formats known', [{ ...legends, id: 'legends-cup-2' }]],
    ])('refuses the id with %s', (_, known) => {
      const result = validateEventSettings({ date: DAY, name: 'House night', format: 'legends-cup' }, known);
      expect(result).toEqual({
        ok: false,
        error: { code: 'UNKNOWN_FORMAT', section: '201', field: 'format', message: 'Unknown format "legends-cup".' },
      });
    });

    it('still checks the rest of the settings', () => {
      const result = validateEventSettings({ date: DAY, name: 'House night', format: 'legends-cup', bestOf: 7 }, [
        legends,
      ]);
      expect(!result.ok && result.error.code).toBe('INVALID_BEST_OF');
    });
  });
});
