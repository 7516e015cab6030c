import { describe, expect, it } from 'vitest';
import { builtInCatalog } from '../catalog/builtIn.ts';
import { validateTableCards } from './tableCards.ts';

const GROUP_2 = ['gym1', 'gym2'];

describe('validateTableCards (Appendix A 2, 4)', () => {
  it('takes the cards of two packs in order of placement, oldest set first', () => {
    const cards = validateTableCards(builtInCatalog, ['gym1-1', 'gym1-2', 'gym2-1', 'gym2-2'], GROUP_2);
    expect(cards.ok && cards.value.map((c) => c.name)).toEqual([
      "Blaine's Moltres",
      "Brock's Rhydon",
      "Blaine's Arcanine",
      "Blaine's Charizard",
    ]);
  });

  it('refuses basic Energy, which the Active player removes first', () => {
    expect(validateTableCards(builtInCatalog, ['gym1-1', 'gym1-129'], GROUP_2)).toMatchObject({
      ok: false,
      error: { code: 'BASIC_ENERGY_ON_TABLE', field: 'cards[1]', section: 'Appendix A 4' },
    });
  });

  it('refuses a newer set’s card before an older one, a card from other packs, an unknown card and an empty table', () => {
    expect(validateTableCards(builtInCatalog, ['gym2-1', 'gym1-1'], GROUP_2)).toMatchObject({
      ok: false,
      error: { code: 'NOT_OLDEST_SET_FIRST', field: 'cards[1]' },
    });
    expect(validateTableCards(builtInCatalog, ['base1-1'], GROUP_2)).toMatchObject({
      ok: false,
      error: { code: 'CARD_NOT_IN_PACKS' },
    });
    expect(validateTableCards(builtInCatalog, ['base1-1'], null).ok).toBe(true);
    expect(validateTableCards(builtInCatalog, ['nope-1'], null)).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_CARD', field: 'cards[0]' },
    });
    expect(validateTableCards(builtInCatalog, [], null)).toMatchObject({ ok: false, error: { code: 'CARDS_INVALID' } });
  });
});
