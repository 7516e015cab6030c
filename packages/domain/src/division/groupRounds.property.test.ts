import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupsInRound } from './groupRounds.ts';

/** 1–3 groups, each with its rounds (null: not fixed) and whether its cut is made. */
const facts = fc
  .array(fc.tuple(fc.option(fc.integer({ min: 1, max: 20 })), fc.boolean()), { minLength: 1, maxLength: 3 })
  .map((groups) => ({
    planned: groups.map(([rounds]) => rounds),
    cutMade: groups.map(([, cut]) => cut),
    firstCutRound: null,
  }));

describe('groupsInRound, properties', () => {
  it('pairs a group in exactly its own rounds, never after it stopped, and never once its cut is made', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 1, max: 21 }), (groupFacts, round) => {
        const now = groupsInRound(groupFacts, round);
        for (const g of now) expect(groupFacts.cutMade[g]).toBe(false);
        for (const g of groupsInRound(groupFacts, round + 1)) expect(now).toContain(g);
        groupFacts.planned.forEach((rounds, g) => {
          if (!groupFacts.cutMade[g]) expect(now.includes(g)).toBe(rounds === null || round <= rounds);
        });
      }),
    );
  });
});
