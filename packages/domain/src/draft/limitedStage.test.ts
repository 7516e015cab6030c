import { describe, expect, it } from 'vitest';
import { playerStage, stageLocked, stageUnderWay, type LimitedStage, type StagePlay } from './limitedStage.ts';

describe('Limited stages (Appendix A 8)', () => {
  it.each<[string[], string, LimitedStage]>([
    [[], 'ash', 'pods'],
    [['misty', 'brock'], 'ash', 'pods'],
    [['misty', 'ash'], 'ash', 'top8'],
  ])('top eight %j: %s builds for %s', (topEight, player, stage) => {
    expect(playerStage(topEight, player)).toBe(stage);
  });

  it.each<[boolean, LimitedStage]>([
    [false, 'pods'],
    [true, 'top8'],
  ])('redraft done %s: deck building for %s', (done, stage) => {
    expect(stageUnderWay(done)).toBe(stage);
  });

  it.each<[LimitedStage, StagePlay, boolean]>([
    ['pods', { roundOnePaired: false, cutMade: false }, false],
    ['pods', { roundOnePaired: true, cutMade: false }, true],
    ['top8', { roundOnePaired: true, cutMade: false }, false],
    ['top8', { roundOnePaired: true, cutMade: true }, true],
  ])('%s with %j is locked: %s (212, 231)', (stage, play, locked) => {
    expect(stageLocked(stage, play)).toBe(locked);
  });
});
