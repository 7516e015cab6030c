// The round clock (212, 216): pause, resume and time added to the whole round, the clock every screen reads, and a player's own table.
import { clockFacts, clockView, currentRound, type ClockChange, loadEventState, lockEvent, roundMinutesOf, roundOf, roundRepository, roundStageOf, roundView, type EventState, type RoundRecord, type StoredRound, type Tx } from '@tcg/db';
import { addRoundTime, findMyTable, pauseRoundClock, resumeRoundClock, seatsOf, type RoundClockFacts } from '@tcg/domain/event';
import { matchEndsAt } from '@tcg/domain/match';
import { must, type Result } from '@tcg/domain/shared';
import type { Clock, Find, Of } from '../schemas/index.ts';

type ClockRule = (clock: RoundClockFacts, now: number) => Result<ClockChange>;

const actions = {
  pause: { rule: pauseRoundClock, audit: 'round.timer.pause' },
  resume: { rule: resumeRoundClock, audit: 'round.timer.resume' },
} as const satisfies Record<string, { rule: ClockRule; audit: string }>;

async function changeClock(tx: Tx, eventId: string, number: number, rule: ClockRule, audit: 'round.timer.pause' | 'round.timer.resume' | 'round.timer.add', actor: string): Promise<RoundRecord> {
  await lockEvent(tx, eventId);
  const state = await loadEventState(tx, eventId);
  const round = roundOf(state, number, true);
  const change = must(rule(clockFacts(round, roundMinutesOf(state, round)), Date.now()));
  await roundRepository.changeClock(tx, round, change, audit, actor);
  return roundView(await loadEventState(tx, eventId), number);
}

/** Pauses or resumes the round clock. */
export const switchRoundClock = (tx: Tx, eventId: string, number: number, action: keyof typeof actions, actor: string) =>
  changeClock(tx, eventId, number, actions[action].rule, actions[action].audit, actor);

/** Adds minutes to the whole round. */
export const addTimeToRound = (tx: Tx, eventId: string, number: number, minutes: number, actor: string) =>
  changeClock(tx, eventId, number, (clock) => addRoundTime(clock, minutes), 'round.timer.add', actor);

/** The current round's clock read at `now`, and its per-table extensions. */
function clockOf(state: EventState, round: StoredRound | null, now: number): Of<typeof Clock> {
  const serverNow = new Date(now).toISOString();
  if (!round) return { round: null, title: null, status: 'not-started', endsAt: null, serverNow, extensions: [] };
  const { clock, endsAt } = clockView(round, roundMinutesOf(state, round), now);
  const extensions = round.matches.filter((m) => m.extensionMinutes > 0 && m.tableNumber !== null).map((m) => ({ table: m.tableNumber!, minutes: m.extensionMinutes }));
  return { round: round.number, title: roundStageOf(state, round).title, status: clock, endsAt, serverNow, extensions };
}

export async function readClock(tx: Tx, eventId: string, now: number): Promise<Of<typeof Clock>> {
  const state = await loadEventState(tx, eventId);
  return clockOf(state, currentRound(state), now);
}

/** Where the players the query finds sit in the current round, with the time their table has. */
export async function findTable(tx: Tx, eventId: string, query: string, now: number): Promise<Of<typeof Find>> {
  const state = await loadEventState(tx, eventId);
  const round = currentRound(state);
  if (!round) return { matches: [] };
  const view = roundView(state, round.number);
  const clock = clockOf(state, round, now);
  const extension = new Map(clock.extensions.map((e) => [e.table, e.minutes]));
  const endsAt = (table: number | null) => (clock.endsAt === null ? null : new Date(matchEndsAt(Date.parse(clock.endsAt), table === null ? 0 : (extension.get(table) ?? 0))).toISOString());
  const found = findMyTable(seatsOf(view.matches.map((m) => ({ table: m.table, playerA: m.playerA, playerB: m.playerB }))), query);
  return { matches: found.map(({ playerId, name, table, opponent, seat }) => ({ playerId, name, round: round.number, table, opponent, seat, endsAt: endsAt(table) })) };
}
