// 201, 221–236: a format as data: which printings it takes, deck size, copy limit, bans and card groups; each rule carries its section.
export type FormatKind = 'constructed' | 'limited';

/** A rule's number and its floor-rules section (or "custom" for an organizer's own format). */
export interface CountRule {
  count: number;
  section: string;
}

/** Printings of one set, optionally only collector numbers in a range (226: Black Star promos "numbered 21 and higher"). */
export interface SetSelector {
  set: string;
  minNumber?: number;
  maxNumber?: number;
}

export interface LegalCards {
  section: string;
  /** "all": every set in the catalog. */
  sets: 'all' | readonly SetSelector[];
  /** Also every set released after this one (226: "any new post-Expedition expansion"), unlisted promo sets aside. */
  releasedAfter?: string;
  /** Basic Energy from any set is legal (226). */
  basicEnergyFromAnySet: boolean;
  /** A printing outside the sets is legal when a copy of it is (226: "previously printed copies of legal cards"). */
  copiesOfLegalCards: boolean;
}

/** Promo sets the 2003 text does not name (Nintendo Black Star promos, POP, trainer kits): an organizer's call per event. */
export interface UnlistedPromos {
  sets: readonly string[];
  allowByDefault: boolean;
  section: string;
}

export interface BanList {
  section: string;
  ids: readonly string[];
  /** Titles banned even when the catalog has no such card (225, 226: "Ancient Mew"). */
  names: readonly string[];
}

/** "At most 1 of each Legendary and at most 4 Legendary in total": members by title, id, tag or subtype. */
export interface GroupLimit {
  name: string;
  titles: readonly string[];
  ids: readonly string[];
  /** Cards carrying any of these tags (imported card sets). */
  tags: readonly string[];
  /** Cards of any of these subtypes ("Stadium", "Baby"). */
  subtypes: readonly string[];
  perCard: number | null;
  total: number | null;
  section: string;
}

export interface Format {
  id: string;
  name: string;
  kind: FormatKind;
  deckSize: CountRule;
  /** Copies per English card title, basic Energy aside; null when there is no limit (231). */
  copyLimit: CountRule | null;
  legalCards: LegalCards;
  unlistedPromos: UnlistedPromos | null;
  banned: BanList;
  groups: readonly GroupLimit[];
  /** What a house format announces for match day (#19): shown on the event page and the slips. */
  matchDay?: MatchDay;
}

/** A house format's match-day announcements: Prizes per game, round length, house rules every table should see. */
export interface MatchDay {
  prizes?: number;
  roundMinutes?: number;
  houseRules?: string;
}

/** The organizer's choices a check takes into account. */
export interface CheckOptions {
  /** Overrides the format's default for promo sets the 2003 text does not name. */
  unlistedPromos?: 'allow' | 'exclude';
  /** The registration says the deck mixes card backs (202). */
  mixedCardBacks?: boolean;
  /** 204 ¶2: the event allows a new set only this many weeks after its release. */
  newSetHoldWeeks?: number;
}
