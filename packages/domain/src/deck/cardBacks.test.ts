import { describe, expect, it } from 'vitest';
import { cardBackNotices } from './cardBacks.ts';

describe('mixed card backs (202)', () => {
  it('reminds about identical opaque sleeves when the registration says the backs are mixed', () => {
    expect(cardBackNotices(true)).toEqual([
      {
        code: 'OPAQUE_SLEEVES',
        section: '202',
        message: 'The deck mixes card backs: every card must be in identical, opaque-backed sleeves (202)',
      },
    ]);
  });

  it.each([false, undefined])('says nothing otherwise (%s)', (mixed) => expect(cardBackNotices(mixed)).toEqual([]));
});
