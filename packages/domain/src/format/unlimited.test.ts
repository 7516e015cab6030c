import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { cardLegality } from './cardLegality.ts';
import { UNLIMITED } from './unlimited.ts';

const legality = (id: string) => cardLegality(catalog.cardsById.get(id)!, UNLIMITED, '2004-12-31', catalog);

describe('Unlimited (225)', () => {
  it.each([
    'base1-4',
    'base1-10',
    'base2-4',
    'basep-1',
    'basep-20',
    'gym1-73',
    'base5-4',
    'neo1-25',
    'neo1-14',
    'ecard1-140',
    'ex7-103',
    'np-40',
  ])('%s is legal', (id) => expect(legality(id)).toMatchObject({ status: 'legal', code: null }));

  it("bans _____'s Pikachu under 225", () => {
    expect(legality('basep-24')).toEqual({
      status: 'banned',
      code: 'BANNED',
      section: '225',
      reason: "Unlimited: _____'s Pikachu (Wizards Black Star Promos 24) is banned under 225",
    });
  });

  it('bans "Ancient Mew" by title, though the catalog has no such card', () => {
    expect(UNLIMITED.banned.names).toEqual(['Ancient Mew']);
    expect(catalog.cards.some((c) => c.name === 'Ancient Mew')).toBe(false);
  });

  it('is 60 cards with at most 4 copies (221)', () => {
    expect(UNLIMITED.deckSize).toEqual({ count: 60, section: '221' });
    expect(UNLIMITED.copyLimit).toEqual({ count: 4, section: '221' });
  });
});
