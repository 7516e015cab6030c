// 225, 226: whether a printing's set (and collector number) is one the format takes, before reprints and basic Energy.
import { findSet } from '../catalog/catalog.ts';
import type { Catalog, CatalogCard, CatalogSet } from '../catalog/types.ts';
import type { CheckOptions, Format, SetSelector } from './types.ts';

export type SetStanding = { in: boolean; reason: string; unlistedPromo?: 'default' | 'organizer' };

const collectorNumber = (card: CatalogCard): number => (/^\d+$/.test(card.number) ? Number(card.number) : NaN);

const selects = (selector: SetSelector, card: CatalogCard): boolean =>
  selector.set === card.set &&
  (selector.minNumber === undefined || collectorNumber(card) >= selector.minNumber) &&
  (selector.maxNumber === undefined || collectorNumber(card) <= selector.maxNumber);

function range(selector: SetSelector): string {
  if (selector.minNumber !== undefined && selector.maxNumber !== undefined)
    return ` numbered ${selector.minNumber}–${selector.maxNumber}`;
  if (selector.minNumber !== undefined) return ` numbered ${selector.minNumber} and higher`;
  return selector.maxNumber !== undefined ? ` numbered up to ${selector.maxNumber}` : '';
}

function unlistedPromoStanding(set: CatalogSet, format: Format, options: CheckOptions): SetStanding {
  const allowed = options.unlistedPromos ? options.unlistedPromos === 'allow' : format.unlistedPromos!.allowByDefault;
  const text = `${set.name} is a promo set the 2003 text does not name`;
  if (options.unlistedPromos)
    return {
      in: allowed,
      reason: `${text}; ${allowed ? 'allowed' : 'excluded'} by the organizer`,
      unlistedPromo: 'organizer',
    };
  return {
    in: allowed,
    reason: `${text}; ${allowed ? 'allowed' : 'excluded'} by default, which the organizer may change`,
    unlistedPromo: 'default',
  };
}

function postSetStanding(set: CatalogSet, format: Format, catalog: Catalog): SetStanding | null {
  const after = format.legalCards.releasedAfter;
  const since = after === undefined ? undefined : findSet(catalog, after);
  if (!since || set.releaseDate <= since.releaseDate) return null;
  return { in: true, reason: `${set.name} is an expansion released after ${since.name}` };
}

export function setStanding(
  card: CatalogCard,
  set: CatalogSet,
  format: Format,
  catalog: Catalog,
  options: CheckOptions = {},
): SetStanding {
  if (format.unlistedPromos?.sets.includes(set.id)) return unlistedPromoStanding(set, format, options);
  const { sets } = format.legalCards;
  if (sets === 'all') return { in: true, reason: 'every set is legal' };
  const selector = sets.find((s) => selects(s, card));
  if (selector)
    return { in: true, reason: `${set.name}${range(selector)} ${range(selector) ? 'are' : 'is'} in ${format.name}` };
  const post = postSetStanding(set, format, catalog);
  if (post) return post;
  const partly = sets.find((s) => s.set === set.id);
  return {
    in: false,
    reason: partly ? `only ${set.name}${range(partly)} are in ${format.name}` : `${set.name} is not in ${format.name}`,
  };
}
