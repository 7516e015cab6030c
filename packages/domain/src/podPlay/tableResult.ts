// Pod play: a table's result (places or points for every seat, ties, pairs sharing a place) and the points it scores.
import { fail, ok, type Result } from '../shared/error.ts';
import { ordinal, type TableScoring } from './tableScoring.ts';

export interface TableEntry {
  places?: Record<string, number>;
  points?: Record<string, number>;
  /** The scoring's tiebreak measure per player (badges, turns). */
  measures?: Record<string, number>;
  /** Players who played as a pair and share one place. */
  partners?: string[][];
}

export interface ScoredSeat {
  playerId: string;
  place: number;
  points: number;
  measure: number | null;
}

const MAX_REPORTED_POINTS = 1_000_000;

/** Every seat named once, nobody else: the error names who is missing or who is not at the table. */
function checkSeats(seats: readonly string[], given: Record<string, number>, field: string): Result<void> {
  const stranger = Object.keys(given).find((id) => !seats.includes(id));
  if (stranger !== undefined)
    return fail('INVALID_FIELD', `Player ${stranger} does not sit at this table.`, undefined, `${field}.${stranger}`);
  const missing = seats.find((id) => given[id] === undefined);
  if (missing !== undefined)
    return fail(
      'INVALID_FIELD',
      `Every seat needs a ${field === 'places' ? 'place' : 'score'}: player ${missing} has none.`,
      undefined,
      `${field}.${missing}`,
    );
  return ok(undefined);
}

/** The units that take a place: each pair of partners, every other player alone. */
function unitsOf(seats: readonly string[], partners: readonly string[][]): Result<string[][]> {
  const paired = new Set<string>();
  for (const pair of partners) {
    if (pair.length !== 2)
      return fail('INVALID_FIELD', `Partners play in pairs, not ${pair.length} together.`, undefined, 'partners');
    for (const id of pair) {
      if (!seats.includes(id))
        return fail('INVALID_FIELD', `Partner ${id} does not sit at this table.`, undefined, 'partners');
      if (paired.has(id)) return fail('INVALID_FIELD', `Player ${id} is in two pairs.`, undefined, 'partners');
      paired.add(id);
    }
  }
  return ok([...partners.map((p) => [...p]), ...seats.filter((id) => !paired.has(id)).map((id) => [id])]);
}

/** Places in competition order: a place shared by n units is followed by the place n further on ("1, 1, 3"). */
function checkPlaces(units: readonly string[][], places: Record<string, number>): Result<Map<string[], number>> {
  const byUnit = new Map<string[], number>();
  for (const unit of units) {
    const place = places[unit[0]!]!;
    if (!Number.isInteger(place) || place < 1 || place > units.length)
      return fail(
        'OUT_OF_RANGE',
        `Places run from 1 to ${units.length}, not ${place}.`,
        undefined,
        `places.${unit[0]}`,
      );
    if (unit.some((id) => places[id] !== place))
      return fail('INVALID_FIELD', `Partners ${unit.join(' and ')} share one place.`, undefined, `places.${unit[1]}`);
    byUnit.set(unit, place);
  }
  for (const [unit, place] of byUnit) {
    const ahead = [...byUnit.values()].filter((p) => p < place).length;
    if (place !== ahead + 1) {
      return fail(
        'INVALID_FIELD',
        `With ${ahead} ahead, ${ordinal(place)} place should be ${ordinal(ahead + 1)}: tied players share a place and the next place skips ("1, 1, 3").`,
        undefined,
        `places.${unit[0]}`,
      );
    }
  }
  return ok(byUnit);
}

/** Points of the places a tied group spans, shared equally; places the scoring lists no points for score 0. */
function sharedPoints(placePoints: readonly number[], place: number, tied: number): number {
  let sum = 0;
  for (let p = place; p < place + tied; p++) sum += placePoints[p - 1] ?? 0;
  return sum / tied;
}

function placesFromPoints(seats: readonly string[], points: Record<string, number>): Record<string, number> {
  return Object.fromEntries(seats.map((id) => [id, 1 + seats.filter((other) => points[other]! > points[id]!).length]));
}

