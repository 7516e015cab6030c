import { describe, expect, it } from 'vitest';
import { deckBuildingStart, type DeckBuildingFacts } from './deckBuildingStart.ts';

describe('starting deck building (212, Appendix A 3)', () => {
  it.each<[string, DeckBuildingFacts, [string, string] | null]>([
    ['starts before play', { started: false, locked: false }, null],
    ['starts once', { started: true, locked: false }, ['DECK_BUILDING_STARTED', 'Appendix A 3']],
    [
      'started already, even after play started',
      { started: true, locked: true },
      ['DECK_BUILDING_STARTED', 'Appendix A 3'],
    ],
    ['is over once play started', { started: false, locked: true }, ['DECKS_LOCKED', '231']],
  ])('%s', (_, facts, refusal) => {
    const result = deckBuildingStart(facts);
    if (refusal === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, error: { code: refusal[0], section: refusal[1] } });
  });
});
