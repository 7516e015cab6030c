// 231, Appendix A 6: a Rochester Draft pool is what the live draft recorded; a judge may override it, with a reason.
import type { Catalog } from '../catalog/types.ts';
import type { PoolCard } from '../deck/poolCards.ts';
import { cardLabel } from '../format/labels.ts';
import { fail, ok, type Result } from '../shared/error.ts';

export interface DraftedPoolFacts {
  typed: readonly PoolCard[];
  /** The cards the live draft recorded for the player; null when the pod drafted on paper. */
  drafted: readonly PoolCard[] | null;
  /** A judge's reason for registering a pool that differs from the record. */
  overrideReason?: string;
}

const countsOf = (cards: readonly PoolCard[]) => new Map(cards.map((c) => [c.cardId, c.count]));

/** The first card whose count differs between the typed pool and the record, with both counts. */
function firstDifference(typed: readonly PoolCard[], drafted: readonly PoolCard[]) {
  const [t, d] = [countsOf(typed), countsOf(drafted)];
  for (const cardId of new Set([...t.keys(), ...d.keys()])) {
    if ((t.get(cardId) ?? 0) !== (d.get(cardId) ?? 0))
      return { cardId, typed: t.get(cardId) ?? 0, drafted: d.get(cardId) ?? 0 };
  }
  return null;
}

/** The override reason to audit (null when the pool is the record), or POOL_DIFFERS_FROM_DRAFT naming the card and both counts. */
export function draftedPool(
  { typed, drafted, overrideReason }: DraftedPoolFacts,
  catalog: Catalog,
): Result<string | null> {
  const reason = overrideReason?.trim() ?? '';
  if (overrideReason !== undefined && reason.length === 0)
    return fail('REASON_REQUIRED', 'Overriding the drafted cards needs a reason.', '231', 'override.reason');
  const difference = drafted === null ? null : firstDifference(typed, drafted);
  if (difference === null) return ok(null);
  if (reason.length > 0) return ok(reason);
  const card = catalog.cardsById.get(difference.cardId);
  const label = card ? cardLabel(card, catalog) : difference.cardId;
  const message = `${label}: ${difference.typed} in the pool, ${difference.drafted} drafted. A Rochester Draft pool is what the draft recorded; a judge may override it with a reason.`;
  return fail('POOL_DIFFERS_FROM_DRAFT', message, 'Appendix A 6', 'cards');
}
