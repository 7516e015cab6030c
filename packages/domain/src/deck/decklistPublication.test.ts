import { describe, expect, it } from 'vitest';
import { canPublishDecklists, decklistsShown, publishedPlayers, type DecklistScope } from './decklistPublication.ts';

describe('publishing decklists after the event (217)', () => {
  it.each([
    [{ finished: true, cutMade: true }, 'all', 'all'],
    [{ finished: true, cutMade: true }, 'topCut', 'topCut'],
    [{ finished: true, cutMade: false }, 'all', 'all'],
  ] as const)('%o publishes %s', (facts, scope, expected) =>
    expect(canPublishDecklists(facts, scope)).toEqual({ ok: true, value: expected }),
  );

  it.each([
    [{ finished: false, cutMade: true }, 'all', 'EVENT_NOT_FINISHED'],
    [{ finished: false, cutMade: false }, 'topCut', 'EVENT_NOT_FINISHED'],
    [{ finished: true, cutMade: false }, 'topCut', 'NO_TOP_CUT'],
  ] as const)('%o refuses %s with %s', (facts, scope, code) => {
    const result = canPublishDecklists(facts, scope);
    expect(result.ok ? null : result.error).toMatchObject({ code, section: '217' });
  });

  it.each([
    [true, null],
    [false, 'EVENT_NOT_FINISHED'],
  ] as const)('published lists of an event finished: %s, refused with %s', (finished, code) => {
    const result = decklistsShown(finished);
    expect(result.ok ? null : result.error.code).toBe(code);
  });

  const players = [
    { name: 'Ash', inTopCut: true },
    { name: 'Misty', inTopCut: false },
    { name: 'Brock', inTopCut: true },
  ];
  it.each([
    ['all', ['Ash', 'Misty', 'Brock']],
    ['topCut', ['Ash', 'Brock']],
  ] as [DecklistScope, string[]][])('%s shows %o', (scope, expected) =>
    expect(publishedPlayers(scope, players).map((p) => p.name)).toEqual(expected),
  );
});
