import { describe, expect, it } from 'vitest';
import type { DeckCheck } from './checkDeck.ts';
import { poolDeck } from './poolDeck.ts';

const check = (codes: string[]): DeckCheck =>
  ({
    legal: codes.length === 0,
    total: 40,
    counts: { pokemon: 0, trainer: 0, energy: 40 },
    problems: codes.map((code) => ({ code, section: '231', message: `${code}.` })),
    notices: [],
  }) as unknown as DeckCheck;

describe('poolDeck (231)', () => {
  it.each([
    ['a deck from the pool', [], null, undefined],
    ['a deck of the wrong size, all from the pool', ['DECK_SIZE'], null, undefined],
    ['two cards beyond the pool', ['NOT_IN_POOL', 'NOT_IN_POOL'], 'NOT_IN_POOL', 'NOT_IN_POOL. NOT_IN_POOL.'],
  ])('%s', (_, codes, code, message) => {
    const result = poolDeck(check(codes));
    expect(result.ok ? null : result.error.code).toBe(code);
    expect(result.ok ? undefined : result.error.message).toBe(message);
  });
});
