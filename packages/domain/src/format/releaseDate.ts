// 204: a set is legal from the day it is released; every check is made on a date the caller gives.
import type { CatalogSet } from '../catalog/types.ts';

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** Callers pass today (or the event's date); there is no default inside the domain. */
export function assertIsoDate(date: string): void {
  if (!isIsoDate(date)) throw new RangeError(`"${date}" is not a date written YYYY-MM-DD (204 checks need a date)`);
}

/** ISO dates compare as strings. */
export const isReleased = (set: CatalogSet, date: string): boolean => set.releaseDate <= date;

/** 204 ¶2: the day a set is allowed at an event that holds new sets back `holdWeeks` weeks after their release. */
export function allowedFrom(set: CatalogSet, holdWeeks: number | undefined): string {
  if (!holdWeeks) return set.releaseDate;
  const day = new Date(`${set.releaseDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7 * holdWeeks);
  return day.toISOString().slice(0, 10);
}
