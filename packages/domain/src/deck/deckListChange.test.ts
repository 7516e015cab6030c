import { describe, expect, it } from 'vitest';
import { deckListChange } from './deckListChange.ts';

describe('deckListChange (UTR)', () => {
  it.each([
    [false, null],
    [true, 'DECKS_LOCKED'],
  ])('locked %s → %s', (locked, code) => {
    const result = deckListChange(locked);
    expect(result.ok ? null : result.error).toEqual(code ? expect.objectContaining({ code, section: 'UTR' }) : null);
  });
});
