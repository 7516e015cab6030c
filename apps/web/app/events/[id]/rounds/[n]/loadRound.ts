import { apiGet } from '../../../../../lib/api';
import type { EventDetail, EventTeamView, RoundView } from '../../../../../lib/apiTypes';

/** What the printable pages of a round read: the event, the round (with its title and games per match) and, in a team event, the teams. */
export async function loadRound(id: string, n: string) {
  const [event, round] = await Promise.all([apiGet<EventDetail>(`/events/${id}`), apiGet<RoundView>(`/events/${id}/rounds/${n}`)]);
  const teams = event.teams ? await apiGet<EventTeamView[]>(`/events/${id}/teams`) : null;
  return { event, round, teams };
}
