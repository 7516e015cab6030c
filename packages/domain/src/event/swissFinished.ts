// 217 and Appendix A 8: the top cut, and a draft event's Top 8 redraft, follow the last planned Swiss round.
import { fail, ok, type Result } from '../shared/error.ts';

export interface SwissProgress {
  /** The Swiss rounds the event plans (null while not set). */
  planned: number | null;
  /** The last round whose every result is in (0 before any). */
  complete: number;
}

/** What follows the Swiss rounds: the top cut (217) or the Top 8 redraft of a draft event (Appendix A 8). */
export type AfterSwiss = 'topCut' | 'redraft';

const next = {
  topCut: { section: '217', says: 'The top cut follows the last Swiss round' },
  redraft: { section: 'Appendix A 8', says: "The Top 8 is chosen after the pods' Swiss rounds" },
} as const satisfies Record<AfterSwiss, { section: string; says: string }>;

/** The last Swiss round once every planned round is complete, else SWISS_NOT_FINISHED under the section of what follows. */
export function swissFinished({ planned, complete }: SwissProgress, after: AfterSwiss): Result<number> {
  if (planned !== null && complete >= planned) return ok(complete);
  const { section, says } = next[after];
  return fail('SWISS_NOT_FINISHED', `${says}: ${complete} of ${planned ?? '?'} rounds are complete.`, section);
}
