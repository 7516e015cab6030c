import { describe, expect, it } from 'vitest';
import { redraftCut } from './redraftCut.ts';
import type { CutRule } from './recommendCut.ts';

describe('redraftCut (Appendix A 8)', () => {
  const pod = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  it.each<[readonly string[] | null, CutRule, object]>([
    [null, { size: 8 }, { ok: true, value: null }],
    [null, { minPoints: 6 }, { ok: true, value: null }],
    [pod, { size: 8 }, { ok: true, value: { seeds: pod, draws: [] } }],
    [
      pod,
      { size: 4 },
      {
        ok: false,
        error: {
          code: 'CUT_IS_REDRAFT_POD',
          section: 'Appendix A 8',
          field: 'size',
          message: "After the redraft the single elimination is the redraft pod's 8 players: ask for size 8.",
        },
      },
    ],
    [pod, { minPoints: 6 }, { ok: false, error: { code: 'CUT_IS_REDRAFT_POD' } }],
  ])('%j with %j', (seeds, rule, expected) => {
    expect(redraftCut(seeds, rule)).toMatchObject(expected);
  });
});
