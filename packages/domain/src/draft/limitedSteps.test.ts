import { describe, expect, it } from 'vitest';
import { currentLimitedStep, limitedSteps, type LimitedFacts } from './limitedSteps.ts';

const start: LimitedFacts = {
  podsSeated: false,
  deckBuildingStarted: false,
  roundsPaired: 0,
  redraftDone: false,
  redraftBuildingStarted: false,
  cutMade: false,
};

describe('currentLimitedStep (212, Appendix A 1, 3, 8)', () => {
  it('walks from seating to single elimination as each step is stored', () => {
    const facts: Partial<LimitedFacts>[] = [
      {},
      { podsSeated: true },
      { deckBuildingStarted: true },
      { roundsPaired: 1 },
      { redraftDone: true },
      { redraftBuildingStarted: true },
      { cutMade: true },
    ];
    let current = start;
    const steps = facts.map((more) => currentLimitedStep((current = { ...current, ...more })));
    expect(steps).toEqual(limitedSteps.map((s) => s.step));
  });

  it('names the phase of each step: building comes twice', () => {
    expect(limitedSteps.map((s) => s.phase)).toEqual([
      'seating',
      'drafting',
      'building',
      'swiss',
      'redraft',
      'building',
      'topCut',
    ]);
  });
});
