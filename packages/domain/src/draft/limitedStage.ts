// Appendix A 8: the stage a Limited player builds for, and when its pools and decks are fixed.

/** "pods": the first draft and the pod rounds; "top8": after the redraft, for the Top 8 pod's players. */
export type LimitedStage = 'pods' | 'top8';

/** The Top 8 build anew after the redraft; everyone else keeps the pods' pool and deck. */
export const playerStage = (topEight: readonly string[], playerId: string): LimitedStage =>
  topEight.includes(playerId) ? 'top8' : 'pods';

/** The stage whose deck building is under way: the Top 8's once the redraft is done. */
export const stageUnderWay = (redraftDone: boolean): LimitedStage => (redraftDone ? 'top8' : 'pods');

export interface StagePlay {
  roundOnePaired: boolean;
  cutMade: boolean;
}

/** 212, 231: the pods' pools and decks lock when round 1 is paired; the Top 8's when the single elimination starts. */
export const stageLocked = (stage: LimitedStage, play: StagePlay): boolean =>
  stage === 'top8' ? play.cutMade : play.roundOnePaired;
