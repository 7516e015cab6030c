// The round clock (212, 216): pause, resume and time added to the whole round, the clock every screen reads, and a player's own table.
import {
  alsoInPlay,
  clockFacts,
  clockView,
  currentRound,
  type ClockChange,
  loadEventState,
  lockEvent,
  missingTables,
  roundMinutesOf,
  roundOf,
  roundRepository,
  roundStageOf,
  roundView,
  type EventState,
  type RoundRecord,
  type StoredRound,
  type Tx,
} from '@tcg/db';
import {
  addRoundTime,
  findMyTable,
  pauseRoundClock,
  resumeRoundClock,
  seatsOf,
  type RoundClockFacts,
} from '@tcg/domain/event';
import { matchEndsAt } from '@tcg/domain/match';
import { must, type Result } from '@tcg/domain/shared';
import type { Clock, Find, Of, RoundClock } from '@tcg/contract';

type ClockRule = (clock: RoundClockFacts, now: number) => Result<ClockChange>;

const actions = {
  pause: { rule: pauseRoundClock, audit: 'round.timer.pause' },
  resume: { rule: resumeRoundClock, audit: 'round.timer.resume' },
} as const satisfies Record<string, { rule: ClockRule; audit: string }>;

async function changeClock(
  tx: Tx,
  eventId: string,
  number: number,
  rule: ClockRule,
  audit: 'round.timer.pause' | 'round.timer.resume' | 'round.timer.add',
  actor: string,
): Promise<RoundRecord> {
  await lockEvent(tx, eventId);
  const state = await loadEventState(tx, eventId);
  const round = roundOf(state, number, true);
  const change = must(rule(clockFacts(round, roundMinutesOf(state, round)), Date.now()));
  await roundRepository.changeClock(tx, round, change, audit, actor);
  return roundView(await loadEventState(tx, eventId), number);
}

/** Pauses or resumes the round clock. */
export const switchRoundClock = (
  tx: Tx,
  eventId: string,
  number: number,
  action: keyof typeof actions,
  actor: string,
) => changeClock(tx, eventId, number, actions[action].rule, actions[action].audit, actor);

/** Adds minutes to the whole round. */
export const addTimeToRound = (tx: Tx, eventId: string, number: number, minutes: number, actor: string) =>
  changeClock(tx, eventId, number, (clock) => addRoundTime(clock, minutes), 'round.timer.add', actor);

/** Every seated match has its result: the round is over whatever its clock says. */
const resultsAllIn = (round: StoredRound) =>
  round.matches.some((m) => m.playerBId !== null) && missingTables(round.matches).length === 0;

/** A round's clock read at `now`, and its per-table extensions; a round with every result in is finished and counts down no more. */
function roundClockOf(state: EventState, round: StoredRound, now: number): Of<typeof RoundClock> {
  const { clock, endsAt } = clockView(round, roundMinutesOf(state, round), now);
  const extensions = round.matches
    .filter((m) => m.extensionMinutes > 0 && m.tableNumber !== null)
    .map((m) => ({ table: m.tableNumber!, minutes: m.extensionMinutes }));
  return {
    round: round.number,
    title: roundStageOf(state, round).title,
    status: resultsAllIn(round) ? 'finished' : clock,
    endsAt,
    extensions,
  };
}

/** The current round's clock, and those of the other rounds in play beside it. */
function clockOf(state: EventState, now: number): Of<typeof Clock> {
  const serverNow = new Date(now).toISOString();
  const round = currentRound(state);
  const current = round
    ? roundClockOf(state, round, now)
    : { round: null, title: null, status: 'not-started' as const, endsAt: null, extensions: [] };
  return { ...current, serverNow, alsoInPlay: alsoInPlay(state, round).map((r) => roundClockOf(state, r, now)) };
}

export async function readClock(tx: Tx, eventId: string, now: number): Promise<Of<typeof Clock>> {
  return clockOf(await loadEventState(tx, eventId), now);
}

/** Where the players the query finds sit in the rounds in play, with the time their table has. */
export function findTable(state: EventState, query: string, now: number, asked?: number): Of<typeof Find> {
  if (asked !== undefined) return { matches: seatsFound(state, roundOf(state, asked, true), query, now) };
  const round = currentRound(state);
  if (!round) return { matches: [] };
  return { matches: [round, ...alsoInPlay(state, round)].flatMap((r) => seatsFound(state, r, query, now)) };
}

function seatsFound(state: EventState, round: StoredRound, query: string, now: number): Of<typeof Find>['matches'] {
  const view = roundView(state, round.number);
  const clock = roundClockOf(state, round, now);
  const extension = new Map(clock.extensions.map((e) => [e.table, e.minutes]));
  const endsAt = (table: number | null) =>
    clock.endsAt === null
      ? null
      : new Date(matchEndsAt(Date.parse(clock.endsAt), table === null ? 0 : (extension.get(table) ?? 0))).toISOString();
  const found = findMyTable(
    seatsOf(view.matches.map((m) => ({ table: m.table, playerA: m.playerA, playerB: m.playerB }))),
    query,
  );
  return found.map(({ playerId, name, table, opponent, seat }) => ({
    playerId,
    name,
    round: round.number,
    table,
    opponent,
    seat,
    endsAt: endsAt(table),
  }));
}
