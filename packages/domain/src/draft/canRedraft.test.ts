import { describe, expect, it } from 'vitest';
import { canRedraft, type RedraftFacts } from './canRedraft.ts';

const ready: RedraftFacts = { redraftDone: false, cutMade: false, podsSeated: true, planned: 3, complete: 3 };

describe('canRedraft (Appendix A 8)', () => {
  it('chooses the Top 8 after the last pod round', () => {
    expect(canRedraft(ready)).toEqual({ ok: true, value: 3 });
  });

  it.each<[Partial<RedraftFacts>, string, string]>([
    [{ redraftDone: true, cutMade: true }, 'REDRAFT_DONE', 'Appendix A 8'],
    [{ cutMade: true }, 'CUT_EXISTS', 'Appendix A 8'],
    [{ podsSeated: false, complete: 0 }, 'PODS_NOT_SEATED', 'Appendix A 1'],
    [{ complete: 2 }, 'SWISS_NOT_FINISHED', 'Appendix A 8'],
    [{ planned: null }, 'SWISS_NOT_FINISHED', 'Appendix A 8'],
  ])('%j: %s (%s)', (facts, code, section) => {
    expect(canRedraft({ ...ready, ...facts })).toMatchObject({ ok: false, error: { code, section } });
  });
});
