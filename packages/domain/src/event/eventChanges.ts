// 210, 211: what an organizer may change once the event exists: round time, Swiss rounds (never below those paired); what was announced, before round 1.
import { fail, ok, type Result } from '../shared/error.ts';
import { validateEventSettings, type EventSettings, type EventSettingsInput } from './eventSettings.ts';
import { fixedBeforeRoundOne } from './fixedBeforeRoundOne.ts';

export type SettingChanges = Partial<Pick<EventSettingsInput, 'bestOf' | 'roundMinutes' | 'rounds' | 'date' | 'endDate' | 'scoring' | 'unlistedPromos'>>;

export interface EventChangeFacts {
  settings: EventSettings;
  roundsPaired: number;
  finished: boolean;
}

/** The settings after `changes`, and whether more rounds reopen a finished event. */
export function changeEventSettings({ settings, roundsPaired, finished }: EventChangeFacts, changes: SettingChanges): Result<{ settings: EventSettings; reopen: boolean }> {
  const changed = validateEventSettings({ ...settings, ...changes, scoring: { ...settings.scoring, ...changes.scoring } });
  if (!changed.ok) return changed;
  const open = fixedBeforeRoundOne(settings, changed.value, roundsPaired);
  if (!open.ok) return open;
  const { rounds } = changed.value;
  if (rounds !== null && rounds < roundsPaired) return fail('ROUNDS_ALREADY_PAIRED', `${roundsPaired} rounds are already paired.`, '210', 'rounds');
  return ok({ settings: changed.value, reopen: finished && rounds !== null && rounds > roundsPaired });
}
