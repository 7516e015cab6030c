// 233, Appendix A 3: basic Energy cards the organizer provides, the same amount to every player.
import { fail, ok, type Result } from '../shared/error.ts';
import type { LimitedFormatId } from './product.ts';

/** One per-player number, so every player is offered the same amount (233). */
export type EnergyProvision = { provided: false } | { provided: true; perPlayer: number; returnOnLeaving: boolean };

export function validateEnergyProvision(format: LimitedFormatId, provision: EnergyProvision): Result<EnergyProvision> {
  if (format === 'rochester-draft' && !provision.provided) {
    return fail(
      'ENERGY_REQUIRED',
      'Basic Energy cards are provided for a Rochester Draft.',
      'Appendix A 3',
      'energy.provided',
    );
  }
  if (provision.provided && (!Number.isInteger(provision.perPlayer) || provision.perPlayer < 1)) {
    const given = String(provision.perPlayer);
    return fail(
      'ENERGY_AMOUNT_INVALID',
      `Basic Energy per player must be a whole number, at least 1, not ${given}.`,
      '233',
      'energy.perPlayer',
    );
  }
  return ok(provision);
}

/** Whether Energy is provided is announced before registration, so it cannot change once registration is open. */
export function changeEnergyProvision(
  format: LimitedFormatId,
  current: EnergyProvision,
  next: EnergyProvision,
  registrationOpen: boolean,
): Result<EnergyProvision> {
  if (registrationOpen && current.provided !== next.provided) {
    return fail(
      'ENERGY_ANNOUNCED',
      'Whether basic Energy is provided was announced before registration and cannot change now.',
      '233',
      'energy.provided',
    );
  }
  return validateEnergyProvision(format, next);
}

/** Basic Energy cards to have on hand for a field. */
export const energyOrder = (provision: EnergyProvision, players: number): number =>
  provision.provided ? provision.perPlayer * players : 0;
