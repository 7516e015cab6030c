// 233: whether the organizer provides basic Energy is announced before registration opens and before the draft.
import { fail, ok, type Result } from '../shared/error.ts';
import type { EnergyProvision } from './basicEnergy.ts';

/** The announced provision, or ENERGY_NOT_ANNOUNCED naming what waits for it ("players register", "the draft starts"). */
export function energyAnnounced(energy: EnergyProvision | null, waiting: string): Result<EnergyProvision> {
  if (energy === null) {
    return fail(
      'ENERGY_NOT_ANNOUNCED',
      `Announce whether basic Energy is provided (the event's product) before ${waiting}.`,
      '233',
      'energy.provided',
    );
  }
  return ok(energy);
}
