import { describe, expect, it } from 'vitest';
import { advanceToTopCut, suggestedPerPod, type PodStanding } from './podTopCut.ts';

/** A pod of `size` players named `<pod><rank>`, listed out of rank order on purpose. */
const pod = (name: string, size: number): PodStanding[] =>
  Array.from({ length: size }, (_, i) => ({ playerId: `${name}${size - i}`, rank: size - i }));

describe('suggestedPerPod (Appendix A 8)', () => {
  it('top 2 a pod for two to four pods, top 1 for five to eight', () => {
    expect(
      [2, 3, 4, 5, 6, 7, 8].map((n) => {
        const r = suggestedPerPod(n);
        return r.ok && r.value;
      }),
    ).toEqual([2, 2, 2, 1, 1, 1, 1]);
  });

  it('suggests only what the redraft accepts: for every pod count the suggestion advances, and one pod gets the redraft’s own refusal', () => {
    for (let pods = 1; pods <= 8; pods++) {
      const standings = Array.from({ length: pods }, (_, i) => pod(String.fromCharCode(97 + i), 7));
      const suggested = suggestedPerPod(pods);
      if (suggested.ok) expect(advanceToTopCut(standings, suggested.value).ok).toBe(true);
      else expect([1, 2].map((perPod) => advanceToTopCut(standings, perPod).ok)).toEqual([false, false]);
    }
    const one = suggestedPerPod(1);
    expect(one).toMatchObject({ ok: false, error: { code: 'POD_TOO_SMALL', section: 'Appendix A 8' } });
    expect(advanceToTopCut([pod('a', 8)], 2)).toMatchObject({
      ok: false,
      error: { code: 'POD_TOO_SMALL', message: one.ok ? '' : one.error.message },
    });
  });
  it('cannot fit more than eight pods into a Top 8', () => {
    expect(suggestedPerPod(9)).toMatchObject({ ok: false, error: { code: 'TOP_CUT_TOO_LARGE' } });
    expect(suggestedPerPod(0)).toMatchObject({ ok: false, error: { code: 'PODS_INVALID' } });
  });
});

describe('advanceToTopCut (Appendix A 8)', () => {
  it('four pods send their top 2: firsts in pod order, then seconds', () => {
    const standings = [pod('a', 8), pod('b', 8), pod('c', 7), pod('d', 7)];
    expect(advanceToTopCut(standings, 2)).toEqual({
      ok: true,
      value: ['a1', 'b1', 'c1', 'd1', 'a2', 'b2', 'c2', 'd2'],
    });
  });

  it('eight pods send their winners', () => {
    const standings = 'abcdefgh'.split('').map((n) => pod(n, 7));
    expect(advanceToTopCut(standings, 1)).toEqual({
      ok: true,
      value: ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1'],
    });
  });

  it('two pods send only their top 2 each — never a top 4', () => {
    expect(advanceToTopCut([pod('a', 8), pod('b', 8)], 2)).toEqual({ ok: true, value: ['a1', 'b1', 'a2', 'b2'] });
    expect(advanceToTopCut([pod('a', 8), pod('b', 8)], 4)).toMatchObject({
      ok: false,
      error: { code: 'TOP_CUT_PER_POD' },
    });
  });

  it('refuses a cut above eight or a redraft pod under three', () => {
    expect(
      advanceToTopCut(
        'abcde'.split('').map((n) => pod(n, 7)),
        2,
      ),
    ).toMatchObject({ ok: false, error: { code: 'TOP_CUT_TOO_LARGE' } });
    expect(advanceToTopCut([pod('a', 8)], 2)).toMatchObject({ ok: false, error: { code: 'POD_TOO_SMALL' } });
  });

  it('refuses standings with gaps, shared ranks or a player in two pods', () => {
    const gap = [
      { playerId: 'x', rank: 1 },
      { playerId: 'y', rank: 3 },
      { playerId: 'z', rank: 4 },
    ];
    const shared = [
      { playerId: 'x', rank: 1 },
      { playerId: 'y', rank: 1 },
      { playerId: 'z', rank: 2 },
    ];
    expect(advanceToTopCut([pod('a', 7), gap, pod('c', 7), pod('d', 7)], 2)).toMatchObject({
      ok: false,
      error: { code: 'STANDINGS_INVALID', field: 'standings[1]' },
    });
    expect(advanceToTopCut([pod('a', 7), shared, pod('c', 7)], 2)).toMatchObject({
      ok: false,
      error: { code: 'STANDINGS_INVALID' },
    });
    expect(advanceToTopCut([pod('a', 7), pod('a', 7), pod('c', 7)], 2)).toMatchObject({
      ok: false,
      error: { code: 'DUPLICATE_PLAYER' },
    });
  });
});
