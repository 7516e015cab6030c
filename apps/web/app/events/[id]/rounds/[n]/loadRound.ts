import { redirect } from 'next/navigation';
import { apiGet } from '../../../../../lib/api';
import type { EventDetail, EventTeamView, RoundView } from '../../../../../lib/apiTypes';
import { pageQuery } from '../../../../components/Pager';

/**
 * What the printable pages of a round read: the event, the round (with its title and games per match) and, in a team
 * event, the teams. A pod-play round seats tables, not matches: its pairings and slips are its tables page.
 */
export async function loadRound(id: string, n: string) {
  const [event, round] = await Promise.all([
    apiGet<EventDetail>(`/events/${id}`),
    apiGet<RoundView>(`/events/${id}/rounds/${n}`),
  ]);
  return { event, round, teams: await teamsOf(event, n) };
}

/**
 * The same, with one page of the round's tables when `page` (page of the event) says the event is read a page at a
 * time: the event first, then the round, whole or that page.
 */
export async function loadRoundPage(id: string, n: string, page: (event: EventDetail) => number | null) {
  const event = await apiGet<EventDetail>(`/events/${id}`);
  const asked = page(event);
  const round = await apiGet<RoundView>(`/events/${id}/rounds/${n}${asked === null ? '' : `?${pageQuery(asked)}`}`);
  return { event, round, teams: await teamsOf(event, n) };
}

async function teamsOf(event: EventDetail, n: string) {
  if (event.type === 'pods') redirect(`/events/${event.id}/tables/${encodeURIComponent(n)}`);
  return event.teams ? await apiGet<EventTeamView[]>(`/events/${event.id}/teams`) : null;
}
