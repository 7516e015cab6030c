import { apiGet } from '../../../../../lib/api';
import type { BracketView, EventDetail, EventTeamView, RoundView } from '../../../../../lib/apiTypes';

/** What the printable pages of a round read: the event, the round, the bracket (for cut round names) and, in a team event, the teams. */
export async function loadRound(id: string, n: string) {
  const [event, round, bracket] = await Promise.all([
    apiGet<EventDetail>(`/events/${id}`),
    apiGet<RoundView>(`/events/${id}/rounds/${n}`),
    apiGet<BracketView>(`/events/${id}/bracket`),
  ]);
  const teams = event.teams ? await apiGet<EventTeamView[]>(`/events/${id}/teams`) : null;
  return { event, round, bracket, teams };
}
