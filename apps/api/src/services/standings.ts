// Standings as the routes and exports give them: after a round (default: the last complete one), for one age division or all.
import { lastCompleteRound, loadEventState, standingsView, type EventState, type Tx } from '@tcg/db';
import type { Division } from '@tcg/domain/division';
import { AppError } from '@tcg/domain/shared';
import type { Of, Standings } from '../schemas/index.ts';
import { rowsOfDivision } from './divisions.ts';

export async function standingsFor(tx: Tx, eventId: string, round?: number, division?: Division): Promise<Of<typeof Standings>> {
  return eventStandings(await loadEventState(tx, eventId), round, division);
}

/** The standings of a loaded event. */
export function eventStandings(state: EventState, round?: number, division?: Division): Of<typeof Standings> {
  const through = round ?? lastCompleteRound(state);
  if (through > state.rounds.length) throw new AppError('ROUND_NOT_FOUND', `Round ${through} is not paired; ${state.rounds.length} round(s) so far.`);
  const view = standingsView(state, through);
  const rows = rowsOfDivision(state, division, view.rows, (row) => row.playerId, (row) => row.rank);
  return { ...view, rows: rows.map(([row, rank]) => ({ ...row, rank })) };
}
