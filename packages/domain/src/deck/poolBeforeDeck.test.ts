import { describe, expect, it } from 'vitest';
import { poolBeforeDeck } from './poolBeforeDeck.ts';

describe('poolBeforeDeck (231)', () => {
  it.each([
    [[{ cardId: 'base6-3', count: 1 }], true],
    [[], true],
    [null, false],
  ])('pool %j registered: %s', (pool, registered) => {
    const result = poolBeforeDeck(pool);
    expect(result.ok).toBe(registered);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'POOL_NOT_REGISTERED', section: '231', field: 'pool' });
  });
});
