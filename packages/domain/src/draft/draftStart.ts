import { fail, ok, type Result } from '../shared/error.ts';
import { startDraft, type DraftSettings, type PickState } from './pickState.ts';

/** Appendix A 6: a pod's draft starts once, from the first seat the judge designates. */
export function draftStart(pod: number, started: boolean, settings: DraftSettings): Result<PickState> {
  if (started) return fail('DRAFT_STARTED', `Pod ${pod}'s draft has already started.`, 'Appendix A 6');
  return startDraft(settings);
}

/** Appendix A 6: picks, tables and the caller's view need the pod's draft to have started. */
export const draftUnderWay = <T>(pod: number, draft: T | null): Result<T> =>
  draft === null ? fail('DRAFT_NOT_STARTED', `Pod ${pod}'s draft has not started.`, 'Appendix A 6') : ok(draft);
