// 231–236: Limited (Sealed Deck, Booster Draft, Rochester Draft): exactly 40 cards, no copy limit, any number of basic Energy.
import type { Format } from './types.ts';

const limited = (id: string, name: string): Format => ({
  id,
  name,
  kind: 'limited',
  deckSize: { count: 40, section: '231' },
  copyLimit: null,
  legalCards: { section: '231', sets: 'all', basicEnergyFromAnySet: true, copiesOfLegalCards: false },
  unlistedPromos: null,
  banned: { section: '231', ids: [], names: [] },
  groups: [],
});

export const SEALED = limited('sealed', 'Sealed Deck');
export const BOOSTER_DRAFT = limited('booster-draft', 'Booster Draft');
export const ROCHESTER_DRAFT = limited('rochester-draft', 'Rochester Draft');
