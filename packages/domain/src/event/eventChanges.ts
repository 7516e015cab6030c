// 210, 211: what an organizer may change once the event exists: round time, Swiss rounds (never below those paired), best-of-N before round 1.
import { canChangeBestOf } from '../match/matchStructure.ts';
import { fail, ok, type Result } from '../shared/error.ts';
import { validateEventSettings, type EventSettings } from './eventSettings.ts';

export type SettingChanges = Partial<Pick<EventSettings, 'bestOf' | 'roundMinutes' | 'rounds'>>;

export interface EventChangeFacts {
  settings: EventSettings;
  roundsPaired: number;
  finished: boolean;
}

/** The settings after `changes`, and whether more rounds reopen a finished event. */
export function changeEventSettings({ settings, roundsPaired, finished }: EventChangeFacts, changes: SettingChanges): Result<{ settings: EventSettings; reopen: boolean }> {
  const changed = validateEventSettings({ ...settings, ...changes });
  if (!changed.ok) return changed;
  if (changed.value.bestOf !== settings.bestOf) {
    const allowed = canChangeBestOf({ roundsPaired });
    if (!allowed.ok) return allowed;
  }
  const { rounds } = changed.value;
  if (rounds !== null && rounds < roundsPaired) return fail('ROUNDS_ALREADY_PAIRED', `${roundsPaired} rounds are already paired.`, '210', 'rounds');
  return ok({ settings: changed.value, reopen: finished && rounds !== null && rounds > roundsPaired });
}
