// 233–236, Appendix A 2, 4: what an organizer sets up for a Limited event — product, basic Energy and table size.
import { fail, ok, type Result } from '../shared/error.ts';
import { validateEnergyProvision, type EnergyProvision } from './basicEnergy.ts';
import { DEFAULT_CARDS_PER_PACK } from './poolProduct.ts';
import { findBreakdown, type LimitedFormatId } from './product.ts';

const LIMITED_FORMATS: readonly LimitedFormatId[] = ['sealed', 'booster-draft', 'rochester-draft'];

export const limitedFormat = (format: string | null): LimitedFormatId | null =>
  format !== null && (LIMITED_FORMATS as readonly string[]).includes(format) ? (format as LimitedFormatId) : null;

/**
 * Cards printed per Rochester phase on the draft sheets. The rules give no pack size (Appendix A 4's example lays
 * out 20 cards, two packs less their basic Energy) and the card data has none either, so it is a setting:
 * two 11-card packs by default. The live draft always follows the cards actually laid out.
 */
export const DEFAULT_CARDS_PER_PHASE = 22;
export const MAX_CARDS_PER_PHASE = 40;
export const MAX_CARDS_PER_PACK = 60;

export interface LimitedSettings {
  breakdown: string;
  /** Null until the organizer announces it (233: before and during registration). */
  energy: EnergyProvision | null;
  cardsPerPhase: number;
  /** Cards in one booster pack: the most a pool can hold of each pack (231, 234–236). */
  cardsPerPack: number;
}

export interface LimitedSettingsInput {
  breakdown?: string;
  energy?: EnergyProvision | null;
  cardsPerPhase?: number;
  cardsPerPack?: number;
}

export function defaultLimitedSettings(format: LimitedFormatId): LimitedSettings {
  const breakdown = findBreakdown(format);
  return {
    breakdown: breakdown.ok ? breakdown.value.id : '',
    energy: null,
    cardsPerPhase: DEFAULT_CARDS_PER_PHASE,
    cardsPerPack: DEFAULT_CARDS_PER_PACK,
  };
}

export function validateLimitedSettings(format: LimitedFormatId, input: LimitedSettingsInput): Result<LimitedSettings> {
  const breakdown = findBreakdown(format, input.breakdown);
  if (!breakdown.ok) return breakdown;
  const energy = input.energy ? validateEnergyProvision(format, input.energy) : ok(null);
  if (!energy.ok) return energy;
  const cardsPerPhase = input.cardsPerPhase ?? DEFAULT_CARDS_PER_PHASE;
  if (!Number.isInteger(cardsPerPhase) || cardsPerPhase < 1 || cardsPerPhase > MAX_CARDS_PER_PHASE) {
    const given = String(cardsPerPhase);
    return fail(
      'CARDS_PER_PHASE_INVALID',
      `Cards per phase must be a whole number from 1 to ${MAX_CARDS_PER_PHASE}, not ${given}.`,
      'Appendix A 4',
      'cardsPerPhase',
    );
  }
  const cardsPerPack = input.cardsPerPack ?? DEFAULT_CARDS_PER_PACK;
  if (!Number.isInteger(cardsPerPack) || cardsPerPack < 1 || cardsPerPack > MAX_CARDS_PER_PACK) {
    return fail(
      'CARDS_INVALID',
      `Cards per pack must be a whole number from 1 to ${MAX_CARDS_PER_PACK}, not ${String(cardsPerPack)}.`,
      '231',
      'cardsPerPack',
    );
  }
  return ok({ breakdown: breakdown.value.id, energy: energy.value, cardsPerPhase, cardsPerPack });
}
