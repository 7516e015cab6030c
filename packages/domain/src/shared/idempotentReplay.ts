// A retried write (same Idempotency-Key) answers what the first answered, within a day; the key never covers another request.
import { fail, ok, type Result } from './error.ts';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A stored answer: the request it answered (method, route and body, as one fingerprint) and when (ms since epoch). */
export interface StoredAnswer {
  request: string;
  at: number;
}

/** 'replay' the stored answer, do the work ('fresh'), or refuse a key reused for a different request. */
export function idempotentReplay(
  stored: StoredAnswer | null,
  request: string,
  now: number,
): Result<'replay' | 'fresh'> {
  if (!stored || now - stored.at >= IDEMPOTENCY_WINDOW_MS) return ok('fresh');
  if (stored.request !== request)
    return fail(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for a different request in the last 24 hours: use a new key.',
      undefined,
      'Idempotency-Key',
    );
  return ok('replay');
}
