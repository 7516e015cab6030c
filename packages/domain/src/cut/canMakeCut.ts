// 217: an event makes one top cut, after its last Swiss round; after a Top 8 redraft (Appendix A 8) it is the redraft pod.
import type { PlayerId } from '../match/types.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import { swissFinished, type SwissProgress } from '../event/swissFinished.ts';
import type { CutRule } from './recommendCut.ts';
import type { CutSelection } from './selectCut.ts';

export interface CutFacts extends SwissProgress {
  cutMade: boolean;
}

/** The last Swiss round, the one the cut's seeds come from. */
export function canMakeCut({ cutMade, ...progress }: CutFacts): Result<number> {
  if (cutMade) return fail('CUT_EXISTS', 'This event already has its top cut; an event has one.');
  return swissFinished(progress, 'topCut');
}

/** After a redraft the cut is exactly the redraft pod, seeded as chosen; null when the event had no redraft. */
export function redraftCut(redraftSeeds: readonly PlayerId[] | null, rule: CutRule): Result<CutSelection | null> {
  if (redraftSeeds === null) return ok(null);
  const size = redraftSeeds.length;
  if (!('size' in rule) || rule.size !== size) {
    const message = `After the redraft the single elimination is the redraft pod's ${size} players: ask for size ${size}.`;
    return fail('CUT_IS_REDRAFT_POD', message, 'Appendix A 8', 'size');
  }
  return ok({ seeds: [...redraftSeeds], draws: [] });
}
