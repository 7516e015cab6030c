// Issue #18: failed sign-ins slow the next attempts down (OWASP), never lock: a few are free, then each failure doubles
// the wait. Counted per account and address and per address, so failures from elsewhere never keep the owner out.

/** Failures without a wait: for one account from one address, and from one address over every account. */
export const FREE_FAILURES = { pair: 5, address: 20 } as const;
export const LOGIN_DELAY_CAP_MS = 15 * 60_000;
/** A count is forgotten a day after its last failure. */
export const LOGIN_FAILURES_KEPT_MS = 24 * 60 * 60_000;

/** Failures so far and when the last one was (ms since epoch). */
export interface FailureCount {
  failures: number;
  lastFailureAt: number;
}

const failuresOf = (count: FailureCount | null, now: number) =>
  count !== null && now - count.lastFailureAt < LOGIN_FAILURES_KEPT_MS ? count.failures : 0;

/** Milliseconds before another attempt may be made: 0 now, else 1 s, 2 s, 4 s … up to 15 minutes after the last failure. */
export function loginWait(count: FailureCount | null, free: number, now: number): number {
  const over = failuresOf(count, now) - free;
  if (over < 0) return 0;
  const delay = Math.min(1000 * 2 ** over, LOGIN_DELAY_CAP_MS);
  return Math.max(0, count!.lastFailureAt + delay - now);
}

/** The count after one more failure at `now`. */
export const withFailure = (count: FailureCount | null, now: number): FailureCount => ({
  failures: failuresOf(count, now) + 1,
  lastFailureAt: now,
});
