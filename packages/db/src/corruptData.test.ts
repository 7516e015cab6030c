import { Outcome } from '@tcg/contract';
import { describe, expect, it } from 'vitest';
import { CorruptData, decode } from './corruptData.ts';

const A = '4b1f8a52-3c1e-4a57-9a51-0d5c2f6e7b10';

describe('decode', () => {
  const cases: { value: unknown; error: RegExp | null }[] = [
    {
      value: { winner: A, gameWins: { [A]: 2 }, gamesDrawn: 0, points: { [A]: 3 }, decidedOnPrizes: false },
      error: null,
    },
    { value: { winner: null, gameWins: {}, gamesDrawn: 1, points: {}, decidedOnPrizes: true }, error: null },
    {
      value: { winner: 'p1', gameWins: {}, gamesDrawn: 0, points: {}, decidedOnPrizes: false },
      error: /Stored outcome of match m1 is corrupt: \/winner /,
    },
    {
      value: { winner: A, gameWins: {}, gamesDrawn: 0, points: {} },
      error: /Stored outcome of match m1 is corrupt: .*decidedOnPrizes/,
    },
    { value: 'win', error: /Stored outcome of match m1 is corrupt/ },
    { value: null, error: /Stored outcome of match m1 is corrupt/ },
  ];
  it.each(cases)('$value', ({ value, error }) => {
    if (error === null) expect(decode(Outcome, value, 'outcome of match m1')).toEqual(value);
    else expect(() => decode(Outcome, value, 'outcome of match m1')).toThrow(error);
  });

  it('throws CorruptData, again and again with the compiled check', () => {
    for (let i = 0; i < 3; i++) expect(() => decode(Outcome, { winner: 7 }, 'x')).toThrow(CorruptData);
  });
});
