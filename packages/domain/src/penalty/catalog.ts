// DCI Penalty Guidelines (as the floor rules' preamble invokes them): the penalties, the infractions, and an event's catalogue.
import { fail, ok, type Result } from '../shared/error.ts';

/** From the mildest up: each repeat of an escalating infraction moves one step up this ladder. */
export const penaltyLevels = ['caution', 'warning', 'gameLoss', 'matchLoss', 'disqualification'] as const;
export type PenaltyLevel = (typeof penaltyLevels)[number];

export const infractions = [
  'proceduralError',
  'tardiness',
  'slowPlay',
  'deckProblem',
  'markedCards',
  'unsportingConduct',
  'cheating',
] as const;
export type Infraction = (typeof infractions)[number];

export const penaltyNames: Record<PenaltyLevel, string> = {
  caution: 'Caution',
  warning: 'Warning',
  gameLoss: 'Game loss',
  matchLoss: 'Match loss',
  disqualification: 'Disqualification',
};

export const infractionNames: Record<Infraction, string> = {
  proceduralError: 'Procedural error',
  tardiness: 'Tardiness',
  slowPlay: 'Slow play',
  deckProblem: 'Deck/decklist problem',
  markedCards: 'Marked cards',
  unsportingConduct: 'Unsporting conduct',
  cheating: 'Cheating',
};

/** What one infraction costs the first time, and whether a repeat in the same event costs the next penalty up. */
export interface CatalogEntry {
  penalty: PenaltyLevel;
  escalates: boolean;
}

export type PenaltyCatalog = Record<Infraction, CatalogEntry>;

/** The structure of the DCI Penalty Guidelines of the time, as an event starts with it. */
export const defaultPenaltyCatalog: PenaltyCatalog = {
  proceduralError: { penalty: 'caution', escalates: true },
  tardiness: { penalty: 'warning', escalates: true },
  slowPlay: { penalty: 'warning', escalates: true },
  deckProblem: { penalty: 'gameLoss', escalates: true },
  markedCards: { penalty: 'warning', escalates: true },
  unsportingConduct: { penalty: 'warning', escalates: true },
  cheating: { penalty: 'disqualification', escalates: false },
};

/** An event's catalogue as an organizer sends it: every infraction named once, with a known penalty. */
export function checkPenaltyCatalog(catalog: Partial<Record<string, CatalogEntry>>): Result<PenaltyCatalog> {
  for (const infraction of infractions) {
    const entry = catalog[infraction];
    if (!entry || !penaltyLevels.includes(entry.penalty))
      return fail(
        'INVALID_PENALTY_CATALOG',
        `The catalogue needs a penalty for ${infractionNames[infraction]}.`,
        undefined,
        infraction,
      );
  }
  const unknown = Object.keys(catalog).find((k) => !infractions.includes(k as Infraction));
  if (unknown)
    return fail('INVALID_PENALTY_CATALOG', `${unknown} is not an infraction of the catalogue.`, undefined, unknown);
  return ok(catalog as PenaltyCatalog);
}
