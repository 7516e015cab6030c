// Pod play or Swiss: what an event plays, fixed at creation. Pod play seats tables of 2–6 and scores them as the organizer sets.
import { fail, ok, type Result } from '../shared/error.ts';
import { validateTableScoring, validateTableSize, type TableScoring } from './tableScoring.ts';

export type EventPlay = { type: 'swiss' } | { type: 'pods'; tableSize: number; scoring: TableScoring };

export interface EventPlayInput {
  type?: string;
  tableSize?: number;
  scoring?: object;
  teams?: boolean;
  bestOf?: number;
}

/** A casual pod night runs three rounds unless the organizer says otherwise. */
export const DEFAULT_POD_ROUNDS = 3;

const SWISS_SCORING_KEYS = ['policy', 'alternateScoring'];
const POD_SCORING_KEYS = ['by', 'points', 'measure'];

function podPlay(input: EventPlayInput): Result<EventPlay> {
  if (input.teams)
    return fail('INVALID_FIELD', 'Pod play seats players one by one: it is not a team event.', undefined, 'teams');
  if (input.bestOf !== undefined && input.bestOf !== 1)
    return fail('INVALID_FIELD', 'A pod-play table plays one game a round: leave bestOf out.', undefined, 'bestOf');
  const tableSize = validateTableSize(input.tableSize);
  if (!tableSize.ok) return tableSize;
  const foreign = Object.keys(input.scoring ?? {}).find((key) => SWISS_SCORING_KEYS.includes(key));
  if (foreign)
    return fail(
      'INVALID_FIELD',
      `scoring.${foreign} is a Swiss setting; pod play scores { by: "place", points }, { by: "points" } or { by: "win" }.`,
      undefined,
      `scoring.${foreign}`,
    );
  const scoring = validateTableScoring(input.scoring, tableSize.value);
  return scoring.ok ? ok({ type: 'pods', tableSize: tableSize.value, scoring: scoring.value }) : scoring;
}

/** Which kind of event the organizer creates; Swiss settings stay with validateEventSettings, pod-play ones are checked here. */
export function eventPlay(input: EventPlayInput): Result<EventPlay> {
  const type = input.type ?? 'swiss';
  if (type === 'pods') return podPlay(input);
  if (type !== 'swiss')
    return fail(
      'INVALID_FIELD',
      `An event is of type "swiss" or "pods", not "${type.slice(0, 20)}".`,
      undefined,
      'type',
    );
  if (input.tableSize !== undefined)
    return fail('INVALID_FIELD', 'tableSize is for pod-play events (type "pods").', undefined, 'tableSize');
  const podKey = Object.keys(input.scoring ?? {}).find((key) => POD_SCORING_KEYS.includes(key));
  if (podKey)
    return fail(
      'INVALID_FIELD',
      `scoring.${podKey} is for pod-play events (type "pods").`,
      undefined,
      `scoring.${podKey}`,
    );
  return ok({ type: 'swiss' });
}
