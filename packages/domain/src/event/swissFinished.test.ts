import { describe, expect, it } from 'vitest';
import { swissFinished, type AfterSwiss, type SwissProgress } from './swissFinished.ts';

describe('swissFinished (217, Appendix A 8)', () => {
  it.each<[SwissProgress, number]>([
    [{ planned: 3, complete: 3 }, 3],
    [{ planned: 1, complete: 1 }, 1],
  ])('%j: finished after round %i', (progress, last) => {
    expect(swissFinished(progress, 'topCut')).toEqual({ ok: true, value: last });
    expect(swissFinished(progress, 'redraft')).toEqual({ ok: true, value: last });
  });

  it.each<[SwissProgress, AfterSwiss, string, string]>([
    [
      { planned: 3, complete: 2 },
      'topCut',
      '217',
      'The top cut follows the last Swiss round: 2 of 3 rounds are complete.',
    ],
    [
      { planned: null, complete: 0 },
      'topCut',
      '217',
      'The top cut follows the last Swiss round: 0 of ? rounds are complete.',
    ],
    [
      { planned: 3, complete: 0 },
      'redraft',
      'Appendix A 8',
      "The Top 8 is chosen after the pods' Swiss rounds: 0 of 3 rounds are complete.",
    ],
    [
      { planned: null, complete: 2 },
      'redraft',
      'Appendix A 8',
      "The Top 8 is chosen after the pods' Swiss rounds: 2 of ? rounds are complete.",
    ],
  ])('%j before the %s: SWISS_NOT_FINISHED (%s)', (progress, after, section, message) => {
    expect(swissFinished(progress, after)).toEqual({
      ok: false,
      error: { code: 'SWISS_NOT_FINISHED', section, message },
    });
  });
});
