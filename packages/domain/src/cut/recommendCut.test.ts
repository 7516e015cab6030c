import { describe, expect, it } from 'vitest';
import { recommendCut } from './recommendCut.ts';

function recommended(attendance: number) {
  const result = recommendCut(attendance);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('recommendCut', () => {
  it.each([
    [0, null],
    [3, null],
    [4, null],
    [8, null],
    [9, 4],
    [20, 4],
    [21, 8],
    [64, 8],
    [65, 16],
    [128, 16],
    [129, 32],
    [256, 32],
    [257, 64],
    [1000, 64],
  ])('%i players → top %s', (attendance, size) => {
    expect(recommended(attendance).choice).toEqual(size === null ? { none: true } : { size });
  });

  it('says why, naming the attendance band', () => {
    expect(recommended(6).reason).toBe('6 players: no top cut for 8 or fewer players; the Swiss standings are final.');
    expect(recommended(12).reason).toBe('12 players: top 4 is recommended for 9–20 players.');
    expect(recommended(40).reason).toBe('40 players: top 8 is recommended for 21–64 players.');
    expect(recommended(100).reason).toBe('100 players: top 16 is recommended for 65–128 players.');
    expect(recommended(300).reason).toBe('300 players: top 64 is recommended for 257 or more players.');
  });

  it('rejects an attendance that is not a whole number of players', () => {
    for (const attendance of [-1, 2.5, Number.NaN]) {
      const result = recommendCut(attendance);
      expect(result.ok ? null : result.error).toMatchObject({ code: 'INVALID_ATTENDANCE', field: 'attendance' });
    }
  });
});
