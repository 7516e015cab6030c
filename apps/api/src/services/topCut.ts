// The top cut (217): the stored event handed to the domain's cut rules, then saved; under Play! Pokémon one cut per age division.
import {
  cutDivisionOf,
  cutResults,
  lastCompleteRound,
  lockEvent,
  roundsInPlay,
  seatedBracket,
  standingsAfter,
  storedCut,
  topCutRepository,
  type CutRequest,
  type CutState,
  type EventState,
  type StoredCut,
  type Tx,
} from '@tcg/db';
import {
  advanceBracket,
  bracketFinished,
  buildBracket,
  cutDivision,
  cutTableBase,
  cutOfDivision,
  cutRule,
  divisionCutStart,
  eventOver,
  finalPlacements,
  finalStandingsDivision,
  recommendCut,
  recordResult,
  redraftCut,
  selectCut,
  type CutResult,
} from '@tcg/domain/cut';
import { askDivision, type Division } from '@tcg/domain/division';
import { tomOrderOf, tomTieOrder } from '@tcg/domain/tdf';
import { must, notFound, seededRandom } from '@tcg/domain/shared';
import type { AffectedMatch, Bracket, CutBody, FinalStandings, Of } from '@tcg/contract';
import { cutRoundsFrom, divisionsOf, groupsOf, plannedSwissRounds, rowsOfDivision, swissSeats } from './divisions.ts';
import { snapshotPublished } from './snapshots.ts';

/** The top cut recommended for the attendance (217): its size, or null when the Swiss standings are final. */
export function cutRecommendation(attendance: number): Of<typeof Bracket>['recommendation'] {
  const recommended = must(recommendCut(attendance));
  return { size: 'size' in recommended.choice ? recommended.choice.size : null, reason: recommended.reason };
}

const divisionOfCut = (cut: StoredCut) => cut.row.division;

/** The players of the division asked for (all of them when none is). */
const attendanceOf = (state: EventState, division: Division | null) =>
  division === null
    ? state.registrations.length
    : [...divisionsOf(state).values()].filter((d) => d === division).length;

/** The bracket page of the event or of one age division: the cut recommended for its attendance, and its cut once made. */
export function bracketOf(loaded: CutState, asked?: Division): Of<typeof Bracket> {
  const division = must(askDivision(groupsOf(loaded.state), asked));
  const attendance = attendanceOf(loaded.state, division);
  const cut = cutOfDivision(loaded.cuts, divisionOfCut, division);
  const swiss = cut ? swissRows(loaded.state, cutDivisionOf(cut.row), cut.row.afterRound) : [];
  return topCutRepository.view(loaded, { division, attendance, cut, swiss }, cutRecommendation(attendance));
}

type SwissRow = ReturnType<typeof standingsAfter>['rows'][number];

/** The Swiss standings after `round`: the whole event's, or one division's ranked among itself. */
export function swissRows(state: EventState, division: Division | null, round: number): SwissRow[] {
  const rows: readonly SwissRow[] = standingsAfter(state, round).rows;
  return rowsOfDivision(
    state,
    division ?? undefined,
    rows,
    (row) => row.playerId,
    (row) => row.rank,
  ).map(([row, rank]) => ({ ...row, rank }));
}

/** The cut a player plays in: their division's own cut, else the whole event's; null before it is made. */
export function playerCut(state: EventState, playerId: string): StoredCut['row'] | null {
  const division = groupsOf(state) === null ? null : (divisionsOf(state).get(playerId) ?? null);
  return cutOfDivision(state.topCuts, (cut) => cut.division, division);
}

/** The tables a new cut sits after: those of every round in play beside it, and those the groups still in Swiss will need. */
function tableBaseOf(state: EventState): number {
  const tablesInPlay = roundsInPlay(state).flatMap((r) =>
    r.matches.flatMap((m) => (m.tableNumber === null ? [] : [m.tableNumber])),
  );
  const seats = swissSeats(state, state.rounds.length + 1);
  return cutTableBase({ tablesInPlay, playersInSwiss: seats === null ? 0 : seats.flat().length });
}

/** A cut as a TOM file seats it: its tables after `tableBase` (the file's own numbering), its players in `seeds` order (a single-elimination-only event's bracket slots). */
export interface FileCut {
  tableBase: number;
  seeds?: string[];
}

/**
 * Cuts to the top players (of the event, or of one division among itself) after the last Swiss round, with `seed` drawing
 * any tie across the cut line; its tables after those in play; or as a TOM file seats it.
 */
