import { fail, ok, type Result } from '../shared/error.ts';
import type { LimitedStage } from './limitedStage.ts';

export interface PoolChangeFacts {
  stage: LimitedStage;
  /** Play has started for the stage (stageLocked). */
  locked: boolean;
  /** The stage of the player's registered deck, null when none is. */
  deckStage: LimitedStage | null;
}

/** 231: a pool can be registered or replaced until play starts or the deck built from it is registered. */
export function poolChange({ stage, locked, deckStage }: PoolChangeFacts): Result<LimitedStage> {
  if (locked) return fail('POOL_LOCKED', 'Play has started: pools can no longer change.', '231');
  if (deckStage === stage)
    return fail(
      'DECK_REGISTERED',
      'The deck built from this pool is registered: the pool can no longer change.',
      '231',
    );
  return ok(stage);
}
