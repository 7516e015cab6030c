// Standings after any round, recomputed from the stored results under the event's scoring policy.
import { AppError, RuleViolation } from '@tcg/domain/shared';
import { computeStandings, type Standings } from '@tcg/domain/standings';
import { loadEventState, missingTables, standingsInput, type EventState } from './eventState.ts';
import type { PrismaClient } from './generated/prisma/client.ts';

/** The last round whose every result is in (0 before any). */
export function lastCompleteRound(state: EventState): number {
  const complete = state.rounds.filter((r) => r.publishedAt !== null && missingTables(r.matches).length === 0);
  return complete.at(-1)?.number ?? 0;
}

export function standingsRepository(prisma: PrismaClient) {
  return {
    /** After `round`, or after the last complete round when left out. */
    /** In a team event each row is a team (its Player A's id) and carries `teamId`. */
    async get(eventId: string, round?: number): Promise<Standings> {
      const state = await loadEventState(prisma, eventId);
      const through = round ?? lastCompleteRound(state);
      if (through > state.rounds.length) {
        throw new AppError('ROUND_NOT_FOUND', `Round ${through} is not paired; ${state.rounds.length} round(s) so far.`);
      }
      const standings = computeStandings(standingsInput(state, through));
      if (!standings.ok) throw new Error(`Stored results do not add up: ${standings.error.message}`);
      if (state.teams.size === 0) return standings.value;
      const rows = standings.value.rows.map((row) => ({ ...row, teamId: state.teams.get(row.playerId)?.teamId }));
      return { ...standings.value, rows } as Standings;
    },
  };
}

export type StandingsRepository = ReturnType<typeof standingsRepository>;
