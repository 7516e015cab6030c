// 242: team names — a name played at a team premier event is taken, and an offensive name may be refused.
import { type Result, fail, ok } from '../shared/error.ts';
import type { TeamKey } from './types.ts';

/** How names are compared: trimmed, spaces collapsed, case and accents ignored ("  Pokémon  Pals" = "pokemon pals"). */
export function normalizeTeamName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** One team's appearance at an event, under the name it registered there. */
export interface TeamEventRecord {
  teamKey: TeamKey;
  teamName: string;
  premierEvent: boolean;
  matchesPlayed: number;
}

/** A name taken by the team that registered and played with it at a team-format premier event. */
export interface NameReservation {
  name: string;
  teamKey: TeamKey;
}

/** An organizer's refusal of a name as offensive and/or obscene, with the reason on record. */
export interface NameRefusal {
  name: string;
  reason: string;
}

/** The names taken under 242 (registered and played at least one match at a premier event); records in event order, so the first team keeps the name. */
export function nameReservations(records: readonly TeamEventRecord[]): NameReservation[] {
  const taken = new Map<string, NameReservation>();
  for (const record of records) {
    const normalized = normalizeTeamName(record.teamName);
    if (record.premierEvent && record.matchesPlayed > 0 && !taken.has(normalized)) {
      taken.set(normalized, { name: record.teamName.trim(), teamKey: record.teamKey });
    }
  }
  return [...taken.values()];
}

/** The organizer refuses a team name as offensive or obscene (242): a name and a recorded reason. */
export function refuseTeamName(name: string, reason: string): Result<NameRefusal> {
  if (name.trim() === '') return fail('NAME_REQUIRED', 'Name the team name to refuse.', '242', 'name');
  if (reason.trim() === '')
    return fail('REFUSAL_REASON_REQUIRED', 'Refusing a team name needs a recorded reason.', '242', 'reason');
  return ok({ name: name.trim(), reason: reason.trim() });
}

/** Whether `teamKey` may register under `name`; a team may always keep a name it reserved itself. */
export function checkTeamName(
  name: string,
  teamKey: TeamKey,
  registry: { reservations: readonly NameReservation[]; refusals: readonly NameRefusal[] },
): Result<string> {
  const normalized = normalizeTeamName(name);
  const refusal = registry.refusals.find((r) => normalizeTeamName(r.name) === normalized);
  if (refusal) return fail('NAME_REFUSED', `The name "${name.trim()}" was refused: ${refusal.reason}`, '242', 'name');
  const reservation = registry.reservations.find((r) => normalizeTeamName(r.name) === normalized);
  if (reservation && reservation.teamKey !== teamKey) {
    return fail(
      'NAME_RESERVED',
      `"${reservation.name}" is taken by a team that played it at a premier event.`,
      '242',
      'name',
    );
  }
  return ok(name.trim());
}
