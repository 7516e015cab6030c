// The top cut (217): the stored event handed to the domain's cut rules, then saved.
import { cutResults, lockEvent, standingsAfter, storedCut, topCutRepository, type CutRequest, type CutState, type EventState, type Tx } from '@tcg/db';
import { advanceBracket, bracketFinished, buildBracket, canMakeCut, finalPlacements, recommendCut, recordResult, redraftCut, selectCut, type CutResult } from '@tcg/domain/cut';
import { must, notFound, seededRandom } from '@tcg/domain/shared';
import type { Division } from '@tcg/domain/division';
import type { AffectedMatch, Bracket, FinalStandings, Of } from '../schemas/index.ts';
import { rowsOfDivision } from './divisions.ts';

/** The top cut recommended for the attendance (217): its size, or null when the Swiss standings are final. */
export function cutRecommendation(attendance: number): Of<typeof Bracket>['recommendation'] {
  const recommended = must(recommendCut(attendance));
  return { size: 'size' in recommended.choice ? recommended.choice.size : null, reason: recommended.reason };
}

/** The bracket page: the cut recommended for the attendance, and the cut once made. */
export function bracketOf(loaded: CutState): Of<typeof Bracket> {
  return topCutRepository.view(loaded, cutRecommendation(loaded.state.registrations.length));
}

/** Cuts to the top players after the last Swiss round, with `seed` drawing any tie across the cut line. */
export async function makeCut(tx: Tx, eventId: string, request: CutRequest, seed: number, actor: string): Promise<Of<typeof Bracket>> {
  await lockEvent(tx, eventId);
  const loaded = await topCutRepository.load(tx, eventId);
  const afterRound = must(canMakeCut({ cutMade: loaded.cut !== null, ...loaded.progress }));
  const rows = standingsAfter(loaded.state, afterRound).rows.filter((row) => !row.dropped);
  const selection = must(redraftCut(loaded.redraftSeeds, request.rule)) ?? must(selectCut(rows, request.rule, seededRandom(seed)));
  const bracket = must(buildBracket(selection.seeds.length, { thirdPlaceMatch: request.thirdPlaceMatch }));
  const seated = must(advanceBracket(bracket, selection.seeds, []));
  await topCutRepository.create(tx, loaded, { request, afterRound, seed, selection, bracket, seated }, actor);
  return bracketOf(await topCutRepository.load(tx, eventId));
}

/** Carries a result entered in the cut forward; a correction re-seats the later matches its old winner reached (217). */
export async function carryResult(tx: Tx, state: EventState, entry: CutResult, actor: string): Promise<Of<typeof AffectedMatch>[]> {
  const cut = storedCut(state.topCut!);
  const recorded = must(recordResult(cut.bracket, cut.seeds, cutResults(state, cut.row), entry));
  return topCutRepository.carry(tx, state, cut, { entry, recorded, finished: bracketFinished(recorded.state) }, actor);
}

/** Places after the cut: the cut by how far each player went, everyone else by Swiss standing (217); `division` places one age division among itself. */
export async function finalStandings(tx: Tx, eventId: string, division?: Division): Promise<Of<typeof FinalStandings>> {
  const { state, cut } = await topCutRepository.load(tx, eventId);
  if (!cut) throw notFound('CUT_NOT_FOUND', 'This event has no top cut yet: its standings are the Swiss standings.');
  const rows = standingsAfter(state, cut.row.afterRound).rows;
  const places = must(finalPlacements(cut.bracket, cut.seeds, cutResults(state, cut.row), rows));
  const view = topCutRepository.finalView(state, cut, places);
  const kept = rowsOfDivision(state, division, view.rows, (row) => row.player.id, (row) => row.place);
  return { ...view, rows: kept.map(([row, place]) => ({ ...row, place })) };
}
