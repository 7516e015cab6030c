import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_KEPT_MS, loginWait, withFailure, type FailureCount } from './loginDelay.ts';

const at = 1_000_000_000;
const count = (failures: number, lastFailureAt = at): FailureCount => ({ failures, lastFailureAt });

describe('loginWait (#18)', () => {
  it.each<[string, FailureCount | null, number, number]>([
    ['no failures', null, at, 0],
    ['the free failures used but one', count(4), at, 0],
    ['the free failures used', count(5), at, 1000],
    ['one failure past them', count(6), at, 2000],
    ['two past them', count(7), at, 4000],
    ['nine past them', count(14), at, 512_000],
    ['ten past them: capped at 15 minutes', count(15), at, 900_000],
    ['sixty past them: still 15 minutes', count(65), at, 900_000],
    ['part of the wait gone', count(6), at + 1500, 500],
    ['the wait over', count(6), at + 2000, 0],
    ['a day after the last failure: forgotten', count(65), at + LOGIN_FAILURES_KEPT_MS, 0],
  ])('%s', (_, failures, now, expected) => {
    expect(loginWait(failures, 5, now)).toBe(expected);
  });
});

describe('withFailure (#18)', () => {
  it.each<[string, FailureCount | null, number, FailureCount]>([
    ['the first failure', null, at, count(1)],
    ['one more', count(6, at - 10), at, count(7)],
    ['the first after a day without one', count(30, at - LOGIN_FAILURES_KEPT_MS), at, count(1)],
  ])('%s', (_, before, now, expected) => {
    expect(withFailure(before, now)).toEqual(expected);
  });
});
