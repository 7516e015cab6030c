import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { cardLegality } from './cardLegality.ts';
import { BOOSTER_DRAFT, ROCHESTER_DRAFT, SEALED } from './limited.ts';

describe('Limited (231–236)', () => {
  it.each([SEALED, BOOSTER_DRAFT, ROCHESTER_DRAFT])('$name: 40 cards, no copy limit, nothing banned', (format) => {
    expect(format.kind).toBe('limited');
    expect(format.deckSize).toEqual({ count: 40, section: '231' });
    expect(format.copyLimit).toBeNull();
    expect(format.banned.ids).toEqual([]);
  });

  it.each(['base1-4', 'basep-24', 'neo1-25', 'gym1-73', 'np-12'])('%s, from any released set, may be played', (id) => {
    expect(cardLegality(catalog.cardsById.get(id)!, SEALED, '2004-12-31', catalog).status).toBe('legal');
  });

  it('still waits for the release date (204)', () => {
    expect(cardLegality(catalog.cardsById.get('ecard1-1')!, SEALED, '2002-09-14', catalog).code).toBe(
      'NOT_YET_RELEASED',
    );
  });
});
