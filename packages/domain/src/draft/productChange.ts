import { fail, type Result } from '../shared/error.ts';
import { changeEnergyProvision } from './basicEnergy.ts';
import { validateLimitedSettings, type LimitedSettings, type LimitedSettingsInput } from './limitedSettings.ts';
import type { LimitedFormatId } from './product.ts';

export interface ProductChangeFacts {
  format: LimitedFormatId;
  current: LimitedSettings;
  input: LimitedSettingsInput;
  /** Players have registered: whether basic Energy is provided stays as announced (233). */
  playersRegistered: boolean;
  roundsPaired: number;
  draftsStarted: number;
}

/** 233, Appendix A 2: the new settings; the breakdown and sheet size are fixed once a draft starts or round 1 is paired. */
export function productChange({
  format,
  current,
  input,
  playersRegistered,
  roundsPaired,
  draftsStarted,
}: ProductChangeFacts): Result<LimitedSettings> {
  const next = validateLimitedSettings(format, { ...current, ...input });
  if (!next.ok) return next;
  if (current.energy && next.value.energy) {
    const energy = changeEnergyProvision(format, current.energy, next.value.energy, playersRegistered);
    if (!energy.ok) return energy;
  }
  const breakdownChanged = next.value.breakdown !== current.breakdown;
  if (
    (breakdownChanged || next.value.cardsPerPhase !== current.cardsPerPhase) &&
    (roundsPaired > 0 || draftsStarted > 0)
  ) {
    const message =
      'The product is opened (a draft has started or round 1 is paired): the breakdown and the sheet size stay as they are.';
    return fail('PRODUCT_OPENED', message, 'Appendix A 2', breakdownChanged ? 'breakdown' : 'cardsPerPhase');
  }
  return next;
}
