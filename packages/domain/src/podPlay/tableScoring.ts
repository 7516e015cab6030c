// Pod play: how a table's result scores, as data the organizer sets per event.
import { fail, ok, type Result } from '../shared/error.ts';

/** A recorded measure that breaks ties in standings (badges earned, turns taken); `better` says which way counts. */
export type Measure = { name: string; better: 'higher' | 'lower' };

export type TableScoring =
  | { by: 'place'; points: number[]; measure?: Measure }
  | { by: 'points'; measure?: Measure }
  | { by: 'win'; measure?: Measure };

export const MIN_TABLE_SIZE = 2;
export const MAX_TABLE_SIZE = 6;
const MAX_PLACE_POINTS = 1000;

export interface TableScoringInput {
  by?: string;
  points?: number[];
  measure?: { name?: string; better?: string };
}

function checkMeasure(measure: TableScoringInput['measure']): Result<Measure | undefined> {
  if (measure === undefined) return ok(undefined);
  const name = measure.name?.trim() ?? '';
  if (name.length === 0 || name.length > 40)
    return fail(
      'INVALID_FIELD',
      'A tiebreak measure needs a name of 1 to 40 characters (e.g. "badges").',
      undefined,
      'scoring.measure.name',
    );
  const better = measure.better ?? 'higher';
  if (better !== 'higher' && better !== 'lower')
    return fail(
      'INVALID_FIELD',
      `A measure is better "higher" or "lower", not "${better.slice(0, 20)}".`,
      undefined,
      'scoring.measure.better',
    );
  return ok({ name, better });
}

function checkPlacePoints(points: number[] | undefined, tableSize: number): Result<number[]> {
  if (points === undefined || points.length === 0)
    return fail(
      'INVALID_FIELD',
      'Scoring by place needs the points of each place, e.g. [4, 2, 1, 0].',
      undefined,
      'scoring.points',
    );
  if (points.length > tableSize)
    return fail(
      'INVALID_FIELD',
      `Tables seat at most ${tableSize}: ${points.length} places cannot score.`,
      undefined,
      'scoring.points',
    );
  const bad = points.findIndex((p) => !Number.isInteger(p) || p < 0 || p > MAX_PLACE_POINTS);
  if (bad >= 0)
    return fail(
      'INVALID_FIELD',
      `Place ${bad + 1} scores ${points[bad]}: points are whole numbers from 0 to ${MAX_PLACE_POINTS}.`,
      undefined,
      'scoring.points',
    );
  const rising = points.findIndex((p, i) => i > 0 && p > points[i - 1]!);
  if (rising > 0)
    return fail(
      'INVALID_FIELD',
      `Place ${rising + 1} cannot score more than place ${rising} (${points[rising]} > ${points[rising - 1]}).`,
      undefined,
      'scoring.points',
    );
  return ok(points);
}

/** The scoring of a pod-play event, checked against its table size; the error names the field. */
export function validateTableScoring(input: TableScoringInput | undefined, tableSize: number): Result<TableScoring> {
  const measure = checkMeasure(input?.measure);
  if (!measure.ok) return measure;
  const extra = measure.value ? { measure: measure.value } : {};
  const by = input?.by ?? 'place';
  if (by === 'points' || by === 'win')
    return input?.points === undefined
      ? ok({ by, ...extra })
      : fail('INVALID_FIELD', `Scoring by ${by} takes no place points.`, undefined, 'scoring.points');
  if (by !== 'place')
    return fail(
      'INVALID_FIELD',
      `Scoring is by "place", "points" or "win", not "${by.slice(0, 20)}".`,
      undefined,
      'scoring.by',
    );
  const points = checkPlacePoints(input?.points, tableSize);
  return points.ok ? ok({ by, points: points.value, ...extra }) : points;
}

/** A table size an organizer may choose: 2 to 6 seats. */
export function validateTableSize(size: number | undefined): Result<number> {
  if (size === undefined)
    return fail(
      'INVALID_FIELD',
      `A pod-play event needs a table size from ${MIN_TABLE_SIZE} to ${MAX_TABLE_SIZE}.`,
      undefined,
      'tableSize',
    );
  if (!Number.isInteger(size) || size < MIN_TABLE_SIZE || size > MAX_TABLE_SIZE) {
    return fail(
      'OUT_OF_RANGE',
      `tableSize must be a whole number from ${MIN_TABLE_SIZE} to ${MAX_TABLE_SIZE}, not ${size}.`,
      undefined,
      'tableSize',
    );
  }
  return ok(size);
}

/** Words for the scoring, as the event page and score sheets announce it. */
export function describeScoring(scoring: TableScoring): string {
  const measure = scoring.measure
    ? `; ties broken by ${scoring.measure.name} (${scoring.measure.better} is better)`
    : '';
  if (scoring.by === 'points') return `points reported per player${measure}`;
  if (scoring.by === 'win') return `win or loss: 1 point for the winner${measure}`;
  const places = scoring.points.map((p, i) => `${ordinal(i + 1)} ${p}`).join(', ');
  return `by place: ${places}${scoring.points.length > 0 ? ', later places 0' : ''}; tied players share the points of the places they span${measure}`;
}

export const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};
