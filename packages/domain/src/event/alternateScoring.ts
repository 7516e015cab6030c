// 216, 217: the Alternate Scoring System scores single-game matches of the Pokémon DCI policy; it is not used in match play.
import { fail, ok, type Result } from '../shared/error.ts';

export interface ScoringChoice {
  bestOf: number;
  policy: string;
  alternateScoring: boolean;
}

/** Refuses Alternate Scoring where it could never apply: matches of more than one game, or the Play! Pokémon policy. */
export function alternateScoring({ bestOf, policy, alternateScoring: chosen }: ScoringChoice): Result<void> {
  if (!chosen) return ok(undefined);
  if (bestOf > 1) {
    return fail(
      'ALTERNATE_SCORING_MATCH_PLAY',
      `The Alternate Scoring System is not used in match play: turn it off or play one game a match, not ${bestOf} (217).`,
      '217',
      'scoring.alternateScoring',
    );
  }
  if (policy !== 'dci2003') {
    return fail(
      'ALTERNATE_SCORING_MATCH_PLAY',
      'The Alternate Scoring System belongs to the Pokémon DCI scoring (dci2003), not the Play! Pokémon policy.',
      '216',
      'scoring.alternateScoring',
    );
  }
  return ok(undefined);
}
