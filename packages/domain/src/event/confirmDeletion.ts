// An event is deleted only when the organizer types its name: one slip of the hand cannot throw a tournament away.
import { fail, ok, type Result } from '../shared/error.ts';

export function confirmDeletion(eventName: string, typed: string): Result<void> {
  const same = typed.trim().replace(/\s+/g, ' ') === eventName.trim().replace(/\s+/g, ' ');
  return same ? ok(undefined) : fail('CONFIRMATION_MISMATCH', `Type the event's name, "${eventName}", to delete it.`, undefined, 'confirm');
}
