// 241, 243: a team's registration as submitted, checked and tidied (trimmed names, DCI numbers without spaces or padding).
import { validateDciNumber } from '../event/registration.ts';
import { ok, type Result } from '../shared/error.ts';
import { validateTeamInfo } from './teamInfo.ts';
import type { TeamInfo } from './types.ts';

/** The submission ready to store, or its first missing or invalid field. */
export function teamRegistration(info: TeamInfo): Result<TeamInfo> {
  const [invalid] = validateTeamInfo(info);
  if (invalid) return { ok: false, error: invalid };
  const members = info.members.map((m) => {
    const dci = validateDciNumber(m.dciNumber);
    return {
      ...m,
      dciNumber: dci.ok ? dci.value : m.dciNumber,
      firstName: m.firstName.trim(),
      lastName: m.lastName.trim(),
    };
  });
  const affiliation = info.affiliation?.trim() || undefined;
  return ok({
    ...info,
    name: info.name.trim(),
    affiliation,
    city: info.city.trim(),
    stateProvince: info.stateProvince.trim(),
    country: info.country.trim(),
    members,
  });
}
