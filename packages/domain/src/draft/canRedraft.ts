// Appendix A 8: the Top 8 redraft happens once, after the pods' Swiss rounds and before the single elimination.
import { swissFinished, type SwissProgress } from '../event/swissFinished.ts';
import { fail, type Result } from '../shared/error.ts';

export interface RedraftFacts extends SwissProgress {
  redraftDone: boolean;
  cutMade: boolean;
  podsSeated: boolean;
}

/** The last pod round, the one the Top 8 is chosen after. */
export function canRedraft({ redraftDone, cutMade, podsSeated, ...progress }: RedraftFacts): Result<number> {
  if (redraftDone) return fail('REDRAFT_DONE', 'The Top 8 redraft happens once.', 'Appendix A 8');
  if (cutMade) return fail('CUT_EXISTS', 'The single elimination has started.', 'Appendix A 8');
  if (!podsSeated) return fail('PODS_NOT_SEATED', 'The players were never seated into pods.', 'Appendix A 1');
  return swissFinished(progress, 'redraft');
}
