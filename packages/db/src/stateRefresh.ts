// A cached event state brought up to the event's current version: results patched in, anything else loaded again.
import { loadEventState, type EventState, type StoredRound } from './eventState.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import type { MatchWithGames } from './records.ts';
import { eventVersion } from './liveChanges.ts';
import { TX_OPTIONS, type Tx } from './transaction.ts';

/** An event's state and the version it holds: every change the event's version `version` counts is in it. */
export interface VersionedState {
  version: number;
  state: EventState;
}

/** A changed match as the statement writes it: its row (`to_json`, so its time is text) and its games. */
interface ChangedMatch {
  match: Omit<MatchWithGames, 'games' | 'reportedAt'> & { reportedAt: string | null };
  games: MatchWithGames['games'];
}

/**
 * The matches whose result changed since `since`, with their games, or null when anything else the state holds changed
 * too. One statement, so one snapshot and one round trip: under a room's reads every round trip waits its turn.
 */
async function resultsChangedSince(
  tx: Tx,
  eventId: string,
  since: number,
): Promise<{ version: number; matches: MatchWithGames[] } | null> {
  const rows = await tx.$queryRaw<{ version: number; structure: number; matches: ChangedMatch[] }[]>`
    SELECT v."version", v."structure", (
      SELECT COALESCE(json_agg(json_build_object(
        'match', to_json(m),
        'games', (SELECT COALESCE(json_agg(g ORDER BY g."number"), '[]') FROM "Game" g WHERE g."matchId" = m."id")
      )), '[]')
      FROM "Match" m
      WHERE m."id" IN (SELECT c."matchId" FROM "MatchChange" c WHERE c."eventId" = v."eventId" AND c."version" > ${since})
    ) AS "matches"
    FROM "EventVersion" v WHERE v."eventId" = ${eventId}::uuid`;
  const [first] = rows;
  if (!first || first.structure > since) return null;
  return { version: first.version, matches: first.matches.map(matchOf) };
}

const matchOf = ({ match, games }: ChangedMatch): MatchWithGames => ({
  ...match,
  reportedAt: match.reportedAt === null ? null : new Date(match.reportedAt),
  games,
});

/** `kept` with the results changed since it was read; null when more than results changed. */
export async function patched(tx: Tx, eventId: string, kept: VersionedState): Promise<VersionedState | null> {
  const changes = await resultsChangedSince(tx, eventId, kept.version);
  if (!changes) return null;
  if (changes.version === kept.version) return kept;
  const state = withMatches(kept.state, changes.matches);
  return state && { version: changes.version, state };
}

/** The state with `changed` in place of the matches of the same id (a new state: `state` is shared by views being built); null when one is not in it. */
function withMatches(state: EventState, changed: readonly MatchWithGames[]): EventState | null {
  const byId = new Map(changed.map((m) => [m.id, m]));
  let found = 0;
  const patch = (rounds: StoredRound[]) =>
    rounds.map((round) => {
      if (!round.matches.some((m) => byId.has(m.id))) return round;
      return { ...round, matches: round.matches.map((m) => (byId.has(m.id) ? (found++, byId.get(m.id)!) : m)) };
    });
  const patched = { ...state, rounds: patch(state.rounds), cutRounds: patch(state.cutRounds) };
  return found === byId.size ? patched : null;
}

/**
 * The event's state at its current version, read in one snapshot. From `kept` when only results changed since it was
 * read (the matches the triggers noted, with their games), else loaded whole: a result costs a few rows, not the event.
 */
export async function refreshEventState(
  prisma: PrismaClient,
  eventId: string,
  kept?: VersionedState,
): Promise<VersionedState> {
  return (
    (kept && (await patched(prisma, eventId, kept))) ||
    prisma.$transaction(
      async (tx) => ({ version: await eventVersion(tx, eventId), state: await loadEventState(tx, eventId) }),
      { ...TX_OPTIONS, isolationLevel: 'RepeatableRead' },
    )
  );
}
