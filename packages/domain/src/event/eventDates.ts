// 204: an event's date (and last day, when it runs over several days) is the day its decks are judged on.
import { isIsoDate } from '../format/releaseDate.ts';
import { fail, ok, type Result } from '../shared/error.ts';

export interface EventDates {
  /** YYYY-MM-DD: the first (or only) day; sets released by then are legal (204). */
  date: string;
  /** YYYY-MM-DD: the last day of a multi-day event; null for a one-day event. */
  endDate: string | null;
}

const notADay = (value: string, field: keyof EventDates) =>
  fail('INVALID_DATE', `${field} must be a day written YYYY-MM-DD, not "${value.slice(0, 40)}".`, '204', field);

/** The event's days as given; the caller passes its own calendar day as `date` when the organizer names none. */
export function eventDates({ date, endDate = null }: { date: string; endDate?: string | null }): Result<EventDates> {
  if (!isIsoDate(date)) return notADay(date, 'date');
  if (endDate === null) return ok({ date, endDate: null });
  if (!isIsoDate(endDate)) return notADay(endDate, 'endDate');
  if (endDate < date)
    return fail('END_BEFORE_START', `The event cannot end (${endDate}) before it starts (${date}).`, '204', 'endDate');
  return ok({ date, endDate: endDate === date ? null : endDate });
}
