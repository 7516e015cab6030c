// 201, 245, 246: the DCI ratings category a team event's results are reported under.
import { fail, type Result } from '../shared/error.ts';
import { TEAM_FORMATS, teamFormatOf } from './teamFormats.ts';

export type RatingsCategory = (typeof TEAM_FORMATS)[keyof typeof TEAM_FORMATS]['ratingsCategory'];

/** Team Constructed or Team Limited; only a team event in a team format has one. */
export function ratingsCategory(event: { teams: boolean; format: string | null }): Result<RatingsCategory> {
  const format = teamFormatOf(event.format);
  if (!event.teams || !format.ok)
    return fail('NOT_A_TEAM_EVENT', 'Ratings categories for teams exist only in a team event.', '201');
  return { ok: true, value: TEAM_FORMATS[format.value].ratingsCategory };
}
