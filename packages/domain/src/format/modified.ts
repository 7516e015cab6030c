// 221, 226: Modified: Neo Genesis onward plus Black Star promos 21+ and Best promos; older printings only as basic Energy or copies of legal cards.
import type { Format } from './types.ts';
import { CONSTRUCTED_DECK, UNLISTED_PROMO_SETS } from './unlimited.ts';

/** Not allowed (226): base1, base2, base3, base4, base5, gym1, gym2 and basep 1–20, so they are simply not listed. */
export const MODIFIED: Format = {
  id: 'modified',
  name: 'Modified',
  ...CONSTRUCTED_DECK,
  legalCards: {
    section: '226',
    sets: [
      { set: 'neo1' },
      { set: 'neo2' },
      { set: 'neo3' },
      { set: 'si1' },
      { set: 'neo4' },
      { set: 'base6' },
      { set: 'ecard1' },
      { set: 'basep', minNumber: 21 },
      { set: 'bp' },
    ],
    releasedAfter: 'ecard1',
    basicEnergyFromAnySet: true,
    copiesOfLegalCards: true,
  },
  unlistedPromos: { sets: UNLISTED_PROMO_SETS, allowByDefault: true, section: '226' },
  banned: { section: '226', ids: ['basep-24', 'neo1-25', 'neo1-14'], names: ['Ancient Mew'] },
  groups: [],
};
