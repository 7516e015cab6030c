import { describe, expect, it } from 'vitest';
import { poolChange, type PoolChangeFacts } from './poolChange.ts';

describe('changing a pool (231)', () => {
  it.each<[string, PoolChangeFacts, string | null]>([
    ['open before play, no deck', { stage: 'pods', locked: false, deckStage: null }, null],
    [
      'open when the deck registered was the pods’ and the player builds for the Top 8',
      { stage: 'top8', locked: false, deckStage: 'pods' },
      null,
    ],
    ['locked once play has started', { stage: 'pods', locked: true, deckStage: null }, 'POOL_LOCKED'],
    [
      'locked before the deck check when play has started',
      { stage: 'pods', locked: true, deckStage: 'pods' },
      'POOL_LOCKED',
    ],
    ['fixed by the deck built from it', { stage: 'pods', locked: false, deckStage: 'pods' }, 'DECK_REGISTERED'],
  ])('%s', (_, facts, code) => {
    const result = poolChange(facts);
    if (code === null) expect(result).toEqual({ ok: true, value: facts.stage });
    else expect(result).toMatchObject({ ok: false, error: { code, section: '231' } });
  });
});