export async function makeCut(
  tx: Tx,
  eventId: string,
  request: Omit<CutRequest, 'division'>,
  asked: Division | undefined,
  seed: number,
  actor: string,
  file?: FileCut,
): Promise<Of<typeof Bracket>> {
  await lockEvent(tx, eventId);
  const loaded = await topCutRepository.load(tx, eventId);
  const division = must(
    cutDivision(
      groupsOf(loaded.state),
      asked,
      loaded.cuts.map((c) => cutDivisionOf(c.row)),
    ),
  );
  const afterRound = must(
    divisionCutStart({ planned: plannedSwissRounds(loaded.state, division), complete: loaded.progress.complete }),
  );
  const rows = swissRows(loaded.state, division, afterRound).filter((row) => !row.dropped);
  const given = file?.seeds && { seeds: file.seeds, draws: [] };
  const selection =
    given ??
    must(redraftCut(loaded.redraftSeeds, request.rule)) ??
    must(selectCut(rows, request.rule, seededRandom(seed)));
  const bracket = must(buildBracket(selection.seeds.length, { thirdPlaceMatch: request.thirdPlaceMatch }));
  const seated = must(advanceBracket(bracket, selection.seeds, []));
  const firstRound = cutRoundsFrom(loaded.state, afterRound);
  const tables = file?.tableBase ?? tableBaseOf(loaded.state);
  await topCutRepository.create(
    tx,
    loaded,
    { request: { ...request, division }, afterRound, firstRound, seed, selection, bracket, seated, tableBase: tables },
    actor,
  );
  return bracketOf(await topCutRepository.load(tx, eventId), division ?? undefined);
}

/** The organizer's cut as asked (217): made, its first round published, and the event's snapshot taken (`kept` per event). */
export async function cutAsAsked(
  tx: Tx,
  eventId: string,
  body: Of<typeof CutBody>,
  seed: number,
  actor: string,
  kept: number,
): Promise<Of<typeof Bracket>> {
  const request = {
    rule: must(cutRule(body)),
    bestOf: body.bestOf ?? 1,
    thirdPlaceMatch: body.thirdPlaceMatch ?? false,
    ...(body.roundMinutes !== undefined ? { roundMinutes: body.roundMinutes } : {}),
  };
  const made = await makeCut(tx, eventId, request, body.division, seed, actor);
  await snapshotPublished(tx, eventId, made.cut!.rounds[0]!.number, kept);
  return made;
}

/** Every group's Swiss rounds are played, every result in. */
export const swissOver = (state: EventState): boolean =>
  divisionCutStart({ planned: plannedSwissRounds(state, null), complete: lastCompleteRound(state) }).ok;

/** Whether the event is over: every group's Swiss rounds and every top cut made finished. */
export const eventIsOver = (state: EventState): boolean =>
  eventOver(
    swissOver(state),
    state.topCuts.map((row) => bracketFinished(seatedBracket(state, storedCut(row)))),
  );

/** Carries a result entered in a cut forward; a correction re-seats the later matches its old winner reached (217). */
export async function carryResult(
  tx: Tx,
  state: EventState,
  cutRow: StoredCut['row'],
  entry: CutResult,
  actor: string,
): Promise<Of<typeof AffectedMatch>[]> {
  const cut = storedCut(cutRow);
  const recorded = must(recordResult(cut.bracket, cut.seeds, cutResults(state, cut.row), entry));
  const others = state.topCuts
    .filter((row) => row.id !== cutRow.id)
    .map((row) => bracketFinished(seatedBracket(state, storedCut(row))));
  const finished = eventOver(swissOver(state), [bracketFinished(recorded.state), ...others]);
  return topCutRepository.carry(tx, state, cut, { entry, recorded, finished }, actor);
}

/** Places after the cut: the cut by how far each player went, everyone else by Swiss standing (217); `division` places one age division among itself. */
export async function finalStandings(tx: Tx, eventId: string, asked?: Division): Promise<Of<typeof FinalStandings>> {
  const { state, cuts } = await topCutRepository.load(tx, eventId);
  const made = cuts.map((c) => cutDivisionOf(c.row));
  const division = must(finalStandingsDivision(must(askDivision(groupsOf(state), asked)), made));
  const cut = cutOfDivision(cuts, divisionOfCut, division);
  if (!cut)
    throw notFound(
      'cut',
      eventId,
      'This event (or division) has no top cut yet: its standings are the Swiss standings.',
    );
  const rows = swissRows(state, cutDivisionOf(cut.row), cut.row.afterRound);
  const places = must(finalPlacements(cut.bracket, cut.seeds, cutResults(state, cut.row), rows));
  const view = tomPlaces(state, topCutRepository.finalView(state, cut, places, rows));
  if (cut.row.division !== null) return view;
  const kept = rowsOfDivision(
    state,
    division ?? undefined,
    view.rows,
    (row) => row.player.id,
    (row) => row.place,
  );
  return { ...view, rows: kept.map(([row, place]) => ({ ...row, place })) };
}

/**
 * A finished event imported from TOM: players exactly tied (out in the same cut round with the same Swiss rank, or
 * sharing a place after it) in the order TOM placed them, said so (`tomOrder`).
 */
function tomPlaces(state: EventState, view: Of<typeof FinalStandings>): Of<typeof FinalStandings> {
  const order = tomOrderOf(state.event.tomOrder);
  if (order === null || state.event.status !== 'FINISHED') return view;
  const tie = (row: (typeof view.rows)[number]) =>
    row.finish === null ? `place ${row.place}` : `${row.finish} ${row.swissRank}`;
  return {
    ...view,
    rows: tomTieOrder(view.rows, order, (row) => row.player.id, tie).map((row, i) => ({
      ...row,
      place: row.finish === null ? row.place : i + 1,
    })),
    tomOrder: true,
  };
}
