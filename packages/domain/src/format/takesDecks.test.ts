import { describe, expect, it } from 'vitest';
import { takesDecks, type EventGame } from './takesDecks.ts';

describe('takesDecks (201)', () => {
  it.each<[EventGame, string | null]>([
    ['tcg', null],
    ['vgc', 'NO_CARD_FORMAT'],
  ])('%s', (game, code) => {
    const result = takesDecks(game);
    expect(result.ok ? null : result.error).toEqual(code ? expect.objectContaining({ code, field: 'game' }) : null);
  });
});
