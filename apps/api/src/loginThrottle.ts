// Issue #7: failed sign-ins counted per account and per address over a sliding window; in memory, like the write limit.
const WINDOW_MS = 15 * 60_000;
const MAX_KEYS = 50_000;

export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
}

export function loginThrottle(limits: ThrottleLimits = { perAccount: 5, perAddress: 20 }) {
  const failures = new Map<string, number[]>();

  const recent = (key: string, now: number) => {
    const times = (failures.get(key) ?? []).filter((t) => t > now - WINDOW_MS);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  /** Seconds until another attempt may be made, or 0 when one may be made now. */
  const wait = (key: string, max: number, now: number) => {
    const times = recent(key, now);
    return times.length < max ? 0 : Math.ceil((times[times.length - max]! + WINDOW_MS - now) / 1000);
  };

  return {
    retryAfter(email: string, address: string, now = Date.now()): number {
      return Math.max(wait(`account:${email}`, limits.perAccount, now), wait(`address:${address}`, limits.perAddress, now));
    },

    failed(email: string, address: string, now = Date.now()): void {
      if (failures.size > MAX_KEYS) failures.clear();
      for (const key of [`account:${email}`, `address:${address}`]) failures.set(key, [...recent(key, now), now]);
    },

    succeeded(email: string): void {
      failures.delete(`account:${email}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
