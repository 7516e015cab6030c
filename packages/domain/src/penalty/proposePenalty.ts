// DCI Penalty Guidelines: a repeat of the same infraction in the event proposes the next penalty up.
import { penaltyLevels, type Infraction, type PenaltyCatalog, type PenaltyLevel } from './catalog.ts';

/** The penalty the catalogue proposes for `infraction` when the player already had `earlier` penalties for it in this event. */
export function proposePenalty(catalog: PenaltyCatalog, infraction: Infraction, earlier: number): PenaltyLevel {
  const { penalty, escalates } = catalog[infraction];
  if (!escalates) return penalty;
  const step = Math.min(penaltyLevels.indexOf(penalty) + earlier, penaltyLevels.length - 1);
  return penaltyLevels[step]!;
}

/** How many penalties the player already had for `infraction` in this event. */
export const earlierInfractions = (
  penalties: readonly { playerId: string; infraction: string }[],
  playerId: string,
  infraction: Infraction,
): number => penalties.filter((p) => p.playerId === playerId && p.infraction === infraction).length;