function checkReported(
  seats: readonly string[],
  points: Record<string, number> | undefined,
): Result<Record<string, number>> {
  if (points === undefined)
    return fail('INVALID_FIELD', 'Scoring by points needs the points of every seat.', undefined, 'points');
  const seated = checkSeats(seats, points, 'points');
  if (!seated.ok) return seated;
  const bad = seats.find((id) => !Number.isInteger(points[id]) || points[id]! < 0 || points[id]! > MAX_REPORTED_POINTS);
  return bad === undefined
    ? ok(points)
    : fail(
        'OUT_OF_RANGE',
        `Points are whole numbers from 0 to ${MAX_REPORTED_POINTS}, not ${points[bad]}.`,
        undefined,
        `points.${bad}`,
      );
}

function checkMeasures(
  scoring: TableScoring,
  seats: readonly string[],
  measures: Record<string, number> | undefined,
): Result<Record<string, number>> {
  if (measures === undefined) return ok({});
  if (!scoring.measure) return fail('INVALID_FIELD', 'This event records no tiebreak measure.', undefined, 'measures');
  const stranger = Object.keys(measures).find((id) => !seats.includes(id));
  if (stranger !== undefined)
    return fail('INVALID_FIELD', `Player ${stranger} does not sit at this table.`, undefined, `measures.${stranger}`);
  const bad = Object.entries(measures).find(([, n]) => !Number.isInteger(n) || n < 0 || n > 10_000);
  return bad
    ? fail(
        'OUT_OF_RANGE',
        `${scoring.measure.name} is a whole number from 0 to 10000, not ${bad[1]}.`,
        undefined,
        `measures.${bad[0]}`,
      )
    : ok(measures);
}

/** Scores places: each unit's place, with the points of the places it spans shared among the units tied there. */
function scorePlaces(
  scoring: TableScoring,
  seats: readonly string[],
  entry: TableEntry,
): Result<Map<string, [number, number]>> {
  if (entry.places === undefined)
    return fail('INVALID_FIELD', `Scoring by ${scoring.by} needs the place of every seat.`, undefined, 'places');
  const seated = checkSeats(seats, entry.places, 'places');
  if (!seated.ok) return seated;
  const units = unitsOf(seats, entry.partners ?? []);
  if (!units.ok) return units;
  const places = checkPlaces(units.value, entry.places);
  if (!places.ok) return places;
  const placePoints = scoring.by === 'place' ? scoring.points : [1];
  const scored = new Map<string, [number, number]>();
  for (const [unit, place] of places.value) {
    const tied = [...places.value.values()].filter((p) => p === place).length;
    for (const id of unit) scored.set(id, [place, sharedPoints(placePoints, place, tied)]);
  }
  return ok(scored);
}

/** Checks a table's result against its seats and the event's scoring, and scores every seat. */
export function scoreTable(scoring: TableScoring, seats: readonly string[], entry: TableEntry): Result<ScoredSeat[]> {
  const measures = checkMeasures(scoring, seats, entry.measures);
  if (!measures.ok) return measures;
  let scored: Map<string, [number, number]>;
  if (scoring.by === 'points') {
    if (entry.places !== undefined || entry.partners !== undefined)
      return fail(
        'INVALID_FIELD',
        'Scoring by points takes the points of every seat, not places or partners.',
        undefined,
        'places',
      );
    const points = checkReported(seats, entry.points);
    if (!points.ok) return points;
    const places = placesFromPoints(seats, points.value);
    scored = new Map(seats.map((id) => [id, [places[id]!, points.value[id]!]]));
  } else {
    if (entry.points !== undefined)
      return fail('INVALID_FIELD', `Scoring by ${scoring.by} takes places, not points.`, undefined, 'points');
    const placed = scorePlaces(scoring, seats, entry);
    if (!placed.ok) return placed;
    scored = placed.value;
  }
  return ok(
    seats.map((id) => ({
      playerId: id,
      place: scored.get(id)![0],
      points: scored.get(id)![1],
      measure: measures.value[id] ?? null,
    })),
  );
}
