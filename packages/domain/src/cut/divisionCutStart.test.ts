import { describe, expect, it } from 'vitest';
import { divisionCutStart, eventOver, firstCutRound, type DivisionCutStartFacts } from './divisionCutStart.ts';

describe('divisionCutStart (217, when a division’s cut may start)', () => {
  it.each<[string, DivisionCutStartFacts, object]>([
    ['its group’s last round complete', { planned: 4, complete: 4 }, { ok: true, value: 4 }],
    ['other groups played on', { planned: 4, complete: 6 }, { ok: true, value: 4 }],
    [
      'its last round still in play',
      { planned: 4, complete: 3 },
      {
        ok: false,
        error: {
          code: 'SWISS_NOT_FINISHED',
          section: '217',
          message: 'The top cut follows the last Swiss round: 3 of 4 rounds are complete.',
        },
      },
    ],
    ['rounds not fixed', { planned: null, complete: 2 }, { ok: false, error: { code: 'SWISS_NOT_FINISHED' } }],
  ])('%s', (_name, facts, expected) => {
    expect(divisionCutStart(facts)).toMatchObject(expected);
  });
});

describe('firstCutRound', () => {
  it.each<[string, number, number[], number]>([
    ['one cut after 7 rounds', 7, [1, 2, 3, 4, 5, 6, 7], 8],
    ['Juniors cut after 4 while Masters play 7', 7, [1, 2, 3, 4, 5], 8],
    ['after another division’s cut', 7, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 11],
  ])('%s', (_name, swiss, taken, expected) => {
    expect(firstCutRound(swiss, taken)).toBe(expected);
  });
});

describe('eventOver', () => {
  it.each<[string, boolean, boolean[], boolean]>([
    ['Swiss over, no cut', true, [], true],
    ['Swiss over, every cut finished', true, [true, true], true],
    ['a cut still in play', true, [true, false], false],
    ['Juniors’ cut finished, Masters still in Swiss', false, [true], false],
  ])('%s', (_name, swissOver, cuts, expected) => {
    expect(eventOver(swissOver, cuts)).toBe(expected);
  });
});
