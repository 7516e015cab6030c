import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_WINDOW_MS, idempotentReplay, type StoredAnswer } from './idempotentReplay.ts';

const at = 1_000_000;
const stored: StoredAnswer = { request: 'POST /rounds {}', at };

describe('idempotentReplay', () => {
  it.each<[string, StoredAnswer | null, string, number, 'replay' | 'fresh' | 'IDEMPOTENCY_KEY_REUSED']>([
    ['a new key', null, 'POST /rounds {}', at, 'fresh'],
    ['the same request at once', stored, 'POST /rounds {}', at, 'replay'],
    [
      'the same request a moment before the day is over',
      stored,
      'POST /rounds {}',
      at + IDEMPOTENCY_WINDOW_MS - 1,
      'replay',
    ],
    ['the same request a day later', stored, 'POST /rounds {}', at + IDEMPOTENCY_WINDOW_MS, 'fresh'],
    ['another body under the key', stored, 'POST /rounds {"x":1}', at + 5, 'IDEMPOTENCY_KEY_REUSED'],
    ['another body a day later', stored, 'POST /rounds {"x":1}', at + IDEMPOTENCY_WINDOW_MS, 'fresh'],
  ])('%s', (_, answer, request, now, expected) => {
    const result = idempotentReplay(answer, request, now);
    expect(result.ok ? result.value : result.error.code).toBe(expected);
  });
});
