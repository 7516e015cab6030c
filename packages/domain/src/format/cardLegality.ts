// 204, 225, 226, 231: one card's standing in a format on a date: released, not banned, in the format's sets, basic Energy or a copy of a legal card.
import { isBasicEnergy } from '../catalog/basicEnergy.ts';
import { setOf } from '../catalog/catalog.ts';
import { copiesOf } from '../catalog/reprints.ts';
import type { Catalog, CatalogCard } from '../catalog/types.ts';
import { banReason } from './banned.ts';
import { cardLabel, printingLabel } from './labels.ts';
import { allowedFrom, assertIsoDate, isReleased } from './releaseDate.ts';
import { setStanding } from './setList.ts';
import type { CheckOptions, Format } from './types.ts';

export type LegalityStatus = 'legal' | 'banned' | 'not-in-format' | 'not-yet-released';
export type LegalityCode = 'BANNED' | 'NOT_IN_FORMAT' | 'NOT_YET_RELEASED';

export interface CardLegality {
  status: LegalityStatus;
  /** The deck-check problem code when the card is not legal. */
  code: LegalityCode | null;
  section: string;
  /** "Modified: a copy of Legendary Collection 3 (base6-3), legal under 226". */
  reason: string;
  /** The legal printing this one is a copy of (226). */
  copyOf?: string;
  /** Legal only by the default for promo sets the 2003 text does not name. */
  unlistedPromoDefault?: boolean;
}

const NOT_LEGAL: Record<LegalityCode, LegalityStatus> = {
  BANNED: 'banned',
  NOT_IN_FORMAT: 'not-in-format',
  NOT_YET_RELEASED: 'not-yet-released',
};

const illegal = (code: LegalityCode, section: string, reason: string): CardLegality => ({
  status: NOT_LEGAL[code],
  code,
  section,
  reason,
});
const legal = (section: string, reason: string): CardLegality => ({ status: 'legal', code: null, section, reason });

/** Legal on its own printing: released, not banned, in the format's sets. Copies are not followed (no chains). */
function legalAsPrinted(
  card: CatalogCard,
  format: Format,
  date: string,
  catalog: Catalog,
  options: CheckOptions,
): boolean {
  const set = setOf(catalog, card);
  return (
    allowedFrom(set, options.newSetHoldWeeks) <= date &&
    banReason(card, format, catalog) === null &&
    setStanding(card, set, format, catalog, options).in
  );
}

function viaCopy(
  card: CatalogCard,
  format: Format,
  date: string,
  catalog: Catalog,
  options: CheckOptions,
): CardLegality | null {
  const copy = copiesOf(card, catalog).find((other) => legalAsPrinted(other, format, date, catalog, options));
  if (!copy) return null;
  const section = format.legalCards.section;
  return {
    ...legal(section, `${format.name}: a copy of ${printingLabel(copy, catalog)} (${copy.id}), legal under ${section}`),
    copyOf: copy.id,
  };
}

/** A copy that would make the card legal once its set is out, for the message. */
function laterCopy(
  card: CatalogCard,
  format: Format,
  catalog: Catalog,
  options: CheckOptions,
): CatalogCard | undefined {
  return copiesOf(card, catalog).find(
    (copy) =>
      banReason(copy, format, catalog) === null && setStanding(copy, setOf(catalog, copy), format, catalog, options).in,
  );
}

function notInFormat(
  card: CatalogCard,
  format: Format,
  catalog: Catalog,
  options: CheckOptions,
  setReason: string,
): CardLegality {
  const { section, copiesOfLegalCards } = format.legalCards;
  const later = copiesOfLegalCards ? laterCopy(card, format, catalog, options) : undefined;
  const copies = !copiesOfLegalCards
    ? ''
    : later
      ? `; its copy ${printingLabel(later, catalog)} is not released until ${setOf(catalog, later).releaseDate}`
      : '; no copy of it is legal';
  return illegal(
    'NOT_IN_FORMAT',
    section,
    `${format.name}: ${cardLabel(card, catalog)}: ${setReason}${copies} (${section})`,
  );
}

/** cardLegality for a date already checked, as a deck check does once for all its cards. */
export function legalityOnDate(
  card: CatalogCard,
  format: Format,
  date: string,
  catalog: Catalog,
  options: CheckOptions,
): CardLegality {
  const set = setOf(catalog, card);
  if (!isReleased(set, date)) {
    return illegal(
      'NOT_YET_RELEASED',
      '204',
      `${format.name}: ${cardLabel(card, catalog)} is not released until ${set.releaseDate} (204)`,
    );
  }
  const from = allowedFrom(set, options.newSetHoldWeeks);
  if (from > date) {
    const held = `${set.name} was released on ${set.releaseDate}; this event allows a new set ${options.newSetHoldWeeks} weeks after its release, from ${from}`;
    return illegal('NOT_YET_RELEASED', '204', `${format.name}: ${cardLabel(card, catalog)}: ${held} (204)`);
  }
  const ban = banReason(card, format, catalog);
  if (ban) return illegal('BANNED', format.banned.section, `${format.name}: ${ban}`);
  const standing = setStanding(card, set, format, catalog, options);
  const section = standing.unlistedPromo ? format.unlistedPromos!.section : format.legalCards.section;
  if (standing.in) {
    return {
      ...legal(section, `${format.name}: ${standing.reason} (${section})`),
      ...(standing.unlistedPromo === 'default' ? { unlistedPromoDefault: true } : {}),
    };
  }
  if (format.legalCards.basicEnergyFromAnySet && isBasicEnergy(card)) {
    return legal(
      format.legalCards.section,
      `${format.name}: basic Energy is allowed from any set (${format.legalCards.section})`,
    );
  }
  const copy = format.legalCards.copiesOfLegalCards ? viaCopy(card, format, date, catalog, options) : null;
  return copy ?? notInFormat(card, format, catalog, options, standing.reason);
}

/** For the card page and the deck check. `date` is YYYY-MM-DD: the caller passes today or the event's date. */
export function cardLegality(
  card: CatalogCard,
  format: Format,
  date: string,
  catalog: Catalog,
  options: CheckOptions = {},
): CardLegality {
  assertIsoDate(date);
  return legalityOnDate(card, format, date, catalog, options);
}

/** The card page: its standing in each format on one date. */
export const cardLegalityByFormat = (
  card: CatalogCard,
  formats: readonly Format[],
  date: string,
  catalog: Catalog,
  options: CheckOptions = {},
): Record<string, CardLegality> =>
  Object.fromEntries(formats.map((format) => [format.id, cardLegality(card, format, date, catalog, options)]));
