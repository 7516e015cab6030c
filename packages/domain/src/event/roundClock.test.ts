import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addRoundTime, pauseRoundClock, readRoundClock, resumeRoundClock, type RoundClockFacts } from './roundClock.ts';

const MIN = 60_000;
const start = Date.UTC(2026, 11, 21, 10, 0, 0);
const clock = (over: Partial<RoundClockFacts> = {}): RoundClockFacts => ({
  roundMinutes: 50,
  startedAt: start,
  pausedAt: null,
  pausedMs: 0,
  addedMinutes: 0,
  ...over,
});

describe('readRoundClock (212)', () => {
  it.each([
    [
      'not started',
      clock({ startedAt: null }),
      start,
      { status: 'not-started', endsAt: null, remainingMs: null, warning: 'none' },
    ],
    [
      'running',
      clock(),
      start + 10 * MIN,
      { status: 'running', endsAt: start + 50 * MIN, remainingMs: 40 * MIN, warning: 'none' },
    ],
    [
      'five minutes left',
      clock(),
      start + 45 * MIN,
      { status: 'running', endsAt: start + 50 * MIN, remainingMs: 5 * MIN, warning: 'five-minutes' },
    ],
    [
      'time called',
      clock(),
      start + 51 * MIN,
      { status: 'over', endsAt: start + 50 * MIN, remainingMs: 0, warning: 'time' },
    ],
    [
      'added time',
      clock({ addedMinutes: 5 }),
      start + 51 * MIN,
      { status: 'running', endsAt: start + 55 * MIN, remainingMs: 4 * MIN, warning: 'five-minutes' },
    ],
    [
      'earlier pauses',
      clock({ pausedMs: 3 * MIN }),
      start + 10 * MIN,
      { status: 'running', endsAt: start + 53 * MIN, remainingMs: 43 * MIN, warning: 'none' },
    ],
    [
      'paused: the end moves with now',
      clock({ pausedAt: start + 10 * MIN }),
      start + 70 * MIN,
      { status: 'paused', endsAt: start + 110 * MIN, remainingMs: 40 * MIN, warning: 'none' },
    ],
  ])('%s', (_, facts, now, reading) => {
    expect(readRoundClock(facts, now)).toEqual(reading);
  });
});

describe('pause, resume, add time', () => {
  it('pauses a running clock and resumes it with the pause counted', () => {
    expect(pauseRoundClock(clock(), start + 10 * MIN)).toEqual({ ok: true, value: { pausedAt: start + 10 * MIN } });
    expect(resumeRoundClock(clock({ pausedAt: start + 10 * MIN, pausedMs: MIN }), start + 12 * MIN)).toEqual({
      ok: true,
      value: { pausedAt: null, pausedMs: 3 * MIN },
    });
  });

  it.each([
    ['not started', clock({ startedAt: null })],
    ['paused', clock({ pausedAt: start })],
    ['over', clock({ roundMinutes: 1 })],
  ])('does not pause a clock that is %s', (_, facts) => {
    expect(pauseRoundClock(facts, start + 2 * MIN)).toMatchObject({
      ok: false,
      error: { code: 'CLOCK_NOT_RUNNING', section: '212' },
    });
  });

  it('resumes only a paused clock', () => {
    expect(resumeRoundClock(clock(), start)).toMatchObject({ ok: false, error: { code: 'CLOCK_NOT_PAUSED' } });
  });

  it.each([
    [clock(), 5, { ok: true, value: { addedMinutes: 5 } }],
    [clock({ addedMinutes: 5 }), 3, { ok: true, value: { addedMinutes: 8 } }],
    [clock({ startedAt: null }), 5, { ok: false, error: { code: 'CLOCK_NOT_STARTED' } }],
    [clock(), 0, { ok: false, error: { code: 'ADDED_TIME_INVALID', field: 'minutes' } }],
    [clock(), 61, { ok: false, error: { code: 'ADDED_TIME_INVALID', field: 'minutes' } }],
    [clock(), 1.5, { ok: false, error: { code: 'ADDED_TIME_INVALID', field: 'minutes' } }],
  ])('adds %j + %d minutes', (facts, minutes, result) => {
    expect(addRoundTime(facts, minutes)).toMatchObject(result);
  });
});

describe('round clock properties', () => {
  const facts = fc.record({
    roundMinutes: fc.integer({ min: 10, max: 180 }),
    startedAt: fc.integer({ min: start, max: start + 60 * MIN }),
    pausedAt: fc.constant(null),
    pausedMs: fc.integer({ min: 0, max: 30 * MIN }),
    addedMinutes: fc.integer({ min: 0, max: 60 }),
  });

  it('never shows negative time, and warns exactly in the last five minutes', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 0, max: 6 * 60 * MIN }), (clock, later) => {
        const reading = readRoundClock(clock, clock.startedAt + later);
        expect(reading.remainingMs).toBeGreaterThanOrEqual(0);
        expect(reading.warning === 'none').toBe(reading.remainingMs! > 5 * MIN);
      }),
    );
  });

  it('a pause of any length moves the end by exactly that long and leaves the time left as it was', () => {
    fc.assert(
      fc.property(
        facts,
        fc.integer({ min: 0, max: 10 * MIN }),
        fc.integer({ min: 1, max: 60 * MIN }),
        (clock, into, pause) => {
          const pauseAt = clock.startedAt + into;
          const before = readRoundClock(clock, pauseAt);
          fc.pre(before.status === 'running');
          expect(pauseRoundClock(clock, pauseAt)).toEqual({ ok: true, value: { pausedAt: pauseAt } });
          const resumed = resumeRoundClock({ ...clock, pausedAt: pauseAt }, pauseAt + pause);
          expect(readRoundClock({ ...clock, pausedAt: pauseAt }, pauseAt + pause).remainingMs).toBe(before.remainingMs);
          expect(resumed.ok && readRoundClock({ ...clock, ...resumed.value }, pauseAt + pause).endsAt).toBe(
            before.endsAt! + pause,
          );
        },
      ),
    );
  });
});
