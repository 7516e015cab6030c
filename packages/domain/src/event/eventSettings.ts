// 203, 204, 211, 212, 216, 226: what an organizer fixes when creating an event.
import type { CheckOptions } from '../format/types.ts';
import { validateBestOf, type BestOf } from '../match/matchStructure.ts';
import { fail, ok, type Result, type RuleError } from '../shared/error.ts';
import { TEAM_FORMATS, teamFormatOf } from '../team/teamFormats.ts';
import { alternateScoring } from './alternateScoring.ts';
import { eventDates } from './eventDates.ts';
import { findEventFormat, type EventFormat } from './formats.ts';

export type ScoringPolicyId = 'dci2003' | 'playpokemon';

/** The organizer's choice for the promo sets the 2003 text does not name (225, 226): every deck check of the event applies it. */
export type UnlistedPromoChoice = NonNullable<CheckOptions['unlistedPromos']>;

export interface EventSettingsInput {
  name: string;
  /** The card format (201); a pod-play event may leave it out (null): it has no deck rules then. */
  format?: string | null;
  /** A pod-play event (#19): a board-game night or a home-made card game needs no card format. */
  podPlay?: boolean;
  /** YYYY-MM-DD; the caller passes its own calendar day when the organizer names none (204). */
  date: string;
  endDate?: string | null;
  bestOf?: number;
  roundMinutes?: number;
  rounds?: number | null;
  scoring?: { policy?: string; alternateScoring?: boolean };
  unlistedPromos?: string;
  /** A two-player team event (201): Team Constructed (Modified) or Team Limited (Sealed Deck). */
  teams?: boolean;
  /** Marked premier by the organizer: a team that plays here keeps its name (242). */
  premier?: boolean;
  /** 203: "A" rules on the Japanese cards, "B" on the English; null, the local-language cards. */
  interpretationClass?: string | null;
  /** 204 ¶2: a new set is allowed here only this many weeks (2–6) after its release; null, from its release. */
  newSetHoldWeeks?: number | null;
}

export interface EventSettings {
  name: string;
  /** null: a pod-play event without a card format, so without deck rules. */
  format: string | null;
  date: string;
  endDate: string | null;
  bestOf: BestOf;
  roundMinutes: number;
  rounds: number | null;
  scoring: { policy: ScoringPolicyId; alternateScoring: boolean };
  unlistedPromos: UnlistedPromoChoice;
  teams: boolean;
  premier: boolean;
  interpretationClass: InterpretationClass | null;
  newSetHoldWeeks: number | null;
}

/** 203: the cards a Class A (Japanese) or Class B (English) event rules on. */
export type InterpretationClass = 'A' | 'B';

/** 212 recommends thirty minutes a round for Constructed and Limited alike. */
export const DEFAULT_ROUND_MINUTES = 30;
export const MAX_ROUND_MINUTES = 180;
export const MAX_SWISS_ROUNDS = 20;
/** 204 ¶2: "between two to six weeks after the release date of the new set". */
export const NEW_SET_HOLD_WEEKS = { min: 2, max: 6 } as const;

const policies: readonly ScoringPolicyId[] = ['dci2003', 'playpokemon'];
const promoChoices: readonly UnlistedPromoChoice[] = ['allow', 'exclude'];
const interpretationClasses: readonly InterpretationClass[] = ['A', 'B'];

function checkInterpretationClass(value: string | null | undefined): RuleError | null {
  if (value === null || value === undefined || interpretationClasses.includes(value as InterpretationClass))
    return null;
  const message = `The card-interpretation class is "A" (Japanese cards), "B" (English cards) or none (local-language cards), not "${value.slice(0, 20)}".`;
  return { code: 'INVALID_FIELD', section: '203', field: 'interpretationClass', message };
}

function checkName(name: string): RuleError | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return { code: 'INVALID_NAME', message: 'An event needs a name.', field: 'name' };
  if (trimmed.length > 120)
    return { code: 'INVALID_NAME', message: 'An event name is at most 120 characters.', field: 'name' };
  return null;
}

