// Standings as the routes and exports give them: after a round (default: the last complete one), for one age division (through its own Swiss rounds) or all.
import { lastCompleteRound, loadEventState, standingsView, type EventState, type Tx } from '@tcg/db';
import type { Division } from '@tcg/domain/division';
import { AppError } from '@tcg/domain/shared';
import type { Of, Standings } from '@tcg/contract';
import { plannedSwissRounds, rowsOfDivision } from './divisions.ts';

export async function standingsFor(
  tx: Tx,
  eventId: string,
  round?: number,
  division?: Division,
): Promise<Of<typeof Standings>> {
  return eventStandings(await loadEventState(tx, eventId), round, division);
}

/** The standings of a loaded event. */
export function eventStandings(state: EventState, round?: number, division?: Division): Of<typeof Standings> {
  const asked = round ?? lastCompleteRound(state);
  if (asked > state.rounds.length)
    throw new AppError('ROUND_NOT_FOUND', `Round ${asked} is not paired; ${state.rounds.length} round(s) so far.`);
  if (state.rounds.find((r) => r.number === asked)?.publishedAt === null)
    throw new AppError('ROUND_NOT_FOUND', `Round ${asked} is a draft: standings after it exist once it is published.`);
  // A division's standings stop with its own group's Swiss rounds, whatever other groups still play.
  const own = division === undefined ? null : plannedSwissRounds(state, division);
  const view = standingsView(state, own === null ? asked : Math.min(asked, own));
  const rows = rowsOfDivision(
    state,
    division,
    view.rows,
    (row) => row.playerId,
    (row) => row.rank,
  );
  return { ...view, rows: rows.map(([row, rank]) => ({ ...row, rank })) };
}
