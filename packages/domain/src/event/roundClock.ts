// 212, 216: the round clock, read from stored moments and a passed-in now (so it survives a restart of the app)
import { fail, ok, type Result } from '../shared/error.ts';

const MS_PER_MINUTE = 60_000;
/** The end-of-round warning: this much time left. */
export const ROUND_WARNING_MS = 5 * MS_PER_MINUTE;
/** Time a judge may add to a whole round at once. */
export const MAX_ADDED_MINUTES = 60;

/** The clock as stored on the round; times in epoch milliseconds. */
export interface RoundClockFacts {
  roundMinutes: number;
  startedAt: number | null;
  /** Set while the clock is paused. */
  pausedAt: number | null;
  /** Time spent paused before the current pause. */
  pausedMs: number;
  /** Minutes added to the whole round. */
  addedMinutes: number;
}

/** not-started: published, no clock yet; running; paused; over: time is called (216 starts). */
export type ClockStatus = 'not-started' | 'running' | 'paused' | 'over';

export interface ClockReading {
  status: ClockStatus;
  /** When time is called if the clock runs on from now (while paused it moves with now); null before the start. */
  endsAt: number | null;
  /** Time left, never below 0; null before the start. */
  remainingMs: number | null;
  /** The end-of-round warning: running or paused with at most five minutes left, or over. */
  warning: 'none' | 'five-minutes' | 'time';
}

export function readRoundClock(clock: RoundClockFacts, now: number): ClockReading {
  if (clock.startedAt === null) return { status: 'not-started', endsAt: null, remainingMs: null, warning: 'none' };
  const paused = clock.pausedAt === null ? 0 : now - clock.pausedAt;
  const endsAt = clock.startedAt + (clock.roundMinutes + clock.addedMinutes) * MS_PER_MINUTE + clock.pausedMs + paused;
  const remainingMs = Math.max(0, endsAt - now);
  const status: ClockStatus = clock.pausedAt !== null ? 'paused' : remainingMs === 0 ? 'over' : 'running';
  const warning = remainingMs === 0 ? 'time' : remainingMs <= ROUND_WARNING_MS ? 'five-minutes' : 'none';
  return { status, endsAt, remainingMs, warning };
}

/** Pausing stops a running clock; the moment is stored. */
export function pauseRoundClock(clock: RoundClockFacts, now: number): Result<Pick<RoundClockFacts, 'pausedAt'>> {
  const { status } = readRoundClock(clock, now);
  if (status !== 'running')
    return fail('CLOCK_NOT_RUNNING', `The round clock is ${status}: only a running clock pauses.`, '212');
  return ok({ pausedAt: now });
}

/** Resuming adds the pause to the time paused so far. */
export function resumeRoundClock(
  clock: RoundClockFacts,
  now: number,
): Result<Pick<RoundClockFacts, 'pausedAt' | 'pausedMs'>> {
  if (clock.pausedAt === null) return fail('CLOCK_NOT_PAUSED', 'The round clock is not paused.', '212');
  return ok({ pausedAt: null, pausedMs: clock.pausedMs + Math.max(0, now - clock.pausedAt) });
}

/** Time added to the whole round, after its start (an over round runs again). */
export function addRoundTime(clock: RoundClockFacts, minutes: number): Result<Pick<RoundClockFacts, 'addedMinutes'>> {
  if (clock.startedAt === null) return fail('CLOCK_NOT_STARTED', 'Start the round clock before adding time.', '212');
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_ADDED_MINUTES) {
    return fail(
      'ADDED_TIME_INVALID',
      `Time added to a round is 1–${MAX_ADDED_MINUTES} whole minutes, not ${minutes}.`,
      '212',
      'minutes',
    );
  }
  return ok({ addedMinutes: clock.addedMinutes + minutes });
}
