// 217 after a Top 8 redraft (Appendix A 8): the single elimination is the redraft pod, seeded as chosen.
import type { PlayerId } from '../match/types.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import type { CutRule } from './recommendCut.ts';
import type { CutSelection } from './selectCut.ts';

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
