// 210, 211, 217: what an organizer may change once the event exists: round time, Swiss rounds (never below those paired, never once a top cut is made); what was announced, before round 1.
import { fail, ok, type Result } from '../shared/error.ts';
import { validateEventSettings, type EventSettings, type EventSettingsInput } from './eventSettings.ts';
import { fixedBeforeRoundOne } from './fixedBeforeRoundOne.ts';

export type SettingChanges = Partial<
  Pick<
    EventSettingsInput,
    | 'bestOf'
    | 'roundMinutes'
    | 'rounds'
    | 'date'
    | 'endDate'
    | 'scoring'
    | 'unlistedPromos'
    | 'interpretationClass'
    | 'newSetHoldWeeks'
  >
>;

export interface EventChangeFacts {
  settings: EventSettings;
  roundsPaired: number;
  finished: boolean;
  /** Whether a top cut (the event's or a division's) is made. */
  cutMade: boolean;
}

/** The settings after `changes`, and whether more rounds reopen a finished event. */
export function changeEventSettings(
  { settings, roundsPaired, finished, cutMade }: EventChangeFacts,
  changes: SettingChanges,
): Result<{ settings: EventSettings; reopen: boolean }> {
  const changed = validateEventSettings({
    ...settings,
    ...changes,
    scoring: { ...settings.scoring, ...changes.scoring },
  });
  if (!changed.ok) return changed;
  const open = fixedBeforeRoundOne(settings, changed.value, roundsPaired);
  if (!open.ok) return open;
  const { rounds } = changed.value;
  if (cutMade && rounds !== settings.rounds)
    return fail(
      'CUT_STARTED',
      `A top cut is made: the event keeps its ${settings.rounds ?? 0} Swiss rounds.`,
      '217',
      'rounds',
    );
  if (rounds !== null && rounds < roundsPaired)
    return fail('ROUNDS_ALREADY_PAIRED', `${roundsPaired} rounds are already paired.`, '210', 'rounds');
  return ok({ settings: changed.value, reopen: finished && rounds !== null && rounds > roundsPaired });
}
