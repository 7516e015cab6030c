// 201, 204: what a deck or card check is made against: a known format, on a real calendar day.
import { fail, ok, type Result } from '../shared/error.ts';
import { isIsoDate } from './releaseDate.ts';

/** The format found for `id`, or UNKNOWN_FORMAT when neither a built-in nor a custom format has that id. */
export function knownFormat<F>(id: string | null, format: F | null): Result<F> {
  if (format !== null) return ok(format);
  if (id === null)
    return fail(
      'NO_CARD_FORMAT',
      'This pod-play event names no card format: it has no deck rules and takes no decklists.',
      undefined,
      'format',
    );
  return fail(
    'UNKNOWN_FORMAT',
    `format "${id.slice(0, 60)}" is not modified, unlimited, limited or a custom format id (201)`,
    '201',
    'format',
  );
}

/** A check's date: a real day written YYYY-MM-DD (204). */
export function checkDate(date: string): Result<string> {
  if (isIsoDate(date)) return ok(date);
  return fail('INVALID_DATE', `date must be a day written YYYY-MM-DD, not "${date.slice(0, 40)}"`, '204', 'date');
}
