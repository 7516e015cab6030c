// An event is deleted, or brought back to a snapshot, only when the organizer types its name: one slip of the hand
// cannot throw a tournament away.
import { fail, ok, type Result } from '../shared/error.ts';

function confirmByName(eventName: string, typed: string, doing: string): Result<void> {
  const same = typed.trim().replace(/\s+/g, ' ') === eventName.trim().replace(/\s+/g, ' ');
  return same
    ? ok(undefined)
    : fail('CONFIRMATION_MISMATCH', `Type the event's name, "${eventName}", to ${doing}.`, undefined, 'confirm');
}

export const confirmDeletion = (eventName: string, typed: string) => confirmByName(eventName, typed, 'delete it');

export const confirmRestore = (eventName: string, typed: string) =>
  confirmByName(eventName, typed, 'restore the snapshot');
