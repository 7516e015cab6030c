import { describe, expect, it } from 'vitest';
import { canMakeCut, redraftCut, type CutFacts } from './canMakeCut.ts';
import type { CutRule } from './recommendCut.ts';

describe('canMakeCut (217)', () => {
  it.each<[CutFacts, object]>([
    [{ cutMade: false, planned: 4, complete: 4 }, { ok: true, value: 4 }],
    [{ cutMade: true, planned: 4, complete: 4 }, { ok: false, error: { code: 'CUT_EXISTS', message: 'This event already has its top cut; an event has one.' } }],
    [{ cutMade: false, planned: 4, complete: 3 }, { ok: false, error: { code: 'SWISS_NOT_FINISHED', section: '217' } }],
    [{ cutMade: false, planned: null, complete: 2 }, { ok: false, error: { code: 'SWISS_NOT_FINISHED', section: '217' } }],
  ])('%j', (facts, expected) => {
    expect(canMakeCut(facts)).toMatchObject(expected);
  });
});

describe('redraftCut (Appendix A 8)', () => {
  const pod = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
  it.each<[readonly string[] | null, CutRule, object]>([
    [null, { size: 8 }, { ok: true, value: null }],
    [null, { minPoints: 6 }, { ok: true, value: null }],
    [pod, { size: 8 }, { ok: true, value: { seeds: pod, draws: [] } }],
    [pod, { size: 4 }, { ok: false, error: { code: 'CUT_IS_REDRAFT_POD', section: 'Appendix A 8', field: 'size', message: "After the redraft the single elimination is the redraft pod's 8 players: ask for size 8." } }],
    [pod, { minPoints: 6 }, { ok: false, error: { code: 'CUT_IS_REDRAFT_POD' } }],
  ])('%j with %j', (seeds, rule, expected) => {
    expect(redraftCut(seeds, rule)).toMatchObject(expected);
  });
});