function checkRange(
  value: number | null | undefined,
  field: string,
  min: number,
  max: number,
  section: string,
): RuleError | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < min || value > max) {
    return {
      code: 'OUT_OF_RANGE',
      section,
      field,
      message: `${field} must be a whole number from ${min} to ${max}, not ${value}.`,
    };
  }
  return null;
}

/** 201: a Swiss event names a known card format; pod play may name none. */
function checkFormat(format: string | null, podPlay: boolean, houseFormats: readonly EventFormat[]): RuleError | null {
  if (format === null)
    return podPlay
      ? null
      : {
          code: 'FORMAT_REQUIRED',
          section: '201',
          field: 'format',
          message:
            'Name the card format (modified, unlimited, sealed, booster-draft, rochester-draft or a custom format); only a pod-play event may leave it out.',
        };
  if (findEventFormat(format, houseFormats)) return null;
  return {
    code: 'UNKNOWN_FORMAT',
    section: '201',
    field: 'format',
    message: `Unknown format "${format.slice(0, 60)}".`,
  };
}

/** Validates an event's settings and fills in the floor rules' defaults; `houseFormats` are the organizers' custom formats known to the caller. */
export function validateEventSettings(
  input: EventSettingsInput,
  houseFormats: readonly EventFormat[] = [],
): Result<EventSettings> {
  const nameError = checkName(input.name);
  if (nameError) return { ok: false, error: nameError };
  const format = input.format ?? null;
  const formatError = checkFormat(format, input.podPlay === true, houseFormats);
  if (formatError) return { ok: false, error: formatError };
  const teamFormat = input.teams ? teamFormatOf(format ?? '') : undefined;
  if (teamFormat && !teamFormat.ok) return teamFormat;
  const dates = eventDates(input);
  if (!dates.ok) return dates;
  const bestOf = validateBestOf(input.bestOf ?? 1);
  if (!bestOf.ok) return bestOf;
  const rangeError =
    checkRange(input.roundMinutes, 'roundMinutes', 10, MAX_ROUND_MINUTES, '212') ??
    checkRange(input.rounds, 'rounds', 1, MAX_SWISS_ROUNDS, '210') ??
    checkRange(input.newSetHoldWeeks, 'newSetHoldWeeks', NEW_SET_HOLD_WEEKS.min, NEW_SET_HOLD_WEEKS.max, '204') ??
    checkInterpretationClass(input.interpretationClass);
  if (rangeError) return { ok: false, error: rangeError };
  const policy = input.scoring?.policy ?? 'dci2003';
  if (!policies.includes(policy as ScoringPolicyId)) {
    return fail(
      'UNKNOWN_SCORING_POLICY',
      `Unknown scoring policy "${policy}"; use dci2003 or playpokemon.`,
      undefined,
      'scoring.policy',
    );
  }
  const scoring = { policy: policy as ScoringPolicyId, alternateScoring: input.scoring?.alternateScoring ?? false };
  const scoringError = alternateScoring({ bestOf: bestOf.value, ...scoring });
  if (!scoringError.ok) return scoringError;
  const unlistedPromos = input.unlistedPromos ?? 'allow';
  if (!promoChoices.includes(unlistedPromos as UnlistedPromoChoice)) {
    return fail(
      'INVALID_FIELD',
      `Unlisted promo sets are "allow" or "exclude", not "${unlistedPromos.slice(0, 40)}".`,
      '226',
      'unlistedPromos',
    );
  }
  return ok({
    name: input.name.trim(),
    format,
    ...dates.value,
    bestOf: bestOf.value,
    roundMinutes:
      input.roundMinutes ?? (teamFormat ? TEAM_FORMATS[teamFormat.value].roundMinutes : DEFAULT_ROUND_MINUTES),
    rounds: input.rounds ?? null,
    scoring,
    unlistedPromos: unlistedPromos as UnlistedPromoChoice,
    teams: input.teams ?? false,
    premier: input.premier ?? false,
    interpretationClass: (input.interpretationClass ?? null) as InterpretationClass | null,
    newSetHoldWeeks: input.newSetHoldWeeks ?? null,
  });
}
