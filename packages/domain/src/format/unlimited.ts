// 221, 225: Unlimited: 60 cards, 4 copies, every set and promo, "Ancient Mew" and _____'s Pikachu banned.
import type { Format } from './types.ts';

/** Promo sets the 2003 text does not name; allowed unless an organizer excludes them (225, 226 allow new products as soon as they are available). */
export const UNLISTED_PROMO_SETS: readonly string[] = ['np', 'pop1', 'tk1a', 'tk1b'];

/** 221: every Constructed deck is exactly 60 cards with at most 4 copies of a card. */
export const CONSTRUCTED_DECK = {
  kind: 'constructed',
  deckSize: { count: 60, section: '221' },
  copyLimit: { count: 4, section: '221' },
} as const satisfies Pick<Format, 'kind' | 'deckSize' | 'copyLimit'>;

export const UNLIMITED: Format = {
  id: 'unlimited',
  name: 'Unlimited',
  ...CONSTRUCTED_DECK,
  legalCards: { section: '225', sets: 'all', basicEnergyFromAnySet: true, copiesOfLegalCards: true },
  unlistedPromos: { sets: UNLISTED_PROMO_SETS, allowByDefault: true, section: '225' },
  banned: { section: '225', ids: ['basep-24'], names: ['Ancient Mew'] },
  groups: [],
};
