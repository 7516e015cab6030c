import { describe, expect, it } from 'vitest';
import { builtInCatalog as catalog } from '../catalog/builtIn.ts';
import { cardLegality, cardLegalityByFormat } from './cardLegality.ts';
import { BUILT_IN_FORMATS } from './builtIn.ts';
import { MODIFIED } from './modified.ts';
import { SEALED } from './limited.ts';
import { UNLIMITED } from './unlimited.ts';
import type { CheckOptions, Format } from './types.ts';

const card = (id: string) => catalog.cardsById.get(id)!;
const legality = (id: string, format: Format, date: string, options: CheckOptions = {}) =>
  cardLegality(card(id), format, date, catalog, options);

describe('release dates (204)', () => {
  it.each([MODIFIED, UNLIMITED, SEALED])(
    '$name: a card is legal on its set release date and not the day before',
    (format) => {
      expect(legality('base6-3', format, '2002-05-24').status).toBe('legal');
      expect(legality('base6-3', format, '2002-05-23')).toEqual({
        status: 'not-yet-released',
        code: 'NOT_YET_RELEASED',
        section: '204',
        reason: `${format.name}: Charizard (Legendary Collection 3) is not released until 2002-05-24 (204)`,
      });
    },
  );

  it('an old printing is not a copy of a legal card before the reprint is out', () => {
    expect(legality('base1-4', MODIFIED, '2002-05-23')).toMatchObject({
      status: 'not-in-format',
      reason:
        'Modified: Charizard (Base 4): Base is not in Modified; its copy Legendary Collection 3 is not released until 2002-05-24 (226)',
    });
    expect(legality('base1-4', MODIFIED, '2002-05-24').copyOf).toBe('base6-3');
  });

  it('Ruby & Sapphire joins Modified on 2003-07-01 as a post-Expedition expansion', () => {
    expect(legality('ex1-1', MODIFIED, '2003-06-30').code).toBe('NOT_YET_RELEASED');
    expect(legality('ex1-1', MODIFIED, '2003-07-01')).toMatchObject({
      status: 'legal',
      reason: 'Modified: Ruby & Sapphire is an expansion released after Expedition Base Set (226)',
    });
  });

  it.each([
    ['the day before the hold ends', 2, '2003-07-14', 'not-yet-released'],
    ['the day the two-week hold ends', 2, '2003-07-15', 'legal'],
    ['six weeks on', 6, '2003-08-12', 'legal'],
    ['five weeks into a six-week hold', 6, '2003-08-05', 'not-yet-released'],
  ] as const)('a new set held back at the event (204 ¶2): %s', (_, weeks, date, status) => {
    expect(legality('ex1-1', MODIFIED, date, { newSetHoldWeeks: weeks }).status).toBe(status);
  });

  it('a held set says when it is allowed', () => {
    expect(legality('ex1-1', MODIFIED, '2003-07-10', { newSetHoldWeeks: 2 })).toEqual({
      status: 'not-yet-released',
      code: 'NOT_YET_RELEASED',
      section: '204',
      reason:
        'Modified: Aggron (Ruby & Sapphire 1): Ruby & Sapphire was released on 2003-07-01; this event allows a new set 2 weeks after its release, from 2003-07-15 (204)',
    });
  });

  it('a held reprint is no legal copy: the older printing stays out until the hold ends', () => {
    expect(legality('base1-4', MODIFIED, '2002-05-30', { newSetHoldWeeks: 2 }).status).toBe('not-in-format');
    expect(legality('base1-4', MODIFIED, '2002-06-07', { newSetHoldWeeks: 2 }).copyOf).toBe('base6-3');
  });

  it('needs a real date', () => {
    expect(() => legality('base6-3', MODIFIED, '24/05/2002')).toThrow(RangeError);
  });
});

describe('promo sets the 2003 text does not name', () => {
  it.each([MODIFIED, UNLIMITED])('$name allows them by default and says so', (format) => {
    expect(legality('np-12', format, '2004-01-01')).toEqual({
      status: 'legal',
      code: null,
      section: format.legalCards.section,
      reason: `${format.name}: Nintendo Black Star Promos is a promo set the 2003 text does not name; allowed by default, which the organizer may change (${format.legalCards.section})`,
      unlistedPromoDefault: true,
    });
  });

  it.each(['np-1', 'np-40', 'pop1-3', 'tk1b-2'])('an organizer can exclude %s', (id) => {
    expect(legality(id, MODIFIED, '2004-12-31', { unlistedPromos: 'exclude' })).toMatchObject({
      status: 'not-in-format',
      code: 'NOT_IN_FORMAT',
    });
    expect(legality(id, MODIFIED, '2004-12-31', { unlistedPromos: 'allow' })).toMatchObject({ status: 'legal' });
    expect(legality(id, MODIFIED, '2004-12-31', { unlistedPromos: 'allow' }).unlistedPromoDefault).toBeUndefined();
  });

  it('an excluded promo that is a copy of a legal card stays legal as that copy', () => {
    expect(legality('np-12', MODIFIED, '2004-12-31', { unlistedPromos: 'exclude' })).toMatchObject({
      status: 'legal',
      copyOf: 'ex4-43',
    });
    expect(legality('np-12', MODIFIED, '2004-02-29', { unlistedPromos: 'exclude' }).status).toBe('not-in-format');
  });

  it('excluding them leaves basic Energy from a trainer kit legal', () => {
    expect(legality('tk1a-10', MODIFIED, '2004-12-31', { unlistedPromos: 'exclude' })).toMatchObject({
      status: 'legal',
      reason: 'Modified: basic Energy is allowed from any set (226)',
    });
  });
});

describe('cardLegalityByFormat, for the card page', () => {
  it('gives each built-in format its own standing', () => {
    const page = cardLegalityByFormat(card('basep-12'), BUILT_IN_FORMATS, '2003-01-01', catalog);
    expect(Object.fromEntries(Object.entries(page).map(([id, l]) => [id, l.status]))).toEqual({
      modified: 'legal',
      unlimited: 'legal',
      sealed: 'legal',
      'booster-draft': 'legal',
      'rochester-draft': 'legal',
    });
    expect(page['modified']!.copyOf).toBe('base6-29');
    expect(cardLegalityByFormat(card('basep-24'), BUILT_IN_FORMATS, '2003-01-01', catalog)['unlimited']!.status).toBe(
      'banned',
    );
  });
});
